import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateReviewRequestSchema,
  ErrorResponseSchema,
  IdParamSchema,
  MessageResponseSchema,
  ReplyReviewRequestSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewSchema,
} from '@sokoni/contracts';
import { translate } from '../../i18n/messages';
import { createReview, listReviews, removeReview, replyToReview } from '../../reviews/reviews';

/** Reviews of sellers by buyers who talked with them about an ad; the seller answers once. */
export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = {
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
    422: ErrorResponseSchema,
  };

  app.get(
    '/users/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A seller's reviews, newest first, with the average rating",
        params: IdParamSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => listReviews(app.db, app.storage, request.params.id, request.query.page ?? 1),
  );

  app.post(
    '/users/:id/reviews',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary: 'Review a seller about an ad we talked about (once per ad)',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        body: CreateReviewRequestSchema,
        response: { 201: ReviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const review = await createReview(
        app.db,
        app.storage,
        request.user!.id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(review);
    },
  );

  app.post(
    '/reviews/:id/reply',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary: 'The reviewed seller answers a review (once)',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        body: ReplyReviewRequestSchema,
        response: { 200: ReviewSchema, ...errors },
      },
    },
    async (request) =>
      replyToReview(app.db, app.storage, request.user!.id, request.params.id, request.body.reply),
  );

  app.delete(
    '/admin/reviews/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['reviews'],
        summary: 'Remove a review (administrators)',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeReview(app.db, request.user!.id, request.params.id);
      return { message: translate(request.locale, 'reviews.removed') };
    },
  );
};
