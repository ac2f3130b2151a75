import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponseSchema,
  StorefrontPageResponseSchema,
  StorefrontParamSchema,
  StorefrontQuerySchema,
  STOREFRONT_REVIEWS,
  type ReviewList,
  type StorefrontPageResponse,
} from '@sokoni/contracts';
import { inlineSchema } from '../../schema';

/**
 * GET /bff/businesses/{slug}: the storefront page in one round trip: profile, a page of its ads, the owner's
 * rating (on `storefront.user`) and, when there are reviews, the newest few. The api's 404 for an unknown slug
 * or a banned or deleted owner passes through with its message; reviews that cannot be read cost only the
 * reviews, never the storefront.
 */
export const storefrontRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bff/businesses/:slug',
    {
      schema: {
        params: StorefrontParamSchema,
        querystring: StorefrontQuerySchema,
        response: {
          200: inlineSchema(StorefrontPageResponseSchema),
          '4xx': inlineSchema(ErrorResponseSchema),
          '5xx': inlineSchema(ErrorResponseSchema),
        },
      },
    },
    async (request, reply): Promise<StorefrontPageResponse> => {
      reply.header('cache-control', 'private, no-cache');
      const storefront = await app.api.call('getStorefront', {
        params: { slug: request.params.slug },
        request,
        query: { page: request.query.page, per_page: request.query.per_page },
      });
      let reviews: ReviewList['data'] = [];
      if (storefront.user.reviews_count > 0) {
        try {
          const list = await app.api.call('listSellerReviews', {
            params: { id: storefront.user.id },
            request,
          });
          reviews = list.data.slice(0, STOREFRONT_REVIEWS);
        } catch (error) {
          request.log.warn({ err: error }, 'storefront reviews unavailable');
        }
      }
      return { storefront, reviews };
    },
  );
};
