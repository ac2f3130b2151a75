import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import { PageCache, weakEtag, type CachedPage } from '../src/site/page-cache';
import {
  buildTestApp,
  deadApiUrl,
  makeDists,
  startFakeApi,
  writeServerBuild,
  type Dists,
  type FakeApi,
} from './helper';

/**
 * A stand-in for the shell's Node renderer that draws the ad's title as the test sets it and the preferences it
 * was given, and takes a little time, as a real render does (so that visitors arrive while it runs).
 */
const FAKE_RENDERER = `
const shared = (globalThis.__pageCache = globalThis.__pageCache || { calls: [], title: 'Toyota RAV4 2015' });
module.exports = Promise.resolve({
  async render(request) {
    shared.calls.push(request);
    await new Promise((resolve) => setTimeout(resolve, 60));
    if (request.url.includes('case=broken')) throw new Error('remote container missing');
    const p = request.preferences;
    return {
      html: '<main><h1>' + shared.title + '</h1><p>' + [p.locale, p.theme, p.currency].join(' ') + '</p>' +
        '<p>' + 'Voiture en bon état, '.repeat(200) + '</p></main>',
      styles: '<style data-styled="active">.a{color:red}</style>',
      // Each render of the same answers carries its own request ids and times, as RTK Query writes them.
      state: {
        api: {
          queries: {
            getAd: {
              status: 'fulfilled',
              requestId: Math.random().toString(36).slice(2),
              startedTimeStamp: Date.now(),
              data: { title: shared.title },
              fulfilledTimeStamp: Date.now() + 1,
            },
          },
        },
        preferences: p,
      },
    };
  },
});
`;

type Shared = { calls: Array<{ url: string; preferences: Record<string, unknown> }>; title: string };
const shared = () => (globalThis as unknown as { __pageCache: Shared }).__pageCache;

const renders = () => shared()?.calls.length ?? 0;

// The first app of the file waits for the renderer's warm-up: on a busy machine that alone can take seconds.
jest.setTimeout(30_000);

let api: FakeApi;
let dists: Dists;
const apps: FastifyInstance[] = [];

