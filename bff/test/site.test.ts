import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ROUTES, routeHref } from '@sokoni/contracts';
import { buildTestApp, testSite } from './helper';

const site = testSite();

describe('remote manifest', () => {
  it('lists every remote with its container name and its path on this site, never cached', async () => {
    const response = await site.app.inject('/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      remotes: {
        ads: { name: 'mfe_ads', entry: '/remotes/ads/remoteEntry.js' },
        account: { name: 'mfe_account', entry: '/remotes/account/remoteEntry.js' },
        business: { name: 'mfe_business', entry: '/remotes/business/remoteEntry.js' },
        admin: { name: 'mfe_admin', entry: '/remotes/admin/remoteEntry.js' },
        payments: { name: 'mfe_payments', entry: '/remotes/payments/remoteEntry.js' },
      },
    });
  });

  it('answers 304 to a browser that has it already, with no body', async () => {
    const first = await site.app.inject('/mf-manifest.json');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await site.app.inject({ url: '/mf-manifest.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-cache');
    const other = await site.app.inject({
      url: '/mf-manifest.json',
      headers: { 'if-none-match': 'W/"older"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().remotes.ads.entry).toBe('/remotes/ads/remoteEntry.js');
  });

  it('takes a remote URL from the environment and lets that origin through the CSP', async () => {
    const moved = await buildTestApp(site.api.url, site.dists, {
      REMOTE_ADS_URL: 'https://cdn.example/ads/remoteEntry.js',
    });
    try {
      const manifest = await moved.inject('/mf-manifest.json');
      expect(manifest.json().remotes.ads).toEqual({
        name: 'mfe_ads',
        entry: 'https://cdn.example/ads/remoteEntry.js',
      });
      expect(manifest.json().remotes.account.entry).toBe('/remotes/account/remoteEntry.js');
      const csp = String(manifest.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example(;|$)/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example(;|$)/);
    } finally {
      await moved.close();
    }
  });
});

describe('pages (history fallback)', () => {
  it.each([
    '/',
    '/ads',
    '/ads?q=samsung&category=mobile-phones',
    '/about',
    '/contact',
    '/login',
    '/reset-password/abc123',
    '/verify-email/12/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b?expires=1&signature=x',
    '/email-change/undo/7?expires=1&signature=x',
    '/auth/google/callback',
    '/admin/dashboard',
    '/admin/audit-log',
    '/legal/privacy-policy',
    '/users/9/reviews',
    '/dev/mailbox',
    '/test-login',
    '/promote',
    '/promote/42',
    '/business/setup',
    '/messages/3',
    '/profile/transactions',
  ])('serves the shell with 200 for the page %s', async (url) => {
    const response = await site.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it.each(['/nope', '/ads/x/y', '/legal/cookies', '/category', '/admin/users/12/edit', '/promote/1/2'])(
    'serves the shell with 404 for the unknown page %s',
    async (url) => {
      const response = await site.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('serves every page of the route table with 200', async () => {
    for (const route of Object.values(ROUTES)) {
      // Pages with metadata ask the (fake) api about their item; the others need no data.
      if (route.meta) continue;
      const url = routeHref(route.pattern, { id: 1, slug: 'x', token: 't', provider: 'google', hash: 'h' });
      expect([url, (await site.app.inject(url)).statusCode]).toEqual([url, 200]);
    }
  });

  it('answers the development mailbox with 404 in production', async () => {
    const production = await buildTestApp(site.api.url, site.dists, { NODE_ENV: 'production' });
    try {
      const response = await production.inject('/dev/mailbox');
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
      expect((await production.inject('/login')).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('gives a JSON 404, not the page, for a missing file or an unknown bff path', async () => {
    for (const url of ['/missing.js', '/icons/missing.png', '/bff/unknown']) {
      const response = await site.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Ressource introuvable' });
    }
    const english = await site.app.inject({
      url: '/bff/unknown',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.json()).toEqual({ message: 'Not found' });
  });

  it('redirects the short legal addresses permanently', async () => {
    for (const [from, to] of [
      ['/terms', '/legal/terms-of-service'],
      ['/privacy', '/legal/privacy-policy'],
      ['/agreement', '/legal/user-agreement'],
    ]) {
      const response = await site.app.inject(from);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(to);
    }
    expect((await site.app.inject('/terms?lang=en')).headers.location).toBe(
      '/legal/terms-of-service?lang=en',
    );
  });
});

describe('built files and caching', () => {
  it('serves hashed files of the shell as immutable and entry files as no-cache', async () => {
    const hashed = await site.app.inject('/main.1a2b3c4d.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['content-type']).toMatch(/javascript/);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const entry of [
      '/sw.js',
      '/theme-boot.js',
      '/whole-page.js',
      '/start-app.js',
      '/early-tap.js',
      '/manifest.webmanifest',
      '/index.html',
    ]) {
      const response = await site.app.inject(entry);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const icon = await site.app.inject('/icons/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("serves a remote's files under /remotes/<name>/ and 404 for a missing one", async () => {
    const entry = await site.app.inject('/remotes/ads/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var mfe_ads;\n');
    expect(entry.headers['cache-control']).toBe('no-cache');

    const manifest = await site.app.inject('/remotes/ads/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const chunk = await site.app.inject('/remotes/ads/src_pages_home.0f1e2d3c.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await site.app.inject('/remotes/ads/missing.0f1e2d3c.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root"></div>');

    const unbuilt = await site.app.inject('/remotes/payments/remoteEntry.js');
    expect(unbuilt.statusCode).toBe(404);
  });

  it("gives a remote's own index.html at its root and for its deep links when standalone mode is on", async () => {
    const standalone = await buildTestApp(site.api.url, site.dists, { STANDALONE_REMOTES: '1' });
    try {
      for (const url of [
        '/remotes/ads/',
        '/remotes/ads',
        '/remotes/ads/ads/samsung-galaxy-a15',
        '/remotes/ads/index.html',
      ]) {
        const response = await standalone.inject(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<title>mfe-ads</title>');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    } finally {
      await standalone.close();
    }
  });

  it('keeps the standalone pages (and their sign-in bar) closed by default, the containers still served', async () => {
    for (const url of ['/remotes/ads/', '/remotes/ads', '/remotes/ads/post-ad', '/remotes/ads/index.html']) {
      const response = await site.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<title>mfe-ads</title>');
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect((await site.app.inject('/remotes/ads/remoteEntry.js')).statusCode).toBe(200);
  });

  it('compresses text with brotli, or gzip for older clients', async () => {
    const br = await site.app.inject({
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('sokoni sokoni');

    const gzip = await site.app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('sokoni sokoni');

    const home = await site.app.inject({ url: '/bff/home', headers: { 'accept-encoding': 'br' } });
    expect(home.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(home.rawPayload).toString()).settings.site_name).toBe('Sokoni');

    const plain = await site.app.inject({
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends a CSP without eval or inline scripts (but the theme script written in, by its hash), and the usual protections', async () => {
    const response = await site.app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(csp).not.toContain('unsafe-eval');
    const inlined = ['theme-boot.js', 'start-app.js', 'early-tap.js'].map((name) =>
      readFileSync(path.join(site.dists.shell, name), 'utf8'),
    );
    const hashes = inlined.map(
      (source) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
    );
    expect(directives['script-src']).toBe(`'self' ${hashes.join(' ')}`);
    // The theme and start scripts run without a round trip of their own.
    for (const source of inlined) expect(response.body).toContain(`<script>${source}</script>`);
    expect(response.body).not.toContain('<script src="/theme-boot.js">');
    // The watcher of a page cut short is a script of its own, asked for first and run whenever it arrives: written
    // in, it took the heaviest ad page past its first round trip.
    expect(response.body).toContain('<script src="/whole-page.js" async></script>');
    expect(response.body).not.toContain('<script src="/start-app.js">');
    // The page ends with the marker whole-page.js looks for (a page cut short is loaded again).
    expect(response.body).toMatch(/<div id="sokoni-end" hidden><\/div><\/body>/);
    expect(response.body).not.toContain('<script src="/early-tap.js">');
    expect(directives['default-src']).toBe("'self'");
    expect(directives['style-src']).toBe("'self' 'unsafe-inline'");
    expect(directives['img-src']).toBe("'self' data: blob:");
    expect(directives['connect-src']).toBe("'self'");
    expect(directives['worker-src']).toBe("'self'");
    expect(directives['manifest-src']).toBe("'self'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    // Nothing a browser of today ignores: the headers count in the page's first round trip.
    for (const name of [
      'x-xss-protection',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-dns-prefetch-control',
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
    ])
      expect(response.headers[name]).toBeUndefined();
  });

  it('answers the liveness check', async () => {
    const response = await site.app.inject('/bff/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
