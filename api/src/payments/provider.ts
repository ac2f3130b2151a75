import type { MobileMoneyOperator, PaymentMethod, PaymentStatus } from '@sokoni/contracts';
import type { MessageKey } from '../i18n/messages';

/**
 * One interface for every payment provider (docs/payments.md#providers): initiate, authoritative status, webhook
 * verification and parsing, refund. Our payment id travels as the merchant reference so a callback can always
 * be matched, and a provider answer is never trusted to mark a payment paid without a status query.
 */

/** What the customer gave, after validation. Card numbers stay in memory for the call and are never stored. */
export interface PaymentSubject {
  method: PaymentMethod;
  /** +243 number (mobile money). */
  phone?: string;
  operator?: MobileMoneyOperator;
  /** Digits only (card); forwarded to the provider, never stored nor logged. */
  cardNumber?: string;
  paypalEmail?: string;
}

export interface InitiateInput {
  paymentId: string;
  amountMinor: number;
  currency: string;
  subject: PaymentSubject;
  now: Date;
}

export type NextAction =
  | { type: 'ussd_push'; operator: MobileMoneyOperator; expires_at: string }
  | { type: 'redirect'; url: string }
  | { type: 'none' };

export interface InitiateResult {
  providerRef: string;
  /** Where the payment stands after the call: waiting for the customer, or in the provider's hands. */
  status: Extract<PaymentStatus, 'requires_action' | 'processing'>;
  nextAction: NextAction;
  /**
   * States the provider went through during the call, before `status` (the sandbox's PayPal stands in for the
   * redirect and the return at once: requires_action, then processing).
   */
  passedThrough?: Array<Extract<PaymentStatus, 'requires_action'>>;
}

/** The provider's authoritative view; `pending` means it still waits for the customer. */
export type ProviderStatus = 'pending' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'expired';

export interface ProviderStatusResult {
  status: ProviderStatus;
  /** A short code kept on the payment when it fails (e.g. `declined`). */
  failureCode?: string;
}

/** A charge the provider holds, found by the merchant reference it was created with. */
export interface ProviderCharge extends ProviderStatusResult {
  providerRef: string;
}

export interface ParsedWebhook {
  eventId: string;
  providerRef: string;
  /** Our payment id as the provider echoes it. */
  merchantRef: string;
  status: ProviderStatus;
  amountMinor: number;
  currency: string;
}

export interface ProviderCapabilities {
  methods: readonly PaymentMethod[];
  currencies: readonly string[];
  refunds: boolean;
  signedWebhooks: boolean;
}

export interface PaymentProvider {
  readonly name: string;
  capabilities(): ProviderCapabilities;
  /**
   * Refuses details the provider cannot take before anything is written (the sandbox's test rules): the field
   * and the message to show, or null.
   */
  checkSubject(subject: PaymentSubject): { field: string; messageKey: MessageKey } | null;
  /**
   * Starts the charge, with our payment id as the merchant reference (the provider's idempotency key). A second
   * call with the same payment id returns the first charge instead of starting another one (real providers
   * deduplicate on it: Stripe `Idempotency-Key`, `PayPal-Request-Id`, Airtel `transaction.id`); only a retry
   * of a payment left without its reference makes that second call. Never retried automatically otherwise.
   */
  initiate(input: InitiateInput): Promise<InitiateResult>;
  getStatus(providerRef: string, now: Date): Promise<ProviderStatusResult>;
  /**
   * The charge created with this merchant reference (our payment id) and where it stands, or null when the
   * provider never accepted one (M-Pesa `queryTransactionStatus` by ThirdPartyConversationID, Airtel enquiry
   * by `transaction.id`, MaxiCash by Reference). How a payment whose reference was never stored is recovered.
   */
  findByMerchantRef(merchantRef: string, now: Date): Promise<ProviderCharge | null>;
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  parseWebhook(rawBody: Buffer): ParsedWebhook;
  refund(
    providerRef: string,
    amountMinor: number,
    idempotencyKey: string,
  ): Promise<{ status: 'refunded' | 'unsupported' }>;
}
