import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreatePaymentHeadersSchema,
  CreatePaymentRequestSchema,
  CreatePaymentResponseSchema,
  ErrorResponseSchema,
  PaymentIdParamSchema,
  PaymentSchema,
  PromotionPlanListResponseSchema,
  TransactionListQuerySchema,
  TransactionListResponseSchema,
  TransactionReceiptSchema,
  WebhookParamsSchema,
  WebhookResponseSchema,
} from '@sokoni/contracts';
import { listActivePlans } from '../../payments/plans';

export interface PaymentRoutesOptions {
  /** Payment attempts one client may start per window. */
  createLimit: { max: number; timeWindow: number | string };
}

/** Promotion plans, payments, provider webhooks and the signed-in user's transactions. */
export const paymentRoutes: FastifyPluginAsyncTypebox<PaymentRoutesOptions> = async (app, options) => {
  const signedIn = { onRequest: app.authenticate };
  const unauthorised = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

  app.get(
    '/promotion-plans',
    {
      schema: {
        tags: ['payments'],
        summary: 'The active promotion plans, cheapest first, with the price in Congolese francs',
        response: { 200: PromotionPlanListResponseSchema },
      },
    },
    async (request) => ({ data: await listActivePlans(app.db, request.locale) }),
  );

  app.post(
    '/payments',
    {
      ...signedIn,
      config: { rateLimit: options.createLimit },
      schema: {
        tags: ['payments'],
        summary:
          'Pay for a promotion of one of your active ads. Idempotency-Key required: the same key and body ' +
          'return the first payment (200), resumed when it was left unfinished (never charged twice), the same ' +
          'key with another body is refused (409).',
        security: [{ bearer: [] }],
        headers: CreatePaymentHeadersSchema,
        body: CreatePaymentRequestSchema,
        response: {
          200: CreatePaymentResponseSchema,
          201: CreatePaymentResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
          ...unauthorised,
        },
      },
    },
    async (request, reply) => {
      const result = await app.payments.create(
        request.user!,
        request.body,
        request.headers['idempotency-key'],
        request.locale,
      );
      return reply.code(result.created ? 201 : 200).send(result.payment);
    },
  );

  app.get(
    '/payments/:id',
    {
      ...signedIn,
      schema: {
        tags: ['payments'],
        summary: 'One of your payments: its state, what to do next, and its events',
        security: [{ bearer: [] }],
        params: PaymentIdParamSchema,
        response: { 200: PaymentSchema, 404: ErrorResponseSchema, ...unauthorised },
      },
    },
    async (request) => app.payments.get(request.user!.id, request.params.id, request.locale),
  );

  app.get(
    '/transactions',
    {
      ...signedIn,
      schema: {
        tags: ['payments'],
        summary: 'Your transactions (every payment attempt), newest first',
        security: [{ bearer: [] }],
        querystring: TransactionListQuerySchema,
        response: { 200: TransactionListResponseSchema, 422: ErrorResponseSchema, ...unauthorised },
      },
    },
    async (request) => app.payments.listTransactions(request.user!.id, request.query.page ?? 1, request.locale),
  );

  app.get(
    '/transactions/:id',
    {
      ...signedIn,
      schema: {
        tags: ['payments'],
        summary: 'The receipt of one of your transactions',
        security: [{ bearer: [] }],
        params: PaymentIdParamSchema,
        response: { 200: TransactionReceiptSchema, 404: ErrorResponseSchema, ...unauthorised },
      },
    },
    async (request) => app.payments.receipt(request.user!.id, request.params.id, request.locale),
  );

  // Webhooks are verified over the exact bytes the provider signed: this scope keeps bodies raw.
  await app.register(async (scope) => {
    const webhooks = scope.withTypeProvider<TypeBoxTypeProvider>();
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhooks.post(
      '/payments/webhooks/:provider',
      {
        schema: {
          tags: ['payments'],
          summary:
            "A payment provider's callback: HMAC-signed raw body (sandbox: x-sandbox-signature), answered at " +
            'once, deduplicated by the provider event id, confirmed by a status query before anything is paid',
          params: WebhookParamsSchema,
          response: { 200: WebhookResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
        },
      },
      async (request) =>
        app.payments.receiveWebhook(
          request.params.provider,
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          request.headers,
        ),
    );
  });
};
