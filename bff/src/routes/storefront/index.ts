import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponseSchema,
  StorefrontPageResponseSchema,
  StorefrontParamSchema,
  StorefrontQuerySchema,
  type Storefront,
  type StorefrontPageResponse,
} from '@sokoni/contracts';
import { inlineSchema } from '../../schema';

/**
 * GET /bff/businesses/{slug}: the storefront page in one round trip (profile and a page of its ads; the
 * rating summary joins here once reviews exist). The api's 404 for an unknown slug or a banned or deleted owner
 * passes through with its message.
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
      const storefront = await app.api.get<Storefront>(
        `/api/businesses/${encodeURIComponent(request.params.slug)}`,
        { request, query: { page: request.query.page, per_page: request.query.per_page } },
      );
      return { storefront };
    },
  );
};
