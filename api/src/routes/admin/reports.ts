import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminReportResolveSchema,
  AdminReportResponseSchema,
  AdminReportsQuerySchema,
  AdminReportsResponseSchema,
  ErrorResponseSchema,
  IdParamSchema,
} from '@sokoni/contracts';
import { translate, type MessageKey } from '../../i18n/messages';
import { listReports, resolveReport } from '../../admin/reports';
import { adminContext, adminOnly, refused, type AdminRoutesOptions } from './shared';

const resolvedMessage: Record<string, MessageKey> = {
  dismiss: 'admin.reportDismissed',
  remove_ad: 'admin.reportAdRemoved',
  suspend_user: 'admin.reportUserSuspended',
};

/** The reports queue: read what people reported, then dismiss, remove the ad or suspend its seller. */
export const adminReportRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (app, options) => {
  const guard = adminOnly(app);
  const context = adminContext(app, options);

  app.get(
    '/admin/reports',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Reports: open ones oldest first (the queue), or dismissed, actioned, all newest first',
        security: [{ bearer: [] }],
        querystring: AdminReportsQuerySchema,
        response: { 200: AdminReportsResponseSchema, ...refused },
      },
    },
    async (request) => listReports(app.db, request.query),
  );

  app.post(
    '/admin/reports/:id/resolve',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary:
          'Act on an open report: dismiss, remove the ad (owner mailed) or suspend the seller; audit-logged',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        body: AdminReportResolveSchema,
        response: {
          200: AdminReportResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      const { report, closed, mail } = await resolveReport(context(request), request.params.id, request.body);
      if (mail) app.defer('reported ad removed mail', () => app.mailer.send(mail));
      return { message: translate(request.locale, resolvedMessage[request.body.action]!), report, closed };
    },
  );
};
