import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { translate } from '../../i18n/messages';
import { approveAd, deleteAdAsAdmin, listAllAds, listPendingAds, rejectAd } from '../../admin/moderation';
import { route } from '../../plugins/endpoints';
import { adminContext, type AdminRoutesOptions } from './shared';

/** The review queue and every ad: approve, reject with a reason, delete with a reason; the owner is mailed. */
export const adminModerationRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (app, options) => {
  const context = adminContext(app, options);

  route(app, 'listPendingAds', {
    handler: async (request) => listPendingAds(context(request), request.query),
  });

  route(app, 'listAdminAds', {
    handler: async (request) => listAllAds(context(request), request.query),
  });

  route(app, 'approveAd', {
    handler: async (request) => {
      const { ad, mail } = await approveAd(context(request), request.params.id);
      app.defer('ad approved mail', () => app.mailer.send(mail));
      return { message: translate(request.locale, 'admin.adApproved'), ad };
    },
  });

  route(app, 'rejectAd', {
    handler: async (request) => {
      const { ad, mail } = await rejectAd(context(request), request.params.id, request.body.reason);
      app.defer('ad rejected mail', () => app.mailer.send(mail));
      return { message: translate(request.locale, 'admin.adRejected'), ad };
    },
  });

  route(app, 'removeAd', {
    handler: async (request) => {
      const mail = await deleteAdAsAdmin(context(request), request.params.id, request.body.reason);
      app.defer('ad deleted mail', () => app.mailer.send(mail));
      return { message: translate(request.locale, 'admin.adDeleted') };
    },
  });
};
