import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import {
  ads,
  categoryTree,
  currencies,
  gombe,
  makeReview,
  makeStorefront,
  phonesCategory,
  seller,
  settings,
} from './fixtures';

export type RecordedCall = {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
};

export type FakeApi = {
  url: string;
  calls: RecordedCall[];
  /** Requests seen on a path (query string ignored). */
  callsTo(pathname: string): RecordedCall[];
  close(): Promise<void>;
};

/** A real HTTP server (random port unless given) that answers like the product API, with canned contract-shaped data. */
export async function startFakeApi(port = 0): Promise<FakeApi> {
  const api = Fastify({ forceCloseConnections: true });
  const calls: RecordedCall[] = [];
  api.addHook('onRequest', async (request) => {
    calls.push({ method: request.method, url: request.url, headers: { ...request.headers } });
  });
  api.addContentTypeParser('*', (_request, payload, done) => {
    const chunks: Buffer[] = [];
    payload.on('data', (chunk: Buffer) => chunks.push(chunk));
    payload.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
  });

  const notFound = (locale: string | string[] | undefined) => ({
    message: locale === 'en' ? 'Ad not found' : 'Annonce introuvable',
  });

  api.get('/api/settings', async (request) => ({
    ...settings,
    site_description:
      request.headers['accept-language'] === 'en' ? 'Buy and sell near you.' : settings.site_description,
  }));
  api.get('/api/categories', async () => ({ data: categoryTree }));
  // Texts an administrator stored (Admin → Translations), which server-rendered pages are drawn with.
  api.get<{ Params: { locale: string } }>('/api/translations/:locale', async (request) => ({
    success: true,
    translations:
      request.params.locale === 'en'
        ? { ads: { 'home.hero.title': 'Buy and sell in Kinshasa' } }
        : { ads: { 'home.hero.title': 'Achetez et vendez à Kinshasa' } },
  }));
  api.get<{ Params: { slug: string } }>('/api/categories/:slug', async (request, reply) =>
    // `telephones` is a former slug of the phones category (merged into it): the api answers with the category.
    request.params.slug === phonesCategory.slug || request.params.slug === 'telephones'
      ? phonesCategory
      : reply.code(404).send({ message: 'Catégorie introuvable' }),
  );
  api.get<{ Params: { slug: string } }>('/api/locations/:slug', async (request, reply) =>
    request.params.slug === gombe.slug ? gombe : reply.code(404).send({ message: 'Lieu introuvable' }),
  );
  api.get('/api/currencies', async () => ({ data: currencies }));
  api.get('/api/stats', async () => ({ active_ads: ads.length, sellers: 1 }));
  api.get<{ Querystring: Record<string, string> }>('/api/ads', async (request) => {
    const perPage = Number(request.query.per_page ?? 24);
    const list = request.query.boosted === 'true' ? ads.filter((ad) => ad.boost) : ads;
    return {
      data: list.slice(0, perPage),
      current_page: 1,
      last_page: 1,
      per_page: perPage,
      total: list.length,
    };
  });
  api.get<{ Params: { slug: string } }>('/api/ads/:slug', async (request, reply) => {
    const ad = ads.find(
      (candidate) => candidate.slug === request.params.slug || String(candidate.id) === request.params.slug,
    );
    return ad ?? reply.code(404).send(notFound(request.headers['accept-language']));
  });
  api.get<{ Params: { id: string } }>('/api/users/:id', async (request, reply) =>
    Number(request.params.id) === seller.id
      ? seller
      : reply.code(404).send({ message: 'Utilisateur introuvable' }),
  );
  api.get<{ Params: { slug: string } }>('/api/businesses/:slug', async (request, reply) => {
    const slug = request.params.slug;
    if (slug === 'kin-electro' || slug === 'kin-electro-old') return makeStorefront();
    if (slug === 'no-logo') {
      const base = makeStorefront();
      return makeStorefront({
        slug: 'no-logo',
        logo_url: null,
        phone: null,
        address: null,
        website: null,
        user: { ...base.user, id: 4, rating: null, reviews_count: 0 },
      });
    }
    return reply.code(404).send({
      message: request.headers['accept-language'] === 'en' ? 'Business not found' : 'Boutique introuvable',
    });
  });
  api.get<{ Params: { id: string } }>('/api/users/:id/reviews', async (request, reply) => {
    if (request.params.id !== '3') return reply.code(404).send({ message: 'Utilisateur introuvable' });
    const data = [4, 3, 2, 1].map(makeReview);
    const seller = { id: 3, name: 'Kin Électro', avatar: null, is_verified: true };
    return {
      data,
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: 4,
      seller,
      rating: 4.5,
      reviews_count: 4,
      rating_counts: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 2 },
    };
  });
  api.get<{ Querystring: { ms?: string } }>('/api/slow', async (request) => {
    await new Promise((resolve) => setTimeout(resolve, Number(request.query.ms ?? 1000)));
    return { late: true };
  });
  api.get('/api/unavailable', async (_request, reply) => reply.code(503).send({ message: 'maintenance' }));
  api.get('/api/broken', async (request, reply) => {
    request.raw.socket.destroy();
    return reply;
  });
  api.get('/api/echo', async (request) => ({ headers: request.headers }));
  api.post('/api/echo', async (request, reply) =>
    reply.code(201).send({ body: request.body, contentType: request.headers['content-type'] }),
  );
  api.get('/media/ads/1/photo-800.webp', async (_request, reply) =>
    reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from('RIFF0000WEBPVP8 ')),
  );

  const url = await api.listen({ port, host: '127.0.0.1' });
  return {
    url,
    calls,
    callsTo: (pathname) => calls.filter((call) => call.url.split('?')[0] === pathname),
    close: () => api.close(),
  };
}

