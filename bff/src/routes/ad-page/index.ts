import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdPageResponseSchema,
  DisplayCurrencyQuerySchema,
  ErrorResponseSchema,
  Type,
  type Ad,
  type AdListResponse,
  type AdPageResponse,
  type SellerCard,
} from '@sokoni/contracts';
import { inlineSchema } from '../../schema';

export const SIMILAR_ADS = 8;

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

      const ad = await app.api.get<Ad>(`/api/ads/${encodeURIComponent(request.params.slug)}`, {
        request,
        query: { display_currency: displayCurrency },
      });
      const [seller, similar] = await Promise.all([
        app.api.get<SellerCard>(`/api/users/${ad.user.id}`, { request }),
        app.api
          .get<AdListResponse>('/api/ads', {
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
        similar_ads: (similar?.data ?? []).filter((other) => other.id !== ad.id).slice(0, SIMILAR_ADS),
      };
      return page;
    },
  );
};
