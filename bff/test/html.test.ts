import { escapeHtml, injectPageMeta, serializeJsonLd } from '../src/site/html';
import { cacheControlFor } from '../src/site/cache-control';
import { excerpt, formatPrice } from '../src/site/meta';

describe('escaping', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('writes JSON-LD that cannot close its script element and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & \u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('injectPageMeta', () => {
  const meta = {
    title: 'Vélo | Sokoni',
    description: 'Un vélo',
    canonical: 'https://sokoni.example/ads/velo',
    url: 'https://sokoni.example/ads/velo',
    locale: 'en' as const,
    siteName: 'Sokoni',
    type: 'product' as const,
  };

  it("replaces the page's own title, description and social tags instead of adding a second set", () => {
    const html = `<!doctype html><html class="x" lang="fr"><head><meta charset="utf-8"><title>Old</title><meta name="description" content="old"><meta property="og:title" content="old"><link rel="canonical" href="/old"></head><body></body></html>`;
    const out = injectPageMeta(html, meta);
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out).toContain('<title>Vélo | Sokoni</title>');
    expect(out).not.toContain('old');
    expect(out).toContain('<html lang="en" class="x">');
    expect(out.indexOf('<meta charset="utf-8">')).toBeLessThan(out.indexOf('<title>'));
  });
});

describe('helpers', () => {
  it('choose the cache lifetime from the file name', () => {
    expect(cacheControlFor('/dist/main.1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/assets/logo.0f1e2d3c.svg')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/main.1a2b3c4d.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/dist/about.html')).toBe('no-cache');
    expect(cacheControlFor('/dist/robots.txt')).toBe('public, max-age=3600');
  });

  it('format prices per currency and language', () => {
    const usd = { code: 'USD', symbol: '$', position: 'before' as const, decimal_places: 2 };
    const cdf = { code: 'CDF', symbol: 'FC', position: 'after' as const, decimal_places: 0 };
    expect(formatPrice({ price: 1250.5, currency: usd, is_negotiable: false }, 'en')).toBe('$1,250.50');
    expect(formatPrice({ price: 25000, currency: cdf, is_negotiable: true }, 'fr')).toBe(
      '25\u202f000\u00a0FC (négociable)',
    );
    expect(formatPrice({ price: null, currency: cdf, is_negotiable: false }, 'en')).toBe('Price on request');
  });

  it('cut long descriptions at a word', () => {
    const text = `${'mot '.repeat(100)}fin`;
    const cut = excerpt(text, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('mot…')).toBe(true);
    expect(excerpt('  deux\n\nlignes  ')).toBe('deux lignes');
  });
});
