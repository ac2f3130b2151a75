import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { translate } from '../../i18n/messages';
import { route } from '../../plugins/endpoints';
import { sendContactMessage, siteStats } from '../../site/site';

export interface SiteRoutesOptions {
  /** Contact messages allowed per client IP and window. */
  contactRateLimit: { max: number; timeWindow: number | string };
  /** Where contact mail goes when the settings hold no admin address. */
  fallbackAdminEmail?: string;
}

export const siteRoutes: FastifyPluginAsyncTypebox<SiteRoutesOptions> = async (app, options) => {
  route(app, 'getSiteStats', { handler: async () => siteStats(app.db) });

  route(app, 'sendContactMessage', {
    config: { rateLimit: options.contactRateLimit },
    handler: async (request, reply) => {
      await sendContactMessage(
        { db: app.db, mailer: app.mailer, log: request.log },
        request.body,
        request.locale,
        options.fallbackAdminEmail,
      );
      return reply.code(201).send({ message: translate(request.locale, 'contact.sent') });
    },
  });
};
