import { makeReview, makeStorefront } from './fixtures';
import { testSite } from './helper';

const site = testSite();

/** Reads what a link-preview crawler reads from a page's head. */
function head(html: string) {
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(
      html,
    )?.[1];
  return {
    titles: [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => match[1]),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]),
    ),
  };
}

describe('GET /bff/businesses/{slug}', () => {
  it('gives the storefront in one round trip, passing page, language and token on', async () => {
    const response = await site.app.inject({
      url: '/bff/businesses/kin-electro?page=2',
      headers: { 'accept-language': 'en', authorization: 'Bearer t0k' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ storefront: makeStorefront(), reviews: [4, 3, 2].map(makeReview) });
    expect(site.api.calls.map((call) => call.url)).toEqual([
      '/api/businesses/kin-electro?page=2',
      '/api/users/3/reviews',
    ]);
    expect(site.api.calls[0].headers['accept-language']).toBe('en');
    expect(site.api.calls[0].headers.authorization).toBe('Bearer t0k');
  });

  it('asks for no reviews when the owner has none', async () => {
    const response = await site.app.inject('/bff/businesses/no-logo');
    expect(response.statusCode).toBe(200);
    expect(response.json().reviews).toEqual([]);
    expect(response.json().storefront.user).toMatchObject({ rating: null, reviews_count: 0 });
    expect(site.api.callsTo('/api/users/4/reviews')).toHaveLength(0);
  });

  it("answers 404 with the api's message in the visitor's language", async () => {
    const french = await site.app.inject('/bff/businesses/nobody');
    expect(french.statusCode).toBe(404);
    expect(french.json()).toEqual({ message: 'Boutique introuvable' });
    const english = await site.app.inject({
      url: '/bff/businesses/nobody',
      headers: { 'accept-language': 'en' },
    });
    expect(english.json()).toEqual({ message: 'Business not found' });
  });
});

describe('storefront page metadata', () => {
  it('carries title, description, the logo as Open Graph image and a LocalBusiness JSON-LD', async () => {
    const response = await site.app.inject('/business/kin-electro');
    expect(response.statusCode).toBe(200);
    const page = head(response.body);
    expect(page.titles).toEqual(['Kin Électro | Sokoni']);
    expect(page.meta('description')).toBe('Téléphones et accessoires à Gombe');
    expect(page.meta('og:image')).toBe('https://sokoni.example/media/business/5/logo-abc-256.webp');
    expect(page.canonical).toBe('https://sokoni.example/business/kin-electro');
    expect(page.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Kin Électro',
        description: 'Téléphones et accessoires à Gombe',
        url: 'https://sokoni.example/business/kin-electro',
        logo: 'https://sokoni.example/media/business/5/logo-abc-256.webp',
        image: 'https://sokoni.example/media/business/5/logo-abc-256.webp',
        telephone: '+243812345678',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Avenue du Commerce 12, Gombe',
          addressCountry: 'CD',
        },
        sameAs: ['https://kin-electro.cd'],
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: 4.5,
          reviewCount: 4,
          bestRating: 5,
          worstRating: 1,
        },
      },
    ]);
    expect(site.api.callsTo('/api/businesses/kin-electro')[0].url).toBe(
      '/api/businesses/kin-electro?per_page=4',
    );
  });

  it('falls back to the first ad photo without a logo, and leaves out a rating no one gave', async () => {
    const noLogo = head((await site.app.inject('/business/no-logo')).body);
    expect(noLogo.meta('og:image')).toMatch(/^https:\/\/sokoni\.example\/media\/.+800/);
    expect(noLogo.jsonLd[0].logo).toBeUndefined();
    expect(noLogo.jsonLd[0].telephone).toBeUndefined();
    expect(noLogo.jsonLd[0].aggregateRating).toBeUndefined();
  });

  it('moves a former slug to the current storefront address for good (301), keeping the query', async () => {
    for (let round = 0; round < 2; round += 1) {
      const former = await site.app.inject('/business/kin-electro-old?lang=en');
      expect(former.statusCode).toBe(301);
      expect(former.headers.location).toBe('/business/kin-electro?lang=en');
    }
    const current = await site.app.inject('/business/kin-electro');
    expect(current.statusCode).toBe(200);
  });
});
