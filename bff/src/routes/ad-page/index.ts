import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdPageResponseSchema,
  DisplayCurrencyQuerySchema,
  ErrorResponseSchema,
  Type,
  type Ad,
  type AdPageResponse,
} from '@sokoni/contracts';
import { inlineSchema } from '../../schema';

export const SIMILAR_ADS = 4;

/**
 * Characters of a description a card of the similar ads can show: two lines at most (none on a phone), some
 * 40 to 60 characters each at the widest card (three columns at 1023 px), so 140 leaves room to spare.
 */
export const CARD_DESCRIPTION_LENGTH = 140;

/** `text` cut at a word before `max` characters, with an ellipsis; as it is when shorter. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * A similar ad as its card draws it: the beginning of its description (the card clamps it to two lines), the
 * preview of its first photo only (the card shows that photo and counts the others; each preview is a small image
 * that compresses badly) and no second list of its photos' addresses (the card reads `media_urls` only for an ad
 * without uploaded photos). They are written into the ad page's HTML twice, as the cards and as the page's data:
 * full, they took the page past what the first round trip of a new connection carries. The ad's own page gives
 * it whole.
 */
export function asSimilarCard(ad: Ad): Ad {
  return {
    ...ad,
    description: ad.description === null ? null : cutText(ad.description, CARD_DESCRIPTION_LENGTH),
    images: ad.images.map((image, index) => {
      if (index === 0) return image;
      const { placeholder: _placeholder, ...rest } = image;
      return rest;
    }),
    media_urls: ad.images.length > 0 ? [] : ad.media_urls,
  };
}

/**
 * GET /bff/ads/{slug}: the ad (the api counts the view, so the visitor's address and user agent are passed
 * on), its seller card and similar ads of the same category, in one round trip.
 */
export const adPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bff/ads/:slug',
    {
      schema: {
        params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) }),
        querystring: DisplayCurrencyQuerySchema,
        response: {
          200: inlineSchema(AdPageResponseSchema),
          '4xx': inlineSchema(ErrorResponseSchema),
          '5xx': inlineSchema(ErrorResponseSchema),
        },
      },
    },
    async (request, reply) => {
      const displayCurrency = request.query.display_currency?.toUpperCase();
      reply.header('cache-control', 'private, no-cache');

      const ad = await app.api.call('getAd', {
        params: { idOrSlug: request.params.slug },
        request,
        query: { display_currency: displayCurrency },
      });
      const [seller, similar] = await Promise.all([
        app.api.call('getSellerCard', { params: { id: ad.user.id }, request }),
        app.api
          .call('listAds', {
            request,
            query: {
              category: ad.category.slug,
              per_page: SIMILAR_ADS + 1,
              display_currency: displayCurrency,
            },
          })
          .catch((error: unknown) => {
            // Similar ads are a nice-to-have: the page still works without them.
            request.log.warn({ err: error }, 'similar ads unavailable');
            return undefined;
          }),
      ]);

      // An ad that is not public reached this far only for its owner or an administrator: no cache keeps it.
      if (ad.status !== 'active') reply.header('cache-control', 'private, no-store');

      const page: AdPageResponse = {
        ad,
        seller,
        similar_ads: (similar?.data ?? [])
          .filter((other) => other.id !== ad.id)
          .slice(0, SIMILAR_ADS)
          .map(asSimilarCard),
      };
      return page;
    },
  );
};
