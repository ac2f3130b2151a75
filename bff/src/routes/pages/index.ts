import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { BffConfig } from '../../config';
import { apiLocale, pageLocale, readCookie, t } from '../../i18n';
import { NO_CACHE, cacheControlFor } from '../../site/cache-control';
import { escapeHtml, injectPageMeta, injectRenderedPage } from '../../site/html';
import { createPageData } from '../../site/page-data';
import { LEGAL_REDIRECTS, servedPages, type MetaPageKind } from '../../site/page-routes';
import {
  createServerRenderer,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '../../site/server-render';
import { allowInlinedScripts } from '../../site/inline-scripts';
import { createShellDocument } from '../../site/shell-document';
import { createApiClient } from '../../upstream';
import { firstRoundTripRoom, pageBrotli, pageEncoding, pageGzip } from '../../plugins/compression';
import { browserHas } from '../../plugins/etag';
import { PageCache, weakEtag, type CachedPage } from '../../site/page-cache';
import { gunzipSync } from 'node:zlib';

/** The promise's value, or `fallback` once `ms` have passed. */
function withDeadline<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
import { TtlCache, type PublicChanges } from '@sokoni/server-kit';
import {
  isLocale,
  offeredLocale,
  offeredLocales,
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  ROUTES,
  STORAGE_KEYS,
  SYSTEM_THEME_COOKIE,
  type Locale,
  type PublicSettings,
} from '@sokoni/contracts';

/** How long a maintenance switch takes to reach every bff at most, and how long clients are told to wait. */
const MAINTENANCE_CHECK_TTL_MS = 5_000;
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;
/** Pages that stay open in maintenance, so an administrator can sign in and turn it off. */
const OPEN_IN_MAINTENANCE = new Set<string>([ROUTES.login.pattern]);

const PREFIXES_WITHOUT_PAGES = /^\/(?:api|bff|media|remotes)(?:\/|$)/;

/**
 * What a rendered page varies with besides its address: the preference cookies, the Save-Data hint and the
 * system's theme (drawn in it when the visitor chose none).
 */
const RENDERED_VARY = 'Cookie, Save-Data, Sec-CH-Prefers-Color-Scheme';
/**
 * Every page asks the browser for the system's theme on the next requests (not `Critical-CH`: on 3G the retry
 * it costs is worse than the first page drawn light and switched by the app).
 */
const ACCEPT_CH = 'Sec-CH-Prefers-Color-Scheme';
/** A page served from the page cache: also the encoding it was sent in. */
const CACHED_VARY = `${RENDERED_VARY}, Accept-Encoding`;
/**
 * A cached page for the browser: checked with the bff every time (a 304 by its ETag costs no render). Not
 * `max-age=0, stale-while-revalidate`: browsers honour that too, and the copy a browser kept (the offline
 * worker's precache of `/` fetches it on the first visit) would be shown again up to 30 s later, carrying the
 * maintenance switch and the languages of then: the administrator who just turned maintenance on missed the
 * banner. A CDN reads its own lifetime from `CDN-Cache-Control` (RFC 9213) instead.
 */
const BROWSER_CACHE_CONTROL = 'public, no-cache';
/** Anything the bff could tie to a person: kept by no cache. */
const PERSONAL = 'private, no-store';
/** A page that sets a cookie (`?lang=`): the same HTML for everyone, but no shared cache may keep the cookie. */
const SETS_COOKIE = 'private, no-cache';
/** Longer addresses are rendered each time rather than kept (a made-up query must not push real pages out). */
const MAX_CACHED_URL_LENGTH = 512;

/** A page as made for one key: sent as it is, or, when it is worth keeping, compressed into `cached`. */
type MadePage =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: number; html: string; rendered: boolean; cached?: CachedPage };

/**
 * What the HTML of a server-rendered page depends on: its address (the query's parameters in a stable order),
 * its language, the visitor's preferences read from cookies and the Save-Data hint, and the site's
 * maintenance switch and languages (written into the page). Nothing of a session: the bff never sees one.
 */
export function pageCacheKey(
  url: string,
  preferences: ServerRenderRequest['preferences'],
  site: { maintenance: boolean; offered: readonly Locale[] },
): string {
  const mark = url.indexOf('?');
  const pathname = mark >= 0 ? url.slice(0, mark) : url;
  const query = new URLSearchParams(mark >= 0 ? url.slice(mark + 1) : '');
  query.sort();
  const { locale, theme, systemTheme, currency, cookieConsent, dataSaver, saveData } = preferences;
  return [
    pathname,
    query.toString(),
    locale,
    theme ?? '',
    // The system's theme draws the page only when the visitor chose none.
    theme ? '' : (systemTheme ?? ''),
    currency ?? '',
    cookieConsent ?? '',
    dataSaver === null ? '' : String(dataSaver),
    String(saveData),
    String(site.maintenance),
    site.offered.join(' '),
  ].join('|');
}

function pathnameOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0];
}

function looksLikeFile(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/** The address this bff listens on, for the server renderer's own calls; null before it listens (tests). */
function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

function asTheme(value: string | null | undefined): 'light' | 'dark' | null {
  return value === 'light' || value === 'dark' ? value : null;
}

function themeCookie(request: FastifyRequest): 'light' | 'dark' | null {
  return asTheme(readCookie(request, STORAGE_KEYS.theme));
}

/**
 * The system's theme as the browser tells it: the `Sec-CH-Prefers-Color-Scheme` hint (asked for by `Accept-CH`,
 * always current), else the cookie theme-boot.js keeps (from the visitor's previous page); null: unknown.
 */
function systemThemeOf(request: FastifyRequest): 'light' | 'dark' | null {
  const hint = request.headers['sec-ch-prefers-color-scheme']?.toString().replace(/"/g, '').trim();
  return asTheme(hint) ?? asTheme(readCookie(request, SYSTEM_THEME_COOKIE));
}

/** The data saver the visitor chose (`on` / `off`); null when they have not. */
function dataSaverCookie(request: FastifyRequest): boolean | null {
  const value = readCookie(request, STORAGE_KEYS.dataSaver);
  return value === 'on' ? true : value === 'off' ? false : null;
}

/** The browser asks for less data (the Save-Data client hint). */
function savesData(request: FastifyRequest): boolean {
  return request.headers['save-data']?.toString().trim().toLowerCase() === 'on';
}

/** A page's addresses in other languages, only in those the site is offered in. */
function offeredAlternates(
  alternates: Partial<Record<Locale, string>> | undefined,
  offered: readonly Locale[],
): Partial<Record<Locale, string>> | undefined {
  if (!alternates) return undefined;
  return Object.fromEntries(
    Object.entries(alternates).filter(([locale]) => offered.includes(locale as Locale)),
  ) as Partial<Record<Locale, string>>;
}

/** What the renderer's warm-up renders for: a first visit in French. */
const DEFAULT_RENDER_PREFERENCES = {
  locale: 'fr',
  theme: null,
  systemTheme: null,
  currency: null,
  cookieConsent: null,
  dataSaver: null,
  saveData: false,
} as const;

/**
 * The site: the shell's built files, and for every page path the shell's index.html (history fallback)
 * carrying that page's title, description, Open Graph tags and JSON-LD. Known pages answer 200, unknown
 * ones 404 (the shell draws its 404 page); an api that is down only costs the metadata, never the page.
 */
export const pageRoutes: FastifyPluginAsync<{
  config: BffConfig;
  renderHeaders: Record<string, string>;
  publicChanges?: PublicChanges;
}> = async (app, { config, renderHeaders, publicChanges }) => {
  const shell = createShellDocument(config.shellDist);
  const pageCache =
    config.pageCache.enabled && config.serverRender ? new PageCache(config.pageCache) : undefined;
  // A CDN keeps a page, then serves it stale while it asks again, as long as this cache does.
  const cdnCacheControl = `public, max-age=${Math.max(1, Math.round(config.pageCache.ttlMs / 1000))}, stale-while-revalidate=${Math.round(config.pageCache.staleMs / 1000)}`;
  /** The shell document the cached pages were made from: a new build empties the cache. */
  let cachedShell: string | undefined;
  const renderer = createServerRenderer(config, () => ownOrigin(app), renderHeaders, app.log);
  if (config.serverRender) {
    // Load the renderer and the remotes' Node containers once the bff listens, so the first visitor does not
    // wait for them (a failure here is only logged: pages then render in the browser until it works).
    app.addHook('onListen', async () => {
      void renderer
        .render({ url: '/about', preferences: DEFAULT_RENDER_PREFERENCES })
        .then(() => renderer.render({ url: '/', preferences: DEFAULT_RENDER_PREFERENCES }))
        .catch((error: unknown) => app.log.warn({ err: error }, 'server renderer warm-up failed'));
    });
  }

  /**
   * The page rendered on the server, or null: then it goes out as the shell alone and the browser renders it,
   * as before. A missing or failing renderer or remote container, or data past the deadline, costs only that.
   */
  async function renderOnServer(
    request: FastifyRequest,
    preferences: ServerRenderRequest['preferences'],
  ): Promise<ServerRenderResult | null> {
    if (!config.serverRender) return null;
    const translations = await storedTranslations(request, preferences.locale);
    const rendering = renderer.render({ url: request.url, preferences, translations });
    try {
      const rendered = await withDeadline(rendering, config.serverRenderTimeoutMs + 250, 'timeout' as const);
      if (rendered === 'timeout') {
        request.log.warn(
          { url: request.url },
          'server render past its deadline: the browser renders the page',
        );
        return null;
      }
      return rendered;
    } catch (error) {
      request.log.warn(
        { err: error, url: request.url },
        'server render failed: the browser renders the page',
      );
      return null;
    }
  }
  // Metadata has its own short deadline: past it the page goes out without, and the api call is dropped.
  const metaApi = createApiClient(config.apiUrl, config.pageMetaTimeoutMs);
  const pageData = createPageData(metaApi, config.publicUrl, config.cacheTtlMs);
  const settingsCache = new TtlCache<PublicSettings>(config.cacheTtlMs > 0 ? MAINTENANCE_CHECK_TTL_MS : 0, 1);

  /**
   * The public settings the page depends on (maintenance, the languages offered), read again every few seconds;
   * undefined when the api cannot say (then no maintenance, every language: the api guards its writes).
   */
  async function siteSettings(request: FastifyRequest): Promise<PublicSettings | undefined> {
    const cached = settingsCache.get('settings');
    if (cached !== undefined) return cached;
    try {
      // The same short deadline as the metadata: a slow api must not hold the page.
      const settings = await metaApi.call('getSettings', {
        request,
        withAuthorization: false,
      });
      settingsCache.set('settings', settings);
      return settings;
    } catch (error) {
      request.log.warn({ err: error }, 'settings unavailable for the maintenance check');
      return undefined;
    }
  }

  const translationsCache = new TtlCache<Record<string, Record<string, string>>>(
    config.cacheTtlMs > 0 ? MAINTENANCE_CHECK_TTL_MS : 0,
    4,
  );

  /**
   * The texts an administrator stored for `locale` (Admin → Translations), which the page is rendered with and
   * carries to the browser; read again every few seconds; undefined when the api cannot say.
   */
  async function storedTranslations(
    request: FastifyRequest,
    locale: Locale,
  ): Promise<Record<string, Record<string, string>> | undefined> {
    const cached = translationsCache.get(locale);
    if (cached !== undefined) return cached;
    try {
      const { translations } = await metaApi.call('getTranslations', {
        params: { locale },
        request,
        withAuthorization: false,
      });
      translationsCache.set(locale, translations);
      return translations;
    } catch (error) {
      request.log.warn(
        { err: error },
        'stored translations unavailable: the page is rendered with the bundled texts',
      );
      return undefined;
    }
  }

  /** The visitor's preferences a page is rendered in, from the page's language and the request's cookies. */
  function renderPreferences(request: FastifyRequest, locale: Locale): ServerRenderRequest['preferences'] {
    const currency = readCookie(request, 'currency');
    const consent = readCookie(request, 'cookie_consent');
    const theme = themeCookie(request);
    return {
      locale,
      theme,
      // Only when the visitor chose none: a choice makes it irrelevant (and the page cache keeps one copy).
      systemTheme: theme ? null : systemThemeOf(request),
      currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : null,
      cookieConsent: consent === 'accepted' || consent === 'declined' ? consent : null,
      // A choice in the cookie wins over what the browser asks for.
      dataSaver: dataSaverCookie(request),
      saveData: savesData(request),
    };
  }

  publicChanges?.onChange(() => {
    pageCache?.clear();
    pageData.clear();
    settingsCache.clear();
    translationsCache.clear();
  });

  /**
   * `?lang=` (the hreflang alternates, a shared English link) is a choice of language: it is kept in the
   * preference cookie, so the links of the page open in that language too, with or without scripts.
   */
  function rememberRequestedLocale(
    request: FastifyRequest,
    reply: FastifyReply,
    offered: readonly Locale[],
  ): void {
    const requested = (request.query as Record<string, unknown> | undefined)?.lang;
    if (!isLocale(requested) || !offered.includes(requested)) return;
    if (readCookie(request, STORAGE_KEYS.locale) === requested) return;
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${STORAGE_KEYS.locale}=${requested}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
    );
  }

  async function servePage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: 200 | 404,
    page?: { kind: MetaPageKind; slug: string },
    serverRendered = false,
  ) {
    reply.header('cache-control', NO_CACHE);
    reply.header('accept-ch', ACCEPT_CH);
    const settings = await siteSettings(request);
    // A language the administrator deactivated is not served, whatever the link or the cookie asks for.
    const offered = offeredLocales(settings?.languages);
    const locale = offeredLocale(pageLocale(request), offered);
    rememberRequestedLocale(request, reply, offered);
    const document = await shell.read();
    if (document === null) {
      request.log.error({ shellDist: config.shellDist }, 'the shell is not built: index.html missing');
      const message = escapeHtml(t(locale, 'error.siteUnavailable'));
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><meta charset="utf-8"><title>${message}</title><p>${message}</p>`);
    }

    const { html } = document;
    allowInlinedScripts(reply, document.scriptHashes);
    // The shell reads this mark: in maintenance it shows visitors and users the maintenance page, and
    // administrators (whose session the bff cannot see) the site with a banner.
    // It also reads the languages offered (its language switch, and a stored language no longer offered).
    const maintenance = settings === undefined ? undefined : settings.maintenance_mode === true;
    const marked =
      maintenance === undefined
        ? html
        : html.replace(
            '</head>',
            `<meta name="sokoni-maintenance" content="${maintenance ? 'on' : 'off'}">` +
              `<meta name="sokoni-languages" content="${offered.join(' ')}"></head>`,
          );
    if (maintenance && !OPEN_IN_MAINTENANCE.has(pathnameOf(request))) {
      return reply
        .code(503)
        .header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS))
        .type('text/html; charset=utf-8')
        .send(marked);
    }

    const preferences = renderPreferences(request, locale);
    const personal = request.headers.authorization !== undefined;
    if (personal) reply.header('cache-control', PERSONAL);
    const make = () => makePage(request, marked, offered, status, preferences, page, serverRendered);
    // Kept only when the settings are known: a page made while the api could not say carries no maintenance
    // switch nor languages, and would stand for the settings as they are for the cache's lifetime.
    const key =
      pageCache &&
      serverRendered &&
      status === 200 &&
      !personal &&
      maintenance !== undefined &&
      request.url.length <= MAX_CACHED_URL_LENGTH
        ? pageCacheKey(request.url, preferences, { maintenance, offered })
        : undefined;
    if (!pageCache || key === undefined) {
      if (pageCache && serverRendered) reply.header('x-page-cache', 'bypass');
      return sendPage(reply, await make());
    }

    if (document.html !== cachedShell) {
      if (cachedShell !== undefined) pageCache.clear();
      cachedShell = document.html;
    }
    const cache = pageCache;
    const generation = cache.currentGeneration();
    // One render for every visitor asking for this page meanwhile; what it made is theirs too.
    const fill = () =>
      cache.coalesce(key, async (): Promise<MadePage> => {
        const made = await make();
        if (made.kind !== 'page' || made.status !== 200 || !made.rendered) return made;
        const cached = await compressForCache(reply, made);
        cache.set(key, cached, generation);
        return { ...made, cached };
      });
    const hit = cache.get(key);
    if (hit) {
      // A page asked for often is rendered again before it expires, and a page past its lifetime (a quiet
      // site's) at once, while this visitor gets the one kept without waiting for a render.
      if (cache.wantsRefresh(hit)) {
        fill().result.catch((error: unknown) => request.log.warn({ err: error }, 'page refresh failed'));
      }
      return sendCached(request, reply, hit, cache.isStale(hit) ? 'stale' : 'hit');
    }
    const { result, leader } = fill();
    const made = await result;
    if (made.kind === 'page' && made.cached)
      return sendCached(request, reply, made.cached, leader ? 'miss' : 'shared');
    return sendPage(reply, made);
  }

  /** The page for one key: its metadata, and its server render when it has one. */
  async function makePage(
    request: FastifyRequest,
    marked: string,
    offered: readonly Locale[],
    status: 200 | 404,
    preferences: ServerRenderRequest['preferences'],
    page: { kind: MetaPageKind; slug: string } | undefined,
    serverRendered: boolean,
  ): Promise<MadePage> {
    const { locale } = preferences;
    const result = await withDeadline(
      pageData.resolve(request, locale, pathnameOf(request), page),
      config.pageMetaTimeoutMs,
      { status: 'unavailable' } as const,
    );
    if (result.status === 'moved') {
      const query = request.url.indexOf('?');
      return {
        kind: 'redirect',
        location: query >= 0 ? `${result.location}${request.url.slice(query)}` : result.location,
      };
    }
    const code = result.status === 'not_found' ? 404 : status;
    let html =
      result.status === 'found' || result.status === 'missing'
        ? injectPageMeta(marked, {
            ...result.meta,
            alternates: offeredAlternates(result.meta.alternates, offered),
          })
        : marked;
    // A page whose item does not exist renders in the browser (its error state is not part of the handed-over data).
    const itemKnown = result.status !== 'not_found' && result.status !== 'missing';
    const rendered = serverRendered && itemKnown ? await renderOnServer(request, preferences) : null;
    // Drawn in the theme chosen, else the system's, else light; the page says which (theme-boot.js keeps it
    // until the app runs, so nothing is painted half in one theme, half in the other).
    if (rendered)
      html = injectRenderedPage(html, rendered, preferences.theme ?? preferences.systemTheme ?? 'light');
    return { kind: 'page', status: code, html, rendered: rendered !== null };
  }

  function sendPage(reply: FastifyReply, made: MadePage) {
    if (made.kind === 'redirect') return reply.redirect(made.location, 301);
    // The page differs with the preference cookies and the Save-Data hint (its photos wait for a tap).
    if (made.rendered) reply.header('vary', RENDERED_VARY);
    return reply.code(made.status).type('text/html; charset=utf-8').send(made.html);
  }

  /** Brotli (fitted to the first round trip as the headers of such a page allow) and gzip, made once. */
  async function compressForCache(
    reply: FastifyReply,
    made: { status: number; html: string },
  ): Promise<CachedPage> {
    const input = Buffer.from(made.html, 'utf8');
    const etag = weakEtag(made.html);
    const room = firstRoundTripRoom(reply, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': BROWSER_CACHE_CONTROL,
      'cdn-cache-control': cdnCacheControl,
      vary: CACHED_VARY,
      etag,
      'x-page-cache': 'shared',
      'content-encoding': 'br',
      'content-length': '00000',
    });
    const [br, gzip] = await Promise.all([pageBrotli(input, room), pageGzip(input)]);
    return { status: made.status, br, gzip, size: input.length, etag, expires: pageCache!.expiresFromNow() };
  }

  /** A page of the cache, in the encoding the client takes, or 304 when it has this very page already. */
  function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    state: 'hit' | 'stale' | 'miss' | 'shared',
  ) {
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', reply.hasHeader('set-cookie') ? SETS_COOKIE : BROWSER_CACHE_CONTROL)
      .header('vary', CACHED_VARY)
      .header('etag', page.etag)
      .header('x-page-cache', state);
    if (!reply.hasHeader('set-cookie')) reply.header('cdn-cache-control', cdnCacheControl);
    if (browserHas(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding === null) return reply.send(gunzipSync(page.gzip));
    const body = encoding === 'br' ? page.br : page.gzip;
    return reply.header('content-encoding', encoding).header('content-length', body.length).send(body);
  }

  for (const [from, to] of Object.entries(LEGAL_REDIRECTS)) {
    app.get(from, async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(query >= 0 ? `${to}${request.url.slice(query)}` : to, 301);
    });
  }

  // The pages of the route table; a page with metadata is found by the `:slug` of its address.
  for (const { url, serverRendered, meta } of servedPages(config.nodeEnv)) {
    app.get<{ Params: { slug?: string } }>(url, async (request, reply) => {
      const slug = request.params.slug;
      const page = meta && slug !== undefined ? { kind: meta, slug } : undefined;
      return servePage(request, reply, 200, page, serverRendered);
    });
  }

  // The shell's own files (hashed chunks, sw.js, manifest.webmanifest, icons, theme-boot.js); a path that
  // is no file falls through to the not-found handler below.
  await app.register(fastifyStatic, {
    root: config.shellDist,
    prefix: '/',
    index: false,
    wildcard: true,
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    // The shell's Node renderer lives beside its browser files; it is for this bff, not for the public.
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathnameOf(request);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !PREFIXES_WITHOUT_PAGES.test(pathname) &&
      !looksLikeFile(pathname);
    if (isPage) return servePage(request, reply, 404, undefined, true);
    return reply
      .code(404)
      .header('cache-control', NO_CACHE)
      .send({ message: t(apiLocale(request), 'error.notFound') });
  });
};
