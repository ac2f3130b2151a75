import { Type, type Static } from '@sinclair/typebox';
import { DateTimeString, IdInteger, Paginated } from './common';
import {
  CARD_CVC_PATTERN,
  CARD_EXPIRY_PATTERN,
  CARD_HOLDER_MAX_LENGTH,
  CARD_NUMBER_PATTERN,
  MAX_PAGE,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYPAL_EMAIL_MAX_LENGTH,
  PHONE_PATTERN,
} from './constants';
import { BoostTypeSchema, ConvertedPriceSchema } from './ads';

/**
 * Promotions and payments (docs/payments.md): plans, payments with their state machine and event log, the
 * user's transactions and receipts.
 * Amounts travel both as integer minor units (`amount_minor`) and as major units (`amount`) for display.
 */

export const PaymentMethodSchema = Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m)));

export const PaymentStatusSchema = Type.Union(PAYMENT_STATUSES.map((s) => Type.Literal(s)));

/** The append-only log of a payment (one row per thing that happened, never updated). */
export const PAYMENT_EVENT_TYPES = [
  'payment.created',
  'charge.requested',
  'charge.action_required',
  'charge.processing',
  'webhook.received',
  'status.checked',
  'charge.succeeded',
  'charge.failed',
  'charge.canceled',
  'charge.expired',
  'boost.applied',
  'receipt.queued',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/** DRC mobile money operators, recognised from the number's prefix. */
export const MOBILE_MONEY_OPERATORS = [
  'vodacom_mpesa',
  'airtel_money',
  'orange_money',
  'africell_money',
] as const;
export type MobileMoneyOperator = (typeof MOBILE_MONEY_OPERATORS)[number];
export const MobileMoneyOperatorSchema = Type.Union(MOBILE_MONEY_OPERATORS.map((o) => Type.Literal(o)));

/**
 * National mobile prefixes (the two digits after +243) of each operator. Numbers are 9 digits after +243.
 */
export const MOBILE_MONEY_PREFIXES: Record<MobileMoneyOperator, readonly string[]> = {
  vodacom_mpesa: ['81', '82', '83'],
  airtel_money: ['97', '98', '99'],
  orange_money: ['80', '84', '85', '89'],
  africell_money: ['90', '91'],
};

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** How long the customer has to confirm a mobile money prompt before the page stops waiting. */
export const MOBILE_MONEY_CONFIRM_SECONDS = 120;

export const IDEMPOTENCY_KEY_MIN_LENGTH = 8;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/**
 * Test rules of the sandbox provider: a card or mobile number ending 0000 succeeds and 1111 fails;
 * a PayPal email starting `success` succeeds and `fail` fails. Anything else is refused with a clear message.
 */
export const SANDBOX_TEST_RULES = {
  successSuffix: '0000',
  failureSuffix: '1111',
  paypalSuccessPrefix: 'success',
  paypalFailurePrefix: 'fail',
} as const;

export const PromotionPlanSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    description: Type.String(),
    /** Major units of `currency_code` (3 for 3.00 USD). */
    price: Type.Number({ minimum: 0 }),
    price_minor: Type.Integer({ minimum: 0 }),
    currency_code: Type.String(),
    /** The price in Congolese francs at today's rate, when the rate is known. */
    converted_price: Type.Union([ConvertedPriceSchema, Type.Null()]),
    duration_days: Type.Integer({ minimum: 1 }),
    features: Type.Array(Type.String()),
    boost_type: BoostTypeSchema,
    is_active: Type.Boolean(),
  },
  { $id: 'PromotionPlan' },
);
export type PromotionPlan = Static<typeof PromotionPlanSchema>;

/** GET /api/promotion-plans → the active plans, cheapest first. */
export const PromotionPlanListResponseSchema = Type.Object({ data: Type.Array(PromotionPlanSchema) });
export type PromotionPlanListResponse = Static<typeof PromotionPlanListResponseSchema>;

/** Header of POST /api/payments: one key per attempt; the same key and body return the first result. */
export const CreatePaymentHeadersSchema = Type.Object({
  'idempotency-key': Type.String({
    minLength: IDEMPOTENCY_KEY_MIN_LENGTH,
    maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
    pattern: '^[A-Za-z0-9_.:-]+$',
  }),
});

/**
 * POST /api/payments. The method's own fields are required for that method only: `phone` for mobile money,
 * `card_number`, `card_expiry` (MM/YY), `card_cvc` for a card, `paypal_email` for PayPal. Card numbers and CVCs
 * are never stored nor logged: only the brand and the last four digits are kept.
 */
export const CreatePaymentRequestSchema = Type.Object({
  ad_id: IdInteger(),
  plan_id: IdInteger(),
  method: PaymentMethodSchema,
  phone: Type.Optional(Type.String({ pattern: PHONE_PATTERN })),
  card_number: Type.Optional(Type.String({ pattern: CARD_NUMBER_PATTERN })),
  card_expiry: Type.Optional(Type.String({ pattern: CARD_EXPIRY_PATTERN })),
  card_cvc: Type.Optional(Type.String({ pattern: CARD_CVC_PATTERN })),
  card_holder: Type.Optional(Type.String({ maxLength: CARD_HOLDER_MAX_LENGTH })),
  paypal_email: Type.Optional(Type.String({ format: 'email', maxLength: PAYPAL_EMAIL_MAX_LENGTH })),
});
export type CreatePaymentRequest = Static<typeof CreatePaymentRequestSchema>;

