import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { BffConfig } from '../../config';
import { apiLocale, pageLocale, readCookie, t } from '../../i18n';
import { NO_CACHE, cacheControlFor } from '../../site/cache-control';
import { escapeHtml, injectPageMeta, injectRenderedPage } from '../../site/html';
import { createPageData } from '../../site/page-data';
import { LEGAL_REDIRECTS, servedPages, type MetaPageKind } from '../../site/page-routes';
import { createServerRenderer, type ServerRenderResult } from '../../site/server-render';
import { allowInlinedScripts } from '../../site/inline-scripts';
import { createShellDocument } from '../../site/shell-document';
import { createApiClient } from '../../upstream';

/** The promise's value, or `fallback` once `ms` have passed. */
function withDeadline<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
import { TtlCache } from '../../ttl-cache';
import {
  isLocale,
  offeredLocale,
  offeredLocales,
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  ROUTES,
  STORAGE_KEYS,
  type Locale,
  type PublicSettings,
  type TranslationGroupsResponse,
} from '@sokoni/contracts';

/** How long a maintenance switch takes to reach every bff at most, and how long clients are told to wait. */
const MAINTENANCE_CHECK_TTL_MS = 5_000;
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;
/** Pages that stay open in maintenance, so an administrator can sign in and turn it off. */
const OPEN_IN_MAINTENANCE = new Set<string>([ROUTES.login.pattern]);

const PREFIXES_WITHOUT_PAGES = /^\/(?:api|bff|media|remotes)(?:\/|$)/;

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

function themeCookie(request: FastifyRequest): 'light' | 'dark' | null {
  const value = readCookie(request, 'theme');
  return value === 'light' || value === 'dark' ? value : null;
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
}> = async (app, { config, renderHeaders }) => {
  const shell = createShellDocument(config.shellDist);
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
  async function renderOnServer(request: FastifyRequest, locale: Locale): Promise<ServerRenderResult | null> {
    if (!config.serverRender) return null;
    const translations = await storedTranslations(request, locale);
    const currency = readCookie(request, 'currency');
    const consent = readCookie(request, 'cookie_consent');
    const rendering = renderer.render({
      url: request.url,
      preferences: {
        locale,
        theme: themeCookie(request),
        currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : null,
        cookieConsent: consent === 'accepted' || consent === 'declined' ? consent : null,
        // A choice in the cookie wins over what the browser asks for.
        dataSaver: dataSaverCookie(request),
        saveData: savesData(request),
      },
      translations,
    });
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
      const settings = await metaApi.get<PublicSettings>('/api/settings', {
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
      const { translations } = await metaApi.get<TranslationGroupsResponse>(`/api/translations/${locale}`, {
        request,
        withAuthorization: false,
      });
      translationsCache.set(locale, translations);
      return translations;
    } catch (error) {
      request.log.warn({ err: error }, 'stored translations unavailable: the page is rendered with the bundled texts');
      return undefined;
    }
  }

  /**
   * `?lang=` (the hreflang alternates, a shared English link) is a choice of language: it is kept in the
   * preference cookie, so the links of the page open in that language too, with or without scripts.
   */
  function rememberRequestedLocale(request: FastifyRequest, reply: FastifyReply, offered: readonly Locale[]): void {
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

    const result = await withDeadline(
      pageData.resolve(request, locale, pathnameOf(request), page),
      config.pageMetaTimeoutMs,
      { status: 'unavailable' } as const,
    );
    if (result.status === 'moved') {
      const query = request.url.indexOf('?');
      return reply.redirect(
        query >= 0 ? `${result.location}${request.url.slice(query)}` : result.location,
        301,
      );
    }
    const code = result.status === 'not_found' ? 404 : status;
    let body =
      result.status === 'found' || result.status === 'missing'
        ? injectPageMeta(marked, { ...result.meta, alternates: offeredAlternates(result.meta.alternates, offered) })
        : marked;
    // A page whose item does not exist renders in the browser (its error state is not part of the handed-over data).
    const itemKnown = result.status !== 'not_found' && result.status !== 'missing';
    const rendered = serverRendered && itemKnown ? await renderOnServer(request, locale) : null;
    // The page differs with the Save-Data hint (its photos wait for a tap): a shared cache keeps both.
    if (rendered) reply.header('vary', 'Save-Data');
    if (rendered) body = injectRenderedPage(body, rendered, themeCookie(request));
    return reply.code(code).type('text/html; charset=utf-8').send(body);
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
