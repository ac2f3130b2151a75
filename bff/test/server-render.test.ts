import { rmSync } from 'node:fs';
import { buildTestApp, makeDists, testSite, writeServerBuild } from './helper';

/**
 * A stand-in for the shell's Node renderer (shell/dist/server/main.js): same contract (an entry exporting a
 * promise of `{ render }`), answers chosen by the page's path. The real renderer is covered end to end in
 * e2e/tests/server-render.spec.ts.
 */
const FAKE_RENDERER = `
const calls = (globalThis.__renderCalls = globalThis.__renderCalls || []);
module.exports = Promise.resolve({
  async render(request) {
    calls.push(request);
    const pathname = request.url.split('?')[0];
    if (request.url.includes('case=broken')) throw new Error('remote container missing');
    if (request.url.includes('case=slow')) return new Promise((resolve) => setTimeout(() => resolve({ html: '<p>late</p>', styles: '', state: {} }), 3000));
    if (pathname === '/login') return { html: '<p>should not render</p>', styles: '', state: {} };
    return {
      html: '<main><h1>Toyota RAV4 2015</h1><img src="/media/ads/1/photo-640.webp" srcset="/media/ads/1/photo-320.webp 320w, /media/ads/1/photo-640.webp 640w" sizes="100vw" fetchpriority="high" width="640" height="480" alt="Toyota"></main>',
      styles: '<style data-styled="active">.a{color:red}</style>',
      icons: '<style>.i{background:currentColor}.i-heart{--i:url("data:image/svg+xml,<svg/>")}</style>',
      state: { api: { queries: { 'getAd("toyota")': { status: 'fulfilled', data: { title: '</script><script>alert(1)</script>' } } } }, preferences: request.preferences },
    };
  },
});
`;

const calls = () => (globalThis as { __renderCalls?: Array<Record<string, unknown>> }).__renderCalls ?? [];

const site = testSite({
  env: { SERVER_RENDER_TIMEOUT_MS: '500' },
  prepare: (dists) => {
    writeServerBuild(dists, FAKE_RENDERER);
  },
  listen: true,
});

beforeEach(() => {
  calls().length = 0;
});

