import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminAdResponseSchema,
  AdminAdsQuerySchema,
  AdminAdsResponseSchema,
  AdminReasonBodySchema,
  ErrorResponseSchema,
  IdParamSchema,
  MessageResponseSchema,
  PendingAdsQuerySchema,
  PendingAdsResponseSchema,
} from '@sokoni/contracts';
import { translate } from '../../i18n/messages';
import { approveAd, deleteAdAsAdmin, listAllAds, listPendingAds, rejectAd } from '../../admin/moderation';
import { adminContext, adminOnly, refused, type AdminRoutesOptions } from './shared';

/** The review queue and every ad: approve, reject with a reason, delete with a reason; the owner is mailed. */
export const adminModerationRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (app, options) => {
  const guard = adminOnly(app);
  const context = adminContext(app, options);

  app.get(
    '/admin/ads/pending',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Pending ads, oldest first, with photos and the seller history',
        security: [{ bearer: [] }],
        querystring: PendingAdsQuerySchema,
        response: { 200: PendingAdsResponseSchema, ...refused },
      },
    },
    async (request) => listPendingAds(context(request), request.query),
  );

  app.get(
    '/admin/ads',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Every ad in any status, newest first; search by title, slug or id; filters',
        security: [{ bearer: [] }],
        querystring: AdminAdsQuerySchema,
        response: { 200: AdminAdsResponseSchema, ...refused },
      },
    },
    async (request) => listAllAds(context(request), request.query),
  );

  app.post(
    '/admin/ads/:id/approve',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending ad: it goes live and its owner is mailed',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        response: { 200: AdminAdResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, ...refused },
      },
    },
    async (request) => {
      const { ad, mail } = await approveAd(context(request), request.params.id);
      app.defer('ad approved mail', () => app.mailer.send(mail));
      return { message: translate(request.locale, 'admin.adApproved'), ad };
    },
  );

  app.post(
    '/admin/ads/:id/reject',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending ad with a reason the owner reads (mail and My Ads)',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        body: AdminReasonBodySchema,
        response: { 200: AdminAdResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 422: ErrorResponseSchema, ...refused },
      },
    },
    async (request) => {
      const { ad, mail } = await rejectAd(context(request), request.params.id, request.body.reason);
      app.defer('ad rejected mail', () => app.mailer.send(mail));
      return { message: translate(request.locale, 'admin.adRejected'), ad };
    },
  );

  app.delete(
    '/admin/ads/:id',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Delete any ad with a reason; its owner is mailed',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        body: AdminReasonBodySchema,
        response: { 200: MessageResponseSchema, 404: ErrorResponseSchema, 422: ErrorResponseSchema, ...refused },
      },
    },
    async (request) => {
      const mail = await deleteAdAsAdmin(context(request), request.params.id, request.body.reason);
      app.defer('ad deleted mail', () => app.mailer.send(mail));
      return { message: translate(request.locale, 'admin.adDeleted') };
    },
  );
};