async function startApp(env: Record<string, string> = {}, apiUrl = api.url): Promise<FastifyInstance> {
  const app = await buildTestApp(apiUrl, dists, {
    PAGE_CACHE: 'on',
    SERVER_RENDER_TIMEOUT_MS: '2000',
    ...env,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  // The renderer's warm-up (`/about`, then `/`) once the bff listens: not a visitor's render.
  for (let waited = 0; renders() < 2 && waited < 5000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  shared().calls.length = 0;
  return app;
}

beforeAll(async () => {
  api = await startFakeApi();
  dists = makeDists();
  writeServerBuild(dists, FAKE_RENDERER);
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

afterAll(async () => {
  await api?.close();
  dists?.cleanup();
});

beforeEach(() => {
  const state = (globalThis as unknown as { __pageCache?: Shared }).__pageCache;
  if (state) {
    state.calls.length = 0;
    state.title = 'Toyota RAV4 2015';
  }
});

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

describe('the shared cache of anonymous pages', () => {
  it('renders a page once and serves the very same bytes to the next visitors, compressed once', async () => {
    const app = await startApp();
    const first = await app.inject({ url: '/ads/samsung-galaxy-a15', headers: BROWSER });
    const second = await app.inject({ url: '/ads/samsung-galaxy-a15', headers: BROWSER });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(Number(second.headers['content-length'])).toBe(second.rawPayload.length);
    const html = brotliDecompressSync(second.rawPayload).toString('utf8');
    expect(html).toContain('<h1>Toyota RAV4 2015</h1>');
    expect(html).toContain('<html lang="fr"');
    expect(renders()).toBe(1);

    // gzip for a client without brotli, plain HTML for one that takes neither: the same page.
    const gzip = await app.inject({ url: '/ads/samsung-galaxy-a15', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(html);
    const plain = await app.inject({ url: '/ads/samsung-galaxy-a15' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    expect(renders()).toBe(1);
  });

  it('answers with headers a CDN can keep it by, the CSP of its scripts and a validator', async () => {
    const app = await startApp({ PAGE_CACHE_TTL_MS: '10000' });
    const miss = await app.inject({ url: '/', headers: BROWSER });
    const hit = await app.inject({ url: '/', headers: BROWSER });
    for (const response of [miss, hit]) {
      // The browser checks every time (a 304 at most: no copy of then shown again, with the maintenance
      // switch of then); a CDN keeps it for the cache's lifetime.
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers['cdn-cache-control']).toBe('public, max-age=10, stale-while-revalidate=30');
      expect(response.headers.vary).toBe('Cookie, Save-Data, Sec-CH-Prefers-Color-Scheme, Accept-Encoding');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(String(response.headers['content-security-policy'])).toMatch(
        /script-src 'self'(?: 'sha256-[A-Za-z0-9+/=]+'){3}(;|$)/,
      );
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(hit.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(hit.headers.etag).toBe(miss.headers.etag);

    const again = await app.inject({
      url: '/',
      headers: { ...BROWSER, 'if-none-match': String(hit.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps a page that sets the language cookie out of shared caches, though its HTML is the same', async () => {
    const app = await startApp();
    const response = await app.inject({ url: '/ads?lang=en', headers: BROWSER });
    expect(response.headers['set-cookie']).toMatch(/^locale=en;/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['cdn-cache-control']).toBeUndefined();
    const withCookie = await app.inject({
      url: '/ads?lang=en',
      headers: { ...BROWSER, cookie: 'locale=en' },
    });
    expect(withCookie.headers['x-page-cache']).toBe('hit');
    expect(withCookie.headers['set-cookie']).toBeUndefined();
    expect(withCookie.headers['cache-control']).toBe('public, no-cache');
    expect(withCookie.headers['cdn-cache-control']).toMatch(/^public, max-age=/);
  });

  it('never serves a signed-in request from the cache nor fills it with its page', async () => {
    const app = await startApp();
    await app.inject({ url: '/ads', headers: BROWSER });
    const signedIn = await app.inject({
      url: '/ads',
      headers: { ...BROWSER, authorization: 'Bearer secret-1' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-page-cache']).toBe('bypass');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(renders()).toBe(2);

    // A page asked for with a token first is not kept: the next visitor's is rendered for them.
    await app.inject({
      url: '/ads/samsung-galaxy-a15',
      headers: { ...BROWSER, authorization: 'Bearer secret-2' },
    });
    const visitor = await app.inject({ url: '/ads/samsung-galaxy-a15', headers: BROWSER });
    expect(visitor.headers['x-page-cache']).toBe('miss');
    expect(renders()).toBe(4);
    // The renderer is handed no token, whoever asked.
    for (const call of shared().calls) expect(JSON.stringify(call)).not.toContain('secret');
  });

  it('keeps a page per language, theme, currency, data saver and query, whatever the order of its parameters', async () => {
    const app = await startApp();
    const variants = [
      {},
      { cookie: 'locale=en' },
      { cookie: 'theme=dark' },
      { cookie: 'currency=USD' },
      { cookie: 'data_saver=on' },
      { 'save-data': 'on' },
    ];
    const bodies = new Set<string>();
    for (const headers of variants) {
      const response = await app.inject({
        url: '/ads?category=vehicles&sort=newest',
        headers: { ...BROWSER, ...headers },
      });
      expect(response.headers['x-page-cache']).toBe('miss');
      bodies.add(brotliDecompressSync(response.rawPayload).toString('utf8'));
    }
    expect(bodies.size).toBe(variants.length);
    expect(renders()).toBe(variants.length);
    const english = await app.inject({
      url: '/ads?sort=newest&category=vehicles',
      headers: { ...BROWSER, cookie: 'locale=en; analytics=123' },
    });
    expect(english.headers['x-page-cache']).toBe('hit');
    expect(brotliDecompressSync(english.rawPayload).toString('utf8')).toContain('<p>en  </p>');
    const other = await app.inject({ url: '/ads?category=vehicles&sort=price_asc', headers: BROWSER });
    expect(other.headers['x-page-cache']).toBe('miss');
  });

  it("never serves a page drawn in a system's dark theme to a visitor whose system is light, or who chose", async () => {
    const app = await startApp();
    const theme = (response: { rawPayload: Buffer }) =>
      /<html[^>]*data-theme="(\w+)"/.exec(brotliDecompressSync(response.rawPayload).toString('utf8'))?.[1];
    const url = '/ads/samsung-galaxy-a15';
    const dark = await app.inject({ url, headers: { ...BROWSER, 'sec-ch-prefers-color-scheme': '"dark"' } });
    expect([dark.headers['x-page-cache'], theme(dark)]).toEqual(['miss', 'dark']);
    expect(String(dark.headers.vary)).toMatch(/sec-ch-prefers-color-scheme/i);
    // The same system told by the cookie theme-boot.js keeps: the same page.
    const remembered = await app.inject({ url, headers: { ...BROWSER, cookie: 'system_theme=dark' } });
    expect([remembered.headers['x-page-cache'], theme(remembered)]).toEqual(['hit', 'dark']);
    const unknown = await app.inject({ url, headers: BROWSER });
    expect([unknown.headers['x-page-cache'], theme(unknown)]).toEqual(['miss', 'light']);
    const light = await app.inject({ url, headers: { ...BROWSER, 'sec-ch-prefers-color-scheme': 'light' } });
    expect(theme(light)).toBe('light');
    const chosen = await app.inject({
      url,
      headers: {
        ...BROWSER,
        cookie: 'theme=light; system_theme=dark',
        'sec-ch-prefers-color-scheme': 'dark',
      },
    });
    expect([chosen.headers['x-page-cache'], theme(chosen)]).toEqual(['miss', 'light']);
  });

  it('renders once for many visitors asking for the same page at the same time', async () => {
    const app = await startApp();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => app.inject({ url: '/ads/samsung-galaxy-a15', headers: BROWSER })),
    );
    expect(renders()).toBe(1);
    const states = responses.map((response) => response.headers['x-page-cache']).sort();
    expect(states).toEqual(['miss', ...Array<string>(11).fill('shared')]);
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(responses[0].rawPayload)).toBe(true);
    }
  });

  it('shows a changed ad once its lifetime is over, and at once after a change made through this site', async () => {
    const app = await startApp({ PAGE_CACHE_TTL_MS: '300', PAGE_CACHE_STALE_MS: '0' });
    const page = async () => {
      const response = await app.inject({ url: '/ads/samsung-galaxy-a15', headers: BROWSER });
      return brotliDecompressSync(response.rawPayload).toString('utf8');
    };
    expect(await page()).toContain('<h1>Toyota RAV4 2015</h1>');
    shared().title = 'Toyota RAV4 2016';
    expect(await page()).toContain('<h1>Toyota RAV4 2015</h1>');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await page()).toContain('<h1>Toyota RAV4 2016</h1>');

    shared().title = 'Toyota RAV4 2017, prix baissé';
    const write = await app.inject({ method: 'POST', url: '/api/echo', payload: { price: 1 } });
    expect(write.statusCode).toBe(201);
    expect(await page()).toContain('<h1>Toyota RAV4 2017, prix baissé</h1>');
  });

  it('answers 304 to a browser that has the page when a later render has the same answers, 200 once they change', async () => {
    const app = await startApp({ PAGE_CACHE_TTL_MS: '100', PAGE_CACHE_STALE_MS: '0' });
    const visit = (etag?: string) =>
      app.inject({
        url: '/ads/samsung-galaxy-a15',
        headers: etag ? { ...BROWSER, 'if-none-match': etag } : BROWSER,
      });
    const first = await visit();
    const etag = String(first.headers.etag);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const nextDay = await visit(etag);
    expect(renders()).toBe(2);
    expect(nextDay.statusCode).toBe(304);
    expect(nextDay.headers.etag).toBe(etag);

    shared().title = 'Toyota RAV4 2016';
    await new Promise((resolve) => setTimeout(resolve, 150));
    const changed = await visit(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(brotliDecompressSync(changed.rawPayload).toString('utf8')).toContain('<h1>Toyota RAV4 2016</h1>');
  });

  it('renders a page asked for often again before it expires, while visitors keep getting the one kept', async () => {
    const app = await startApp({ PAGE_CACHE_TTL_MS: '1000', PAGE_CACHE_STALE_MS: '0' });
    const visit = () => app.inject({ url: '/ads/samsung-galaxy-a15', headers: BROWSER });
    expect((await visit()).headers['x-page-cache']).toBe('miss');
    shared().title = 'Toyota RAV4 2019';
    await new Promise((resolve) => setTimeout(resolve, 600));
    // Past half its life: served at once, and rendered again meanwhile.
    const served = await visit();
    expect(served.headers['x-page-cache']).toBe('hit');
    expect(brotliDecompressSync(served.rawPayload).toString('utf8')).toContain('<h1>Toyota RAV4 2015</h1>');
    for (let waited = 0; renders() < 2 && waited < 200; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(renders()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Past the first page's lifetime: the one rendered meanwhile, without waiting for a render.
    const later = await visit();
    expect(later.headers['x-page-cache']).toBe('hit');
    expect(brotliDecompressSync(later.rawPayload).toString('utf8')).toContain('<h1>Toyota RAV4 2019</h1>');
    expect(renders()).toBe(2);
  });

  it('serves a page past its lifetime at once while it renders it again, and no page past the stale time', async () => {
    const app = await startApp({ PAGE_CACHE_TTL_MS: '1000', PAGE_CACHE_STALE_MS: '1000' });
    const visit = () => app.inject({ url: '/ads/samsung-galaxy-a15', headers: BROWSER });
    const title = async (response: Awaited<ReturnType<typeof visit>>) =>
      /<h1>([^<]*)<\/h1>/.exec(brotliDecompressSync(response.rawPayload).toString('utf8'))?.[1];
    expect((await visit()).headers['x-page-cache']).toBe('miss');
    shared().title = 'Toyota RAV4 2020';
    await new Promise((resolve) => setTimeout(resolve, 1050));
    // A quiet site: the next visitor does not wait for a render, and the one after gets the new page.
    const stale = await visit();
    expect(stale.headers['x-page-cache']).toBe('stale');
    expect(stale.headers['cache-control']).toBe('public, no-cache');
    expect(await title(stale)).toBe('Toyota RAV4 2015');
    // The render meanwhile (60 ms), then its compression.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const fresh = await visit();
    expect(fresh.headers['x-page-cache']).toBe('hit');
    expect(await title(fresh)).toBe('Toyota RAV4 2020');
    expect(renders()).toBe(2);

    // Past its lifetime and the stale time: rendered before it is served.
    shared().title = 'Toyota RAV4 2021';
    await new Promise((resolve) => setTimeout(resolve, 2050));
    const late = await visit();
    expect(late.headers['x-page-cache']).toBe('miss');
    expect(await title(late)).toBe('Toyota RAV4 2021');
  });

  it('does not keep a page made while the settings could not be read (it carries no maintenance switch)', async () => {
    const app = await startApp({}, await deadApiUrl());
    const first = await app.inject({ url: '/ads', headers: BROWSER });
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain('sokoni-maintenance');
    expect(first.headers['x-page-cache']).toBe('bypass');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({ url: '/ads', headers: BROWSER });
    expect(again.headers['x-page-cache']).toBe('bypass');
    expect(renders()).toBe(2);
  });

  it('does not keep a page whose server render failed (the shell the browser renders)', async () => {
    const app = await startApp();
    const first = await app.inject({ url: '/ads?case=broken', headers: BROWSER });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    await app.inject({ url: '/ads?case=broken', headers: BROWSER });
    expect(renders()).toBe(2);
  });

  it('leaves pages it does not render (sign-in, account) as they were: no-cache, not kept', async () => {
    const app = await startApp();
    const login = await app.inject({ url: '/login', headers: BROWSER });
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.headers['x-page-cache']).toBeUndefined();
  });

  it('is on unless PAGE_CACHE=off says so; a lifetime of 0 or an unknown switch is refused', async () => {
    expect(loadConfig({}).pageCache.enabled).toBe(true);
    expect(loadConfig({ PAGE_CACHE: 'on' }).pageCache.enabled).toBe(true);
    expect(loadConfig({ PAGE_CACHE: 'off' }).pageCache.enabled).toBe(false);
    const app = await startApp({ PAGE_CACHE: 'off' });
    await app.inject({ url: '/ads', headers: BROWSER });
    const again = await app.inject({ url: '/ads', headers: BROWSER });
    expect(again.headers['x-page-cache']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(renders()).toBe(2);

    expect(() => loadConfig({ PAGE_CACHE_TTL_MS: '0' })).toThrow(/PAGE_CACHE_TTL_MS/);
    expect(() => loadConfig({ PAGE_CACHE: 'maybe' })).toThrow(/PAGE_CACHE must be "on" or "off"/);
    expect(() => loadConfig({ PAGE_CACHE_STALE_MS: '-1' })).toThrow(/PAGE_CACHE_STALE_MS/);
    expect(loadConfig({ PAGE_CACHE_STALE_MS: '0' }).pageCache.staleMs).toBe(0);
    expect(loadConfig({}).pageCache).toEqual({
      enabled: true,
      ttlMs: 5000,
      staleMs: 30_000,
      maxEntries: 2000,
      maxBytes: 32 * 1024 * 1024,
    });
  });
});

describe('weakEtag', () => {
  const pageWith = (state: unknown, body = '<h1>Samsung Galaxy A15</h1>') =>
    `<html><body><div id="root">${body}</div><script id="sokoni-state" type="application/json">${JSON.stringify(state)}</script></body></html>`;
  const query = (requestId: string, at: number, data: unknown) => ({
    status: 'fulfilled',
    endpointName: 'getHome',
    requestId,
    startedTimeStamp: at,
    data,
    fulfilledTimeStamp: at + 40,
  });

  it('is the same for two renders of the same answers, whatever their request ids, times and order', () => {
    const settings = {
      status: 'fulfilled',
      requestId: 'a',
      startedTimeStamp: 1,
      data: { maintenance_mode: false },
    };
    const one = pageWith({
      api: {
        queries: { getHome: query('x1', 1000, { ads: [1, 2] }), getSiteSettings: settings },
        provided: { tags: { Settings: ['getSiteSettings'], Ad: ['getHome'] } },
      },
    });
    const two = pageWith({
      api: {
        queries: {
          getSiteSettings: { ...settings, requestId: 'b', startedTimeStamp: 2 },
          getHome: query('y2', 90_000_000, { ads: [1, 2] }),
        },
        provided: { tags: { Ad: ['getHome'], Settings: ['getSiteSettings'] } },
      },
    });
    expect(one).not.toBe(two);
    expect(weakEtag(two)).toBe(weakEtag(one));
  });

  it('changes with the answers and with the markup', () => {
    const state = { api: { queries: { getHome: query('x1', 1000, { ads: [1, 2] }) } } };
    const newAd = { api: { queries: { getHome: query('x1', 1000, { ads: [3, 1, 2] }) } } };
    expect(weakEtag(pageWith(newAd))).not.toBe(weakEtag(pageWith(state)));
    expect(weakEtag(pageWith(state, '<h1>Toyota</h1>'))).not.toBe(weakEtag(pageWith(state)));
    // A field of an answer that happens to bear the same name is part of the answer.
    const inData = (requestId: string) => ({ api: { queries: { getHome: query('x1', 1, { requestId }) } } });
    expect(weakEtag(pageWith(inData('a')))).not.toBe(weakEtag(pageWith(inData('b'))));
  });
});

describe('PageCache', () => {
  const page = (bytes: number, expires = Number.POSITIVE_INFINITY): CachedPage => ({
    status: 200,
    br: Buffer.alloc(bytes),
    gzip: Buffer.alloc(0),
    size: bytes,
    etag: 'W/"x"',
    expires,
  });

  it('lets the least recently used pages go past its entry or byte limit', () => {
    const cache = new PageCache({ ttlMs: 1000, staleMs: 0, maxEntries: 2, maxBytes: 10_000 });
    cache.set('a', page(100), 0);
    cache.set('b', page(100), 0);
    cache.get('a');
    cache.set('c', page(100), 0);
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);

    const small = new PageCache({ ttlMs: 1000, staleMs: 0, maxEntries: 100, maxBytes: 1000 });
    small.set('a', page(400), 0);
    small.set('b', page(400), 0);
    expect(small.get('a')).toBeUndefined();
    expect(small.totalBytes).toBeLessThanOrEqual(1000);
    expect(small.set('huge', page(5000), 0)).toBe(false);
  });

  it('keeps a page stale past its lifetime, then forgets it; a render that started before a change does not fill it after', () => {
    let now = 0;
    const cache = new PageCache({
      ttlMs: 1000,
      staleMs: 500,
      maxEntries: 10,
      maxBytes: 10_000,
      now: () => now,
    });
    cache.set('a', page(10, cache.expiresFromNow()), cache.currentGeneration());
    now = 400;
    expect(cache.wantsRefresh(cache.get('a')!)).toBe(false);
    now = 999;
    const fresh = cache.get('a')!;
    expect([cache.isStale(fresh), cache.wantsRefresh(fresh)]).toEqual([false, true]);
    now = 1000;
    const stale = cache.get('a')!;
    expect([cache.isStale(stale), cache.wantsRefresh(stale)]).toEqual([true, true]);
    now = 1499;
    expect(cache.get('a')).toBeDefined();
    now = 1500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.totalBytes).toBe(0);

    const generation = cache.currentGeneration();
    cache.clear();
    expect(cache.set('b', page(10, now + 1000), generation)).toBe(false);
  });
});

// Runs when a Redis is at hand (CI sets TEST_REDIS_URL): a change made through one bff empties the other's pages.
const withRedis = process.env.TEST_REDIS_URL ? describe : describe.skip;

withRedis('the page cache of several bff instances (Redis)', () => {
  it('shows a change made through one instance on the other at once', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? '', PAGE_CACHE_TTL_MS: '60000' };
    const one = await startApp(env);
    const other = await startApp(env);
    const page = async (app: FastifyInstance) => {
      const response = await app.inject({ url: '/ads/samsung-galaxy-a15', headers: BROWSER });
      return brotliDecompressSync(response.rawPayload).toString('utf8');
    };
    // Both subscribed (a subscription empties the cache, as a change missed meanwhile would).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await page(other)).toContain('<h1>Toyota RAV4 2015</h1>');
    shared().title = 'Toyota RAV4 2018';
    expect(await page(other)).toContain('<h1>Toyota RAV4 2015</h1>');
    expect((await one.inject({ method: 'POST', url: '/api/echo', payload: { price: 2 } })).statusCode).toBe(
      201,
    );
    let seen = '';
    for (let waited = 0; waited < 2000 && !seen.includes('2018'); waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await page(other);
    }
    expect(seen).toContain('<h1>Toyota RAV4 2018</h1>');
  });
});