describe('server rendering', () => {
  it("draws the page with the texts an administrator stored, in the page's language", async () => {
    await site.app.inject('/');
    await site.app.inject({ url: '/', headers: { cookie: 'locale=en' } });
    expect(calls().map((call) => call.translations)).toEqual([
      { ads: { 'home.hero.title': 'Achetez et vendez à Kinshasa' } },
      { ads: { 'home.hero.title': 'Buy and sell in Kinshasa' } },
    ]);
  });

  it('serves an ad page with its content, styles, photo preload and the state for the browser', async () => {
    const response = await site.app.inject('/ads/samsung-galaxy-a15');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<div id="root"><main><h1>Toyota RAV4 2015</h1><img src="/media/ads/1/photo-640.webp"',
    );
    // The rules of the icons the markup draws, in the head before the components' styles.
    expect(html).toContain(
      'fetchpriority="high">\n<style>.i{background:currentColor}.i-heart{--i:url("data:image/svg+xml,<svg/>")}</style>' +
        '<style data-styled="active">.a{color:red}</style>\n</head>',
    );
    expect(html).toContain('<body><div id="root"><main>');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/ads/1/photo-640.webp" imagesrcset="/media/ads/1/photo-320.webp 320w, /media/ads/1/photo-640.webp 640w" imagesizes="100vw" fetchpriority="high">',
    );
    // Data, not a script: the JSON cannot close its element, and the CSP still forbids inline scripts.
    const state = /<script id="sokoni-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(state).toBeDefined();
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state!).api.queries['getAd("toyota")'].data.title).toBe(
      '</script><script>alert(1)</script>',
    );
    expect(String(response.headers['content-security-policy'])).toMatch(
      /script-src 'self'(?: 'sha256-[A-Za-z0-9+/=]+'){3}(;|$)/,
    );
  });

  it('hands the renderer the page, the visitor preferences and the Node containers of the manifest', async () => {
    await site.app.inject({
      url: '/ads?category=vehicles&lang=en',
      headers: { cookie: 'theme=dark; currency=USD; cookie_consent=accepted; locale=fr' },
    });
    expect(calls()).toHaveLength(1);
    const request = calls()[0] as {
      url: string;
      preferences: unknown;
      origin: string;
      manifest: { remotes: Record<string, { entry: string }> };
      headers: Record<string, string>;
    };
    expect(request.url).toBe('/ads?category=vehicles&lang=en');
    expect(request.preferences).toEqual({
      locale: 'en',
      theme: 'dark',
      systemTheme: null,
      currency: 'USD',
      cookieConsent: 'accepted',
      dataSaver: null,
      saveData: false,
    });
    expect(request.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // The ads remote has a Node container; business has none in this build: its pages render in the browser.
    expect(request.manifest.remotes).toEqual({
      ads: { name: 'mfe_ads', entry: `${request.origin}/remotes/ads/server/remoteEntry.js` },
    });
    expect(request.headers['x-sokoni-render']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('renders with the data saver on when the browser sends Save-Data, unless the visitor chose otherwise', async () => {
    const saving = await site.app.inject({ url: '/ads', headers: { 'save-data': 'on' } });
    expect(saving.headers.vary).toMatch(/save-data/i);
    await site.app.inject({ url: '/ads', headers: { 'save-data': 'on', cookie: 'data_saver=off' } });
    await site.app.inject({ url: '/ads', headers: { cookie: 'data_saver=on' } });
    await site.app.inject({ url: '/ads', headers: { 'save-data': 'off' } });
    const preferences = calls().map((call) => call.preferences as { dataSaver: unknown; saveData: unknown });
    expect(preferences.map(({ dataSaver, saveData }) => ({ dataSaver, saveData }))).toEqual([
      { dataSaver: null, saveData: true },
      { dataSaver: false, saveData: true },
      { dataSaver: true, saveData: false },
      { dataSaver: null, saveData: false },
    ]);
  });

  it('renders the page in English for ?lang=en and with the theme of the cookie', async () => {
    const response = await site.app.inject({ url: '/?lang=en', headers: { cookie: 'theme=dark' } });
    expect(response.body).toMatch(/<html lang="en" data-theme="dark">/);
    expect(response.body).toContain('<h1>Toyota RAV4 2015</h1>');
  });

  describe("the system's theme, for a visitor who chose none", () => {
    const drawnIn = (html: string) => /<html[^>]*\sdata-theme="(\w+)"/.exec(html)?.[1];
    const systemTheme = () => (calls().at(-1)?.preferences as { systemTheme: unknown }).systemTheme;

    it('asks every page for the hint, and draws the page in the theme it tells', async () => {
      const first = await site.app.inject('/');
      expect(first.headers['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
      expect(first.headers['critical-ch']).toBeUndefined();
      expect(String(first.headers.vary)).toMatch(/sec-ch-prefers-color-scheme/i);
      const hinted = await site.app.inject({ url: '/', headers: { 'sec-ch-prefers-color-scheme': '"dark"' } });
      expect(systemTheme()).toBe('dark');
      expect(drawnIn(hinted.body)).toBe('dark');
    });

    it('reads the cookie theme-boot.js keeps when the browser sends no hint; the hint wins, being current', async () => {
      expect(drawnIn((await site.app.inject({ url: '/', headers: { cookie: 'system_theme=dark' } })).body)).toBe('dark');
      const changed = await site.app.inject({
        url: '/',
        headers: { cookie: 'system_theme=dark', 'sec-ch-prefers-color-scheme': 'light' },
      });
      expect(systemTheme()).toBe('light');
      expect(drawnIn(changed.body)).toBe('light');
    });

    it('draws a first visit (nothing known) light and says so; a value it does not know counts as nothing', async () => {
      expect(drawnIn((await site.app.inject('/')).body)).toBe('light');
      expect(systemTheme()).toBeNull();
      const odd = await site.app.inject({
        url: '/',
        headers: { cookie: 'system_theme=purple', 'sec-ch-prefers-color-scheme': '"no-preference"' },
      });
      expect(systemTheme()).toBeNull();
      expect(drawnIn(odd.body)).toBe('light');
    });

    it("lets the visitor's own choice win over the system's", async () => {
      const chosen = await site.app.inject({
        url: '/',
        headers: { cookie: 'theme=light; system_theme=dark', 'sec-ch-prefers-color-scheme': 'dark' },
      });
      expect(calls().at(-1)?.preferences).toMatchObject({ theme: 'light', systemTheme: null });
      expect(drawnIn(chosen.body)).toBe('light');
    });

    it('leaves a page the browser draws without a theme (theme-boot.js then follows the stored choice or the system)', async () => {
      const response = await site.app.inject({ url: '/ads?case=broken', headers: { 'sec-ch-prefers-color-scheme': 'dark' } });
      expect(response.body).toContain('<div id="root"></div>');
      expect(drawnIn(response.body)).toBeUndefined();
    });
  });

  it('serves the page for the browser to render when the renderer throws (never a 500)', async () => {
    const response = await site.app.inject('/ads?case=broken');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('sokoni-state');
  });

  it('serves the page for the browser to render when rendering passes its deadline', async () => {
    const started = Date.now();
    const response = await site.app.inject('/ads?case=slow');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('leaves pages that are not public to the browser', async () => {
    const response = await site.app.inject('/login');
    expect(response.body).toContain('<div id="root"></div>');
    expect(calls()).toHaveLength(0);
  });

  it('leaves a storefront the api does not know to the browser, which says so (200, no render)', async () => {
    const response = await site.app.inject('/business/unknown-shop');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(calls()).toHaveLength(0);
  });

  it('renders the 404 page of an unknown path, with status 404', async () => {
    const response = await site.app.inject('/nowhere/at/all');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"><main>');
  });

  it('never serves the renderer itself', async () => {
    const response = await site.app.inject('/server/main.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('render(request)');
  });

  it('serves pages as before when no renderer is built', async () => {
    const bare = makeDists();
    const plain = await buildTestApp(site.api.url, bare);
    try {
      await plain.listen({ port: 0, host: '127.0.0.1' });
      const response = await plain.inject('/ads/samsung-galaxy-a15');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await plain.close();
      rmSync(bare.root, { recursive: true, force: true });
    }
  });
});
