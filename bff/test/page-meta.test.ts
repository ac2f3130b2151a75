import { MALICIOUS_TITLE } from './fixtures';
import { buildTestApp, deadApiUrl, SERVED_SHELL_HTML, startFakeApi, testSite } from './helper';

const site = testSite();

/** Reads the head of a served page the way a link-preview crawler does. */
function head(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  const meta = (key: string) =>
    attr(new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1],
  );
  return {
    titles: [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => match[1]),
    lang: attr(/<html lang="([^"]+)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    meta,
    descriptions: [...html.matchAll(/<meta name="description"/g)].length,
    jsonLdRaw: jsonLd,
    jsonLd: jsonLd.map((text) => JSON.parse(text)),
  };
}

describe('ad page', () => {
  it('carries title, description, canonical, Open Graph, Twitter card and Product JSON-LD', async () => {
    const response = await site.app.inject('/ads/samsung-galaxy-a15');
    expect(response.statusCode).toBe(200);
    const page = head(response.body);
    expect(page.lang).toBe('fr');
    expect(page.titles).toEqual(['Samsung Galaxy A15 &quot;neuf&quot; &amp; garanti | Sokoni']);
    expect(page.descriptions).toBe(1);
    expect(page.meta('description')).toBe('$250,00 · Gombe, Kinshasa — Description de l&#39;annonce 1');
    expect(page.canonical).toBe('https://sokoni.example/ads/samsung-galaxy-a15');
    expect(page.meta('og:title')).toBe('Samsung Galaxy A15 &quot;neuf&quot; &amp; garanti | Sokoni');
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:url')).toBe('https://sokoni.example/ads/samsung-galaxy-a15');
    expect(page.meta('og:site_name')).toBe('Sokoni');
    expect(page.meta('og:locale')).toBe('fr_CD');
    expect(page.meta('og:image')).toBe('https://sokoni.example/media/ads/1/photo-800.webp');
    expect(page.meta('og:image:width')).toBe('800');
    expect(page.meta('og:image:height')).toBe('600');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe('https://sokoni.example/media/ads/1/photo-800.webp');

    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Samsung Galaxy A15 "neuf" & garanti',
        image: ['https://sokoni.example/media/ads/1/photo-800.webp'],
        offers: expect.objectContaining({
          '@type': 'Offer',
          price: '250.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/UsedCondition',
        }),
      }),
    ]);
    // The app's own scripts are still there, untouched.
    expect(response.body).toContain(
      '<script id="sokoni-scripts" type="application/json">["/main.1a2b3c4d.js"]</script>',
    );
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('escapes a hostile title everywhere: no markup reaches the page, the JSON-LD keeps the text', async () => {
    const response = await site.app.inject('/ads/piege');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).not.toContain('<img src=x');
    const page = head(response.body);
    expect(page.titles).toEqual(['&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Sokoni']);
    expect(page.meta('og:title')).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Sokoni');
    expect(page.meta('description')).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(page.jsonLdRaw[0]).toContain(
      '\\u003c/title\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
    );
    expect(page.jsonLdRaw[0]).not.toMatch(/[<>]/);
    expect(page.jsonLd[0].name).toBe(MALICIOUS_TITLE);
    // Only the shell's theme, whole-page (async, from the site), start and early-tap scripts, its list of scripts
    // and the data block: nothing executable added.
    expect([...response.body.matchAll(/<script\b/g)]).toHaveLength(6);
  });

  it('speaks English with ?lang=en or the locale cookie', async () => {
    const viaQuery = head((await site.app.inject('/ads/samsung-galaxy-a15?lang=en')).body);
    expect(viaQuery.lang).toBe('en');
    expect(viaQuery.meta('og:locale')).toBe('en_US');
    expect(viaQuery.meta('og:url')).toBe('https://sokoni.example/ads/samsung-galaxy-a15?lang=en');
    expect(viaQuery.canonical).toBe('https://sokoni.example/ads/samsung-galaxy-a15');
    expect(viaQuery.meta('description')).toMatch(/^\$250\.00 · Gombe, Kinshasa/);

    const viaCookie = head(
      (await site.app.inject({ url: '/', headers: { cookie: 'theme=dark; locale=en' } })).body,
    );
    expect(viaCookie.lang).toBe('en');
    expect(viaCookie.meta('description')).toBe('Buy and sell near you.');
  });

  it('keeps the language asked for with ?lang= in the locale cookie, so the links of the page follow it', async () => {
    const asked = await site.app.inject('/about?lang=en');
    expect(asked.headers['set-cookie']).toBe('locale=en; Path=/; Max-Age=31536000; SameSite=Lax');
    const next = head((await site.app.inject({ url: '/contact', headers: { cookie: 'locale=en' } })).body);
    expect(next.lang).toBe('en');

    // Nothing to remember: no language asked for, one the cookie already holds, or one the site does not speak.
    expect((await site.app.inject('/about')).headers['set-cookie']).toBeUndefined();
    const same = await site.app.inject({ url: '/about?lang=en', headers: { cookie: 'locale=en' } });
    expect(same.headers['set-cookie']).toBeUndefined();
    expect((await site.app.inject('/about?lang=sw')).headers['set-cookie']).toBeUndefined();
  });

  it('answers 404 (with the shell) for an ad the api does not know', async () => {
    const response = await site.app.inject('/ads/nope');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('category and location pages', () => {
  it('describe a category with a CollectionPage and its ads as an ItemList', async () => {
    const response = await site.app.inject('/category/mobile-phones');
    expect(response.statusCode).toBe(200);
    const page = head(response.body);
    expect(page.titles).toEqual(['Téléphones | Sokoni']);
    expect(page.meta('description')).toBe(
      'Smartphones neufs et d’occasion. 3 annonces dans la catégorie Téléphones sur Sokoni.',
    );
    expect(page.canonical).toBe('https://sokoni.example/category/mobile-phones');
    expect(page.meta('og:type')).toBe('website');
    expect(page.meta('og:image')).toBe('https://sokoni.example/media/ads/1/photo-800.webp');
    const [collection] = page.jsonLd;
    expect(collection['@type']).toBe('CollectionPage');
    expect(collection.mainEntity).toMatchObject({ '@type': 'ItemList', numberOfItems: 3 });
    expect(collection.mainEntity.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      url: 'https://sokoni.example/ads/samsung-galaxy-a15',
      name: 'Samsung Galaxy A15 "neuf" & garanti',
    });
    expect(page.jsonLdRaw[0]).not.toMatch(/[<>]/);
  });

  it('describe a location by its full path', async () => {
    const response = await site.app.inject('/location/gombe');
    expect(response.statusCode).toBe(200);
    const page = head(response.body);
    expect(page.titles).toEqual(['Gombe, Kinshasa | Sokoni']);
    expect(page.meta('description')).toBe('3 annonces à Gombe, Kinshasa sur Sokoni.');
    expect(page.jsonLd[0]['@type']).toBe('CollectionPage');
  });

  it('move a category asked for by a former slug (merged or renamed) to its address for good (301), keeping the query', async () => {
    for (let round = 0; round < 2; round += 1) {
      const former = await site.app.inject('/category/telephones?sort=newest');
      expect(former.statusCode).toBe(301);
      expect(former.headers.location).toBe('/category/mobile-phones?sort=newest');
    }
    expect((await site.app.inject('/category/mobile-phones')).statusCode).toBe(200);
  });

  it('answer 404 for an unknown category or location', async () => {
    expect((await site.app.inject('/category/nope')).statusCode).toBe(404);
    expect((await site.app.inject('/location/nope')).statusCode).toBe(404);
  });
});

describe('other pages', () => {
  it('get the site name and description from the settings, the home a WebSite JSON-LD', async () => {
    const home = head((await site.app.inject('/')).body);
    expect(home.titles).toEqual(['Sokoni']);
    expect(home.meta('description')).toBe(
      'Achetez et vendez près de chez vous, à Kinshasa, Lubumbashi et Goma.',
    );
    expect(home.jsonLd[0]).toMatchObject({ '@type': 'WebSite', url: 'https://sokoni.example/' });

    const about = head((await site.app.inject('/about')).body);
    expect(about.titles).toEqual(['Sokoni']);
    expect(about.canonical).toBe('https://sokoni.example/about');
    expect(about.jsonLd).toEqual([]);
  });

  it('give a storefront its default metadata when the api has no storefront to show', async () => {
    const response = await site.app.inject('/business/unknown-shop');
    expect(response.statusCode).toBe(200);
    expect(head(response.body).titles).toEqual(['Sokoni']);
  });
});

describe('with the api down', () => {
  it('serves the plain shell with 200, so the page still loads', async () => {
    const offline = await buildTestApp(await deadApiUrl(), site.dists);
    try {
      for (const url of ['/ads/samsung-galaxy-a15', '/category/mobile-phones', '/']) {
        const response = await offline.inject(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(SERVED_SHELL_HTML);
      }
    } finally {
      await offline.close();
    }
  });

  it('does not keep the failure: metadata comes back with the api', async () => {
    const flaky = await startFakeApi();
    const port = new URL(flaky.url).port;
    await flaky.close();
    const cachingApp = await buildTestApp(`http://127.0.0.1:${port}`, site.dists, { CACHE_TTL_MS: '60000' });
    try {
      expect((await cachingApp.inject('/ads/samsung-galaxy-a15')).body).toBe(SERVED_SHELL_HTML);
      const revived = await startFakeApi(Number(port));
      try {
        expect(head((await cachingApp.inject('/ads/samsung-galaxy-a15')).body).titles[0]).toMatch(
          /^Samsung Galaxy A15/,
        );
      } finally {
        await revived.close();
      }
    } finally {
      await cachingApp.close();
    }
  });
});
