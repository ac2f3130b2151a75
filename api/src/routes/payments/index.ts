import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listActivePlans } from '../../payments/plans';
import { route } from '../../plugins/endpoints';

export interface PaymentRoutesOptions {
  /** Payment attempts one client may start per window. */
  createLimit: { max: number; timeWindow: number | string };
}

/** Promotion plans, payments, provider webhooks and the signed-in user's transactions. */
export const paymentRoutes: FastifyPluginAsyncTypebox<PaymentRoutesOptions> = async (app, options) => {
  route(app, 'listPromotionPlans', {
    handler: async (request) => ({ data: await listActivePlans(app.db, request.locale) }),
  });

  route(app, 'createPayment', {
    config: { rateLimit: options.createLimit },
    handler: async (request, reply) => {
      const result = await app.payments.create(
        request.user!,
        request.body,
        request.headers['idempotency-key'],
        request.locale,
      );
      return reply.code(result.created ? 201 : 200).send(result.payment);
    },
  });

  route(app, 'getPayment', {
    handler: async (request) => app.payments.get(request.user!.id, request.params.id, request.locale),
  });

  route(app, 'listTransactions', {
    handler: async (request) =>
      app.payments.listTransactions(request.user!.id, request.query.page ?? 1, request.locale),
  });

  route(app, 'getTransaction', {
    handler: async (request) => app.payments.receipt(request.user!.id, request.params.id, request.locale),
  });

  // Webhooks are verified over the exact bytes the provider signed: this scope keeps bodies raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(scope, 'paymentWebhook', {
      handler: async (request) =>
        app.payments.receiveWebhook(
          request.params.provider,
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          request.headers,
        ),
    });
  });
};