export const PaymentIdParamSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** What the customer must do now; `none` once nothing is expected of them. */
export const PaymentNextActionSchema = Type.Union([
  Type.Object({
    type: Type.Literal('ussd_push'),
    operator: MobileMoneyOperatorSchema,
    /** Until when the page keeps waiting for the confirmation on the phone. */
    expires_at: DateTimeString,
  }),
  Type.Object({ type: Type.Literal('redirect'), url: Type.String() }),
  Type.Object({ type: Type.Literal('none') }),
]);

/** How the customer paid, safe to show: never a full card number. */
export const PaymentMethodDetailsSchema = Type.Object({
  operator: Type.Optional(MobileMoneyOperatorSchema),
  /** +243 number, for mobile money. */
  phone: Type.Optional(Type.String()),
  brand: Type.Optional(Type.Union(CARD_BRANDS.map((b) => Type.Literal(b)))),
  last4: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
});
export type PaymentMethodDetails = Static<typeof PaymentMethodDetailsSchema>;

export const PaymentEventSchema = Type.Object({
  type: Type.Union(PAYMENT_EVENT_TYPES.map((t) => Type.Literal(t))),
  status: PaymentStatusSchema,
  created_at: DateTimeString,
});

export const PaymentAdRefSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
});

export const PaymentPlanRefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  boost_type: BoostTypeSchema,
  duration_days: Type.Integer(),
});

export const PaymentSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    status: PaymentStatusSchema,
    method: PaymentMethodSchema,
    provider: Type.String(),
    method_details: PaymentMethodDetailsSchema,
    amount: Type.Number({ minimum: 0 }),
    amount_minor: Type.Integer({ minimum: 0 }),
    currency_code: Type.String(),
    plan: PaymentPlanRefSchema,
    ad: Type.Union([PaymentAdRefSchema, Type.Null()]),
    next_action: PaymentNextActionSchema,
    /** Why it failed, in the request's language. */
    failure_message: Type.Union([Type.String(), Type.Null()]),
    /** The transaction id (e.g. SKN-7K2M9QX4AB) once paid. */
    transaction_id: Type.Union([Type.String(), Type.Null()]),
    /** When the boost bought by this payment ends (after extension of a running boost). */
    boost_expires_at: Type.Union([DateTimeString, Type.Null()]),
    created_at: DateTimeString,
    updated_at: DateTimeString,
    events: Type.Array(PaymentEventSchema),
  },
  { $id: 'Payment' },
);
export type Payment = Static<typeof PaymentSchema>;

/** POST /api/payments → 201 on a new payment, 200 when the key was already used with the same body. */
export const CreatePaymentResponseSchema = PaymentSchema;

/** A line of the transaction history: every attempt, paid or not. */
export const TransactionSchema = Type.Object(
  {
    /** The payment's id (for the receipt). */
    id: Type.String({ format: 'uuid' }),
    transaction_id: Type.Union([Type.String(), Type.Null()]),
    date: DateTimeString,
    status: PaymentStatusSchema,
    method: PaymentMethodSchema,
    method_details: PaymentMethodDetailsSchema,
    amount: Type.Number({ minimum: 0 }),
    amount_minor: Type.Integer({ minimum: 0 }),
    currency_code: Type.String(),
    plan: PaymentPlanRefSchema,
    ad: Type.Union([PaymentAdRefSchema, Type.Null()]),
    boost_expires_at: Type.Union([DateTimeString, Type.Null()]),
    paid_at: Type.Union([DateTimeString, Type.Null()]),
  },
  { $id: 'Transaction' },
);
export type Transaction = Static<typeof TransactionSchema>;

export const TRANSACTIONS_PAGE_SIZE = 10;
export const TransactionListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
});
/** GET /api/transactions → the caller's own, newest first. */
export const TransactionListResponseSchema = Paginated(TransactionSchema);
export type TransactionListResponse = Static<typeof TransactionListResponseSchema>;
/** GET /api/transactions/{id} → the receipt. */
export const TransactionReceiptSchema = TransactionSchema;

/** POST /api/payments/webhooks/{provider} → 200 `{ received: true }` (also for a replay, which changes nothing). */
export const WebhookParamsSchema = Type.Object({ provider: Type.String({ pattern: '^[a-z0-9_-]{2,32}$' }) });
export const WebhookResponseSchema = Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() });

/** Body the sandbox provider posts to its webhook, signed with `x-sandbox-signature: sha256=<hex HMAC>`. */
export const SandboxWebhookPayloadSchema = Type.Object({
  event_id: Type.String(),
  provider_ref: Type.String(),
  merchant_ref: Type.String(),
  status: Type.Union([Type.Literal('succeeded'), Type.Literal('failed')]),
  amount_minor: Type.Integer(),
  currency: Type.String(),
});
export type SandboxWebhookPayload = Static<typeof SandboxWebhookPayloadSchema>;
