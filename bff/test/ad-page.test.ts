// GET /bff/ads/{slug}: the similar ads come as their cards draw them, so the ad page's HTML stays within the
// first round trip.
import type { Ad } from '@sokoni/contracts';
import { CARD_DESCRIPTION_LENGTH, SIMILAR_ADS, cutText } from '../src/routes/ad-page';
import { makeAd, seller, settings } from './fixtures';
import { testSiteOver } from './helper';

const LONG =
  "Toutes les fonctions marchent parfaitement. Vendu avec chargeur d'origine et coque de protection. Échange " +
  'possible contre un autre modèle avec complément. Débloqué, fonctionne avec Vodacom, Airtel, Orange et ' +
  'Africell. Paiement cash ou par mobile money.';

const theAd = makeAd(1, {
  slug: 'iphone-14',
  description: LONG,
  media_urls: ['/media/ads/1/photo-400.webp'],
});
const withPhotos = makeAd(2, {
  description: LONG,
  images: [0, 1, 2].map((position) => ({
    ...makeAd(2).images[0],
    id: 20 + position,
    position,
    placeholder: `data:image/webp;base64,UklGRnIAAABXRUJQ${position}`,
  })),
  media_urls: ['/media/ads/2/a-400.webp', '/media/ads/2/b-400.webp', '/media/ads/2/c-400.webp'],
});
const linkedPhotosOnly = makeAd(3, { images: [], media_urls: ['https://photos.example/3.jpg'] });
const noDescription = makeAd(4, { description: null });
const short = makeAd(5, { description: 'Bon état, peu servi.' });
const oneTooMany = makeAd(6);
const listed: Ad[] = [theAd, withPhotos, linkedPhotosOnly, noDescription, short, oneTooMany];

const listQueries: Record<string, string>[] = [];

const site = testSiteOver((api) => {
  api.get('/api/settings', async () => settings);
  api.get('/api/ads/iphone-14', async () => theAd);
  api.get('/api/users/7', async () => seller);
  api.get<{ Querystring: Record<string, string> }>('/api/ads', async (request) => {
    listQueries.push(request.query);
    const perPage = Number(request.query.per_page);
    return {
      data: listed.slice(0, perPage),
      current_page: 1,
      last_page: 1,
      per_page: perPage,
      total: listed.length,
    };
  });
});

describe('GET /bff/ads/:slug, similar ads', () => {
  it(`gives at most ${SIMILAR_ADS} of the same category, without the ad itself`, async () => {
    const response = await site.app.inject('/bff/ads/iphone-14');
    expect(response.statusCode).toBe(200);
    expect(response.json().similar_ads.map((ad: Ad) => ad.id)).toEqual([2, 3, 4, 5]);
    expect(listQueries.at(-1)).toEqual({ category: 'mobile-phones', per_page: String(SIMILAR_ADS + 1) });
  });

  it('gives each as its card draws it: the beginning of the description, the photos once', async () => {
    const page = (await site.app.inject('/bff/ads/iphone-14')).json();
    const [photos, linked, none, brief] = page.similar_ads as Ad[];

    expect(photos.description).toBe(cutText(LONG, CARD_DESCRIPTION_LENGTH));
    expect(photos.description!.length).toBeLessThanOrEqual(CARD_DESCRIPTION_LENGTH + 1);
    expect(photos.description!.endsWith('…')).toBe(true);
    expect(LONG.startsWith(photos.description!.slice(0, -1))).toBe(true);
    // Every photo is still there (the card counts them), the first with its preview (the card draws it), the others
    // without theirs; their addresses are not given twice.
    expect(photos.images).toEqual(
      withPhotos.images.map((image, index) => {
        if (index === 0) return image;
        const { placeholder: _placeholder, ...rest } = image;
        return rest;
      }),
    );
    expect(photos.images[0].placeholder).toBe(withPhotos.images[0].placeholder);
    expect(photos.media_urls).toEqual([]);
    // An ad whose only photos are links keeps them: they are what its card shows.
    expect(linked.media_urls).toEqual(['https://photos.example/3.jpg']);
    expect(none.description).toBeNull();
    expect(brief.description).toBe('Bon état, peu servi.');
    // Everything else a card reads is unchanged.
    const { description: _d, media_urls: _m, images: _i, ...rest } = photos;
    const { description: _od, media_urls: _om, images: _oi, ...original } = withPhotos;
    expect(rest).toEqual(original);
  });

  it('gives the ad itself whole', async () => {
    const page = (await site.app.inject('/bff/ads/iphone-14')).json();
    expect(page.ad).toEqual(theAd);
  });
});

describe('cutText', () => {
  it('leaves a text that fits as it is', () => {
    expect(cutText('Bon état', 140)).toBe('Bon état');
    expect(cutText('x'.repeat(140), 140)).toBe('x'.repeat(140));
  });

  it('cuts at the last word that fits, with an ellipsis', () => {
    expect(cutText('Vendu avec chargeur et coque', 20)).toBe('Vendu avec chargeur…');
    expect(cutText('Vendu avec chargeur, et coque', 21)).toBe('Vendu avec chargeur,…');
  });

  it('cuts a long unbroken word where it must', () => {
    expect(cutText(`Réf ${'A'.repeat(50)}`, 20)).toBe(`Réf ${'A'.repeat(16)}…`);
  });
});
