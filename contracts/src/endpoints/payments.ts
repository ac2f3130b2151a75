import { ErrorResponseSchema } from '../common';
import {
  CreatePaymentHeadersSchema,
  CreatePaymentRequestSchema,
  CreatePaymentResponseSchema,
  PaymentIdParamSchema,
  PaymentSchema,
  PromotionPlanListResponseSchema,
  TransactionListQuerySchema,
  TransactionListResponseSchema,
  TransactionReceiptSchema,
  WebhookParamsSchema,
  WebhookResponseSchema,
} from '../payments';
import { endpoint } from './endpoint';

const tags = ['payments'] as const;
const unauthorised = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** Promotion plans, payments, provider webhooks and the signed-in user's transactions. */
export const paymentEndpoints = {
  listPromotionPlans: endpoint('listPromotionPlans', {
    tags,
    summary: 'The active promotion plans, cheapest first, with the price in Congolese francs',
    responses: { 200: PromotionPlanListResponseSchema },
  }),
  createPayment: endpoint('createPayment', {
    tags,
    summary:
      'Pay for a promotion of one of your active ads. Idempotency-Key required: the same key and body ' +
      'return the first payment (200), resumed when it was left unfinished (never charged twice), the same ' +
      'key with another body is refused (409).',
    headers: CreatePaymentHeadersSchema,
    body: CreatePaymentRequestSchema,
    responses: {
      200: CreatePaymentResponseSchema,
      201: CreatePaymentResponseSchema,
      404: ErrorResponseSchema,
      409: ErrorResponseSchema,
      422: ErrorResponseSchema,
      429: ErrorResponseSchema,
      ...unauthorised,
    },
  }),
  getPayment: endpoint('getPayment', {
    tags,
    summary: 'One of your payments: its state, what to do next, and its events',
    params: PaymentIdParamSchema,
    responses: { 200: PaymentSchema, 404: ErrorResponseSchema, ...unauthorised },
  }),
  listTransactions: endpoint('listTransactions', {
    tags,
    summary: 'Your transactions (every payment attempt), newest first',
    query: TransactionListQuerySchema,
    responses: { 200: TransactionListResponseSchema, 422: ErrorResponseSchema, ...unauthorised },
  }),
  getTransaction: endpoint('getTransaction', {
    tags,
    summary: 'The receipt of one of your transactions',
    params: PaymentIdParamSchema,
    responses: { 200: TransactionReceiptSchema, 404: ErrorResponseSchema, ...unauthorised },
  }),
  paymentWebhook: endpoint('paymentWebhook', {
    tags,
    summary:
      "A payment provider's callback: HMAC-signed raw body (sandbox: x-sandbox-signature), answered at " +
      'once, deduplicated by the provider event id, confirmed by a status query before anything is paid',
    description:
      'Public: the provider signs the exact bytes it posts, and the signature is checked over the raw body ' +
      '(any content type), never over a parsed one.',
    params: WebhookParamsSchema,
    responses: { 200: WebhookResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
  }),
};