/** An address where nothing listens: a server is started on a random port and closed again. */
export async function deadApiUrl(): Promise<string> {
  const server = Fastify();
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  await server.close();
  return url;
}

export type Dists = { root: string; shell: string; ads: string; cleanup(): void };

export const SHELL_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Sokoni</title>
    <meta name="description" content="placeholder">
    <script src="/theme-boot.js"></script>
    <script src="/whole-page.js" async></script>
  </head>
  <body><div id="root"></div><script id="sokoni-scripts" type="application/json">["/main.1a2b3c4d.js"]</script><script src="/start-app.js"></script><script src="/early-tap.js"></script><div id="sokoni-end" hidden></div></body>
</html>`;

/** Temporary build folders: a shell and the ads remote, with hashed and entry files. */
export const THEME_BOOT_JS = 'document.documentElement.dataset.theme = "light";\n';
export const WHOLE_PAGE_JS = 'window.wholePage = true;\n';
export const START_APP_JS = 'window.started = true;\n';
export const EARLY_TAP_JS = 'window.earlyTap = true;\n';

/** The shell's page as the bff serves it when it adds nothing: its small scripts written in. */
export const SERVED_SHELL_HTML = SHELL_HTML.replace(
  '<script src="/theme-boot.js"></script>',
  `<script>${THEME_BOOT_JS}</script>`,
)
  .replace('<script src="/start-app.js"></script>', `<script>${START_APP_JS}</script>`)
  .replace('<script src="/early-tap.js"></script>', `<script>${EARLY_TAP_JS}</script>`);

export function makeDists(): Dists {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sokoni-bff-'));
  const shell = path.join(root, 'shell', 'dist');
  const ads = path.join(root, 'mfe-ads', 'dist');
  mkdirSync(path.join(shell, 'icons'), { recursive: true });
  mkdirSync(ads, { recursive: true });
  const bigScript = `console.log(${JSON.stringify('sokoni '.repeat(800))});\n`;
  writeFileSync(path.join(shell, 'index.html'), SHELL_HTML);
  writeFileSync(path.join(shell, 'main.1a2b3c4d.js'), bigScript);
  writeFileSync(path.join(shell, 'theme-boot.js'), THEME_BOOT_JS);
  writeFileSync(path.join(shell, 'whole-page.js'), WHOLE_PAGE_JS);
  writeFileSync(path.join(shell, 'start-app.js'), START_APP_JS);
  writeFileSync(path.join(shell, 'early-tap.js'), EARLY_TAP_JS);
  writeFileSync(path.join(shell, 'sw.js'), 'self.addEventListener("install", () => self.skipWaiting());\n');
  writeFileSync(path.join(shell, 'manifest.webmanifest'), JSON.stringify({ name: 'Sokoni', start_url: '/' }));
  writeFileSync(path.join(shell, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(
    path.join(ads, 'index.html'),
    '<!doctype html><html><head><title>mfe-ads</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(ads, 'remoteEntry.js'), 'var mfe_ads;\n');
  writeFileSync(path.join(ads, 'mf-manifest.json'), JSON.stringify({ id: 'mfe_ads', name: 'mfe_ads' }));
  writeFileSync(path.join(ads, 'src_pages_home.0f1e2d3c.js'), bigScript);
  return { root, shell, ads, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** Adds the server builds: the shell's renderer (`renderer`, the source of its main.js) and an empty ads remote. */
export function writeServerBuild(dists: Dists, renderer: string): void {
  mkdirSync(path.join(dists.shell, 'server'), { recursive: true });
  writeFileSync(path.join(dists.shell, 'server', 'main.js'), renderer);
  mkdirSync(path.join(dists.ads, 'server'), { recursive: true });
  writeFileSync(path.join(dists.ads, 'server', 'remoteEntry.js'), 'module.exports = {};\n');
}

/** Builds the bff against `apiUrl` and the temporary builds, with caching (the page cache too) off unless asked. */
export async function buildTestApp(
  apiUrl: string,
  dists: Dists,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    API_URL: apiUrl,
    SHELL_DIST: dists.shell,
    REMOTES_DIST_ROOT: dists.root,
    PUBLIC_URL: 'https://sokoni.example',
    CACHE_TTL_MS: '0',
    PAGE_CACHE: 'off',
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();
  return app;
}

export interface TestSite {
  /** The fake api the bff talks to (its `calls` are emptied before each test). */
  api: FakeApi;
  /** The temporary builds the bff serves. */
  dists: Dists;
  /** The bff, ready for `inject` (and listening when asked). */
  app: FastifyInstance;
}

export interface TestSiteOptions {
  /** Settings of the bff beyond the test defaults of `buildTestApp`. */
  env?: Record<string, string>;
  /** Writes more built files before the bff starts. */
  prepare?: (dists: Dists) => void;
  /** Listens on a free local port (for the server renderer's own requests). */
  listen?: boolean;
}

/**
 * The site a test file runs against: a fake api, temporary builds and the bff over them, started before the
 * file's tests (or its `describe` block's) and closed after them. The fields are filled once the tests start.
 */
export function testSite({ env = {}, prepare, listen = false }: TestSiteOptions = {}): TestSite {
  const site = {} as TestSite;
  beforeAll(async () => {
    site.api = await startFakeApi();
    site.dists = makeDists();
    prepare?.(site.dists);
    site.app = await buildTestApp(site.api.url, site.dists, env);
    if (listen) await site.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await site.app?.close();
    await site.api?.close();
    site.dists?.cleanup();
  });
  beforeEach(() => {
    if (site.api) site.api.calls.length = 0;
  });
  return site;
}

/**
 * Like `testSite`, over an api of the test's own: `routes` declares its answers on a bare Fastify server
 * (for answers the fake api does not give, or that change between tests).
 */
export function testSiteOver(routes: (api: FastifyInstance) => void): Pick<TestSite, 'app' | 'dists'> {
  const site = {} as Pick<TestSite, 'app' | 'dists'>;
  let api: FastifyInstance | undefined;
  beforeAll(async () => {
    api = Fastify({ forceCloseConnections: true });
    routes(api);
    const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
    site.dists = makeDists();
    site.app = await buildTestApp(apiUrl, site.dists);
  });
  afterAll(async () => {
    await site.app?.close();
    await api?.close();
    site.dists?.cleanup();
  });
  return site;
}
