import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { route } from '../../plugins/endpoints';
import { sellerCard } from '../../users/seller-card';

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, 'getSellerCard', {
    handler: async (request) =>
      sellerCard(app.db, app.storage, request.params.id, async () => (await app.loadSession(request))?.user),
  });
};
