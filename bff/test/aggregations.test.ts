import Fastify from 'fastify';
import { ads, categoryTree, currencies, seller, settings } from './fixtures';
import { buildTestApp, deadApiUrl, testSite } from './helper';

const site = testSite();

describe('GET /bff/home', () => {
  it('gathers settings, categories with counts, currencies, recent and boosted ads and figures', async () => {
    const response = await site.app.inject('/bff/home');
    expect(response.statusCode).toBe(200);
    const home = response.json();
    expect(home.settings).toEqual(settings);
    // The tiles: each top-level category's name and count, not its fields nor its children.
    expect(home.categories).toEqual(
      categoryTree.map(({ id, slug, name, names, ads_count }) => ({ id, slug, name, names, ads_count })),
    );
    expect(home.categories[0].ads_count).toBe(3);
    expect(home.categories[0]).not.toHaveProperty('children');
    expect(home.categories[0]).not.toHaveProperty('attributes');
    expect(home.currencies).toEqual(currencies);
    // Newest first, leaving out the boosted ad already shown in the featured row.
    expect(home.recent_ads.map((ad: { id: number }) => ad.id)).toEqual([1, 2]);
    expect(home.boosted_ads.map((ad: { id: number }) => ad.id)).toEqual([3]);
    expect(home.stats).toEqual({ active_ads: 3, sellers: 1 });
    expect(home.recent_ads[0]).toEqual(ads[0]);
  });

  it('asks the api for the 20 newest (12 once the featured are left out) and 8 boosted ads, passing language, token and display currency on', async () => {
    await site.app.inject({
      url: '/bff/home?display_currency=cdf',
      headers: { 'accept-language': 'en', authorization: 'Bearer t0k' },
    });
    const adCalls = site.api.callsTo('/api/ads').map((call) => new URL(call.url, 'http://x').searchParams);
    expect(adCalls.map((params) => Object.fromEntries(params))).toEqual(
      expect.arrayContaining([
        { sort: 'newest', per_page: '20', display_currency: 'CDF' },
        { boosted: 'true', per_page: '8', display_currency: 'CDF' },
      ]),
    );
    for (const path of ['/api/settings', '/api/categories', '/api/currencies', '/api/stats', '/api/ads']) {
      const call = site.api.callsTo(path)[0];
      expect(call.headers['accept-language']).toBe('en');
      expect(call.headers.authorization).toBe('Bearer t0k');
    }
  });

  it('rejects a malformed display currency with 422 and a French message', async () => {
    const response = await site.app.inject('/bff/home?display_currency=dollars');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'La requête est invalide.',
      errors: { display_currency: ['Valeur invalide'] },
    });
  });

  it('keeps the anonymous payload a few seconds per language, but never a signed-in one', async () => {
    const cached = await buildTestApp(site.api.url, site.dists, { CACHE_TTL_MS: '15000' });
    try {
      await cached.inject('/bff/home');
      await cached.inject('/bff/home');
      expect(site.api.callsTo('/api/settings')).toHaveLength(1);
      await cached.inject({ url: '/bff/home', headers: { 'accept-language': 'en' } });
      expect(site.api.callsTo('/api/settings')).toHaveLength(2);
      await cached.inject({ url: '/bff/home', headers: { authorization: 'Bearer t0k' } });
      expect(site.api.callsTo('/api/settings')).toHaveLength(3);
    } finally {
      await cached.close();
    }
  });
});

describe('GET /bff/ads/:slug', () => {
  it('gives the ad, its seller card and similar ads without the ad itself', async () => {
    const response = await site.app.inject('/bff/ads/samsung-galaxy-a15');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.ad).toEqual(ads[0]);
    expect(page.seller).toEqual(seller);
    expect(page.similar_ads.map((ad: { id: number }) => ad.id)).toEqual([2, 3]);

    const similar = site.api
      .callsTo('/api/ads')
      .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));
    expect(similar).toEqual([{ category: 'mobile-phones', per_page: '5' }]);
    expect(site.api.callsTo('/api/users/7')).toHaveLength(1);
  });

  it("passes the visitor's address and user agent on so the api counts the view once", async () => {
    await site.app.inject({
      url: '/bff/ads/samsung-galaxy-a15?display_currency=EUR',
      remoteAddress: '197.157.20.4',
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 10; itel A56)', 'x-forwarded-for': '1.2.3.4' },
    });
    const call = site.api.callsTo('/api/ads/samsung-galaxy-a15')[0];
    expect(call.headers['x-forwarded-for']).toBe('197.157.20.4');
    expect(call.headers['user-agent']).toBe('Mozilla/5.0 (Linux; Android 10; itel A56)');
    expect(call.url).toBe('/api/ads/samsung-galaxy-a15?display_currency=EUR');
  });

  it('answers a browser that has the same data with a 304 and no body, and sends new data in full', async () => {
    const first = await site.app.inject({
      url: '/bff/ads/samsung-galaxy-a15',
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    // Compressed or not, the same data has the same tag.
    const plain = await site.app.inject('/bff/ads/samsung-galaxy-a15');
    expect(plain.headers.etag).toBe(etag);

    const again = await site.app.inject({
      url: '/bff/ads/samsung-galaxy-a15',
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The answer the browser keeps is not empty: the 304 gives no length for it.
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.headers['content-encoding']).toBeUndefined();

    // Other data (another ad) is sent whole, whatever tag the browser names.
    const other = await site.app.inject({
      url: `/bff/ads/${ads[1].slug}`,
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it("answers 404 with the api's message in the visitor's language", async () => {
    const french = await site.app.inject('/bff/ads/nope');
    expect(french.statusCode).toBe(404);
    expect(french.json()).toEqual({ message: 'Annonce introuvable' });
    const english = await site.app.inject({ url: '/bff/ads/nope', headers: { 'accept-language': 'en' } });
    expect(english.json()).toEqual({ message: 'Ad not found' });
  });

  it('reads Accept-Language q-values as the api does', async () => {
    const weighted = await site.app.inject({
      url: '/bff/ads/nope',
      headers: { 'accept-language': 'en;q=0.5, fr;q=0.9' },
    });
    expect(weighted.json()).toEqual({ message: 'Annonce introuvable' });
    expect(site.api.callsTo('/api/ads/nope').at(-1)?.headers['accept-language']).toBe('fr');
  });
});

describe('aggregations with the api down', () => {
  it('answer 503 JSON with a message', async () => {
    const offline = await buildTestApp(await deadApiUrl(), site.dists);
    try {
      for (const url of ['/bff/home', '/bff/ads/samsung-galaxy-a15']) {
        const response = await offline.inject(url);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          message: 'Le service est momentanément indisponible. Veuillez réessayer.',
        });
      }
    } finally {
      await offline.close();
    }
  });

  it('answer 504 when the api is too slow', async () => {
    const slowApi = await startSlowApi();
    const slow = await buildTestApp(slowApi.url, site.dists, { API_TIMEOUT_MS: '100' });
    try {
      const response = await slow.inject({ url: '/bff/home', headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(504);
      expect(response.json()).toEqual({
        message: 'The service is taking too long to respond. Please try again.',
      });
    } finally {
      await slow.close();
      await slowApi.close();
    }
  });
});

/** An api that takes half a second for everything. */
async function startSlowApi() {
  const server = Fastify({ forceCloseConnections: true });
  server.get('/*', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    return {};
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => server.close() };
}
