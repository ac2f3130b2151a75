import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { translate } from '../../i18n/messages';
import { route } from '../../plugins/endpoints';
import { reportAd } from '../../reports/reports';

/** "Report this ad": kept in the `reports` table for the moderation queue. */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, 'reportAd', {
    handler: async (request, reply) => {
      const report = await reportAd(app.db, request.user!.id, request.params.idOrSlug, request.body);
      return reply.code(201).send({ message: translate(request.locale, 'reports.created'), report });
    },
  });
};
