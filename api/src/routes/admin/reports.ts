import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { translate, type MessageKey } from '../../i18n/messages';
import { listReports, resolveReport } from '../../admin/reports';
import { route } from '../../plugins/endpoints';
import { adminContext, type AdminRoutesOptions } from './shared';

const resolvedMessage: Record<string, MessageKey> = {
  dismiss: 'admin.reportDismissed',
  remove_ad: 'admin.reportAdRemoved',
  suspend_user: 'admin.reportUserSuspended',
};

/** The reports queue: read what people reported, then dismiss, remove the ad or suspend its seller. */
export const adminReportRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (app, options) => {
  const context = adminContext(app, options);

  route(app, 'listReports', {
    handler: async (request) => listReports(app.db, request.query),
  });

  route(app, 'resolveReport', {
    handler: async (request) => {
      const { report, closed, mail } = await resolveReport(context(request), request.params.id, request.body);
      if (mail) app.defer('reported ad removed mail', () => app.mailer.send(mail));
      return {
        message: translate(request.locale, resolvedMessage[request.body.action]!, { closed }),
        report,
        closed,
      };
    },
  });
};
