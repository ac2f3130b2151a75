import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdParamSchema,
  CreateReportRequestSchema,
  CreateReportResponseSchema,
  ErrorResponseSchema,
} from '@sokoni/contracts';
import { translate } from '../../i18n/messages';
import { reportAd } from '../../reports/reports';

/** "Report this ad": kept in the `reports` table for the moderation queue. */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/ads/:idOrSlug/reports',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['ads'],
        summary: 'Report an ad to the moderators (one open report per person and ad)',
        security: [{ bearer: [] }],
        params: AdParamSchema,
        body: CreateReportRequestSchema,
        response: {
          201: CreateReportResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const report = await reportAd(app.db, request.user!.id, request.params.idOrSlug, request.body);
      return reply.code(201).send({ message: translate(request.locale, 'reports.created'), report });
    },
  );
};
