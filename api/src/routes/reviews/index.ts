import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { translate } from '../../i18n/messages';
import { route } from '../../plugins/endpoints';
import { createReview, listReviews, removeReview, replyToReview } from '../../reviews/reviews';

/** Reviews of sellers by buyers who talked with them about an ad; the seller answers once. */
export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, 'listSellerReviews', {
    handler: async (request) => listReviews(app.db, app.storage, request.params.id, request.query.page ?? 1),
  });

  route(app, 'createReview', {
    handler: async (request, reply) => {
      const review = await createReview(
        app.db,
        app.storage,
        request.user!.id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(review);
    },
  });

  route(app, 'replyToReview', {
    handler: async (request) =>
      replyToReview(app.db, app.storage, request.user!.id, request.params.id, request.body.reply),
  });

  route(app, 'removeReview', {
    handler: async (request) => {
      await removeReview(app.db, request.user!.id, request.params.id);
      return { message: translate(request.locale, 'reviews.removed') };
    },
  });
};
