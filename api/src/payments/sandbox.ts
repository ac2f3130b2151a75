import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { PAYMENT_METHODS, SANDBOX_TEST_RULES, type SandboxWebhookPayload } from '@sokoni/contracts';
import type {
  InitiateInput,
  InitiateResult,
  ParsedWebhook,
  PaymentProvider,
  PaymentSubject,
  ProviderCharge,
  ProviderStatusResult,
} from './provider';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

/** One charge the sandbox accepted: the merchant reference it was created with and the reference it gave. */
export interface SandboxCharge {
  merchantRef: string;
  providerRef: string;
  createdAt: Date;
}

/**
 * The sandbox's own side of the ledger, as a real provider keeps its charges: one charge per merchant
 * reference, found again by it.
 */
export interface SandboxLedger {
  /** Keeps the charge unless one exists for its merchant reference; returns the one kept (the first). */
  record(charge: SandboxCharge): Promise<SandboxCharge>;
  find(merchantRef: string): Promise<SandboxCharge | null>;
}

/** A ledger in this process's memory (a sandbox on its own, in tests). */
export function memoryLedger(): SandboxLedger {
  const charges = new Map<string, SandboxCharge>();
  return {
    async record(charge) {
      const kept = charges.get(charge.merchantRef);
      if (kept) return kept;
      charges.set(charge.merchantRef, charge);
      return charge;
    },
    async find(merchantRef) {
      return charges.get(merchantRef) ?? null;
    },
  };
}

/**
 * The ledger in the `sandbox_charges` table: shared by every api instance and kept across restarts, like the
 * provider's side of a real integration, so a payment whose reference was never stored is found from any
 * instance after a crash.
 */
export function databaseLedger(db: Kysely<Database>): SandboxLedger {
  type Row = { merchant_ref: string; provider_ref: string; created_at: Date | string };
  const toCharge = (row: Row): SandboxCharge => ({
    merchantRef: row.merchant_ref,
    providerRef: row.provider_ref,
    createdAt: new Date(row.created_at),
  });
  const find = async (merchantRef: string) => {
    const { rows } = await sql<Row>`
      SELECT merchant_ref, provider_ref, created_at FROM sandbox_charges WHERE merchant_ref = ${merchantRef}
    `.execute(db);
    return rows[0] ? toCharge(rows[0]) : null;
  };
  return {
    async record(charge) {
      await sql`
        INSERT INTO sandbox_charges (merchant_ref, provider_ref, created_at)
        VALUES (${charge.merchantRef}, ${charge.providerRef}, ${charge.createdAt})
        ON CONFLICT (merchant_ref) DO NOTHING
      `.execute(db);
      return (await find(charge.merchantRef)) ?? charge;
    },
    find,
  };
}

export interface SandboxOptions {
  /** HMAC key of its webhooks (PAYMENT_WEBHOOK_SECRET_SANDBOX). */
  webhookSecret: string;
  /** How long the "customer" takes to confirm a mobile money prompt; null: never (the prompt is ignored). */
  webhookDelayMs: number | null;
  /** Sends a signed webhook to the api (the payments plugin posts it to its own route). */
  deliver?: (webhook: SignedWebhook) => Promise<void>;
  /** How long the page waits for the confirmation on the phone. */
  confirmWindowMs: number;
  /** Where it keeps the charges it accepted (one per merchant reference); in memory when absent. */
  ledger?: SandboxLedger;
}

type Outcome = 's' | 'f';

/**
 * A provider with the sandbox test rules (docs/payments.md#sandbox-test-rules) that behaves like the real ones: a
 * card answers at once, PayPal stands in for the redirect and the return, mobile money answers "waiting for the
 * customer" and calls the signed webhook a few seconds later. The reference carries the outcome and the moment the
 * customer "confirms", so status queries give the same answer on every instance and after a restart. Like a real
 * provider it deduplicates on the merchant reference (our payment id): a second `initiate` for the same payment
 * returns the first charge, sends no second prompt nor webhook, and `findByMerchantRef` finds it again.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER;
  /** The last webhooks sent (newest last), so a test can replay one. */
  readonly sent: SignedWebhook[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly ledger: SandboxLedger;

  constructor(private readonly options: SandboxOptions) {
    this.ledger = options.ledger ?? memoryLedger();
  }

  capabilities() {
    return { methods: PAYMENT_METHODS, currencies: ['USD', 'CDF'], refunds: true, signedWebhooks: true };
  }

  private outcomeOf(subject: PaymentSubject): Outcome | null {
    const { successSuffix, failureSuffix, paypalSuccessPrefix, paypalFailurePrefix } = SANDBOX_TEST_RULES;
    if (subject.method === 'paypal') {
      const email = subject.paypalEmail ?? '';
      if (email.startsWith(paypalSuccessPrefix)) return 's';
      if (email.startsWith(paypalFailurePrefix)) return 'f';
      return null;
    }
    const digits = subject.method === 'card' ? (subject.cardNumber ?? '') : (subject.phone ?? '');
    if (digits.endsWith(successSuffix)) return 's';
    if (digits.endsWith(failureSuffix)) return 'f';
    return null;
  }

  checkSubject(subject: PaymentSubject) {
    if (this.outcomeOf(subject)) return null;
    if (subject.method === 'paypal')
      return { field: 'paypal_email', messageKey: 'payments.sandboxEmail' as const };
    return {
      field: subject.method === 'card' ? 'card_number' : 'phone',
      messageKey: 'payments.sandboxNumber' as const,
    };
  }

  async initiate(input: InitiateInput): Promise<InitiateResult> {
    const outcome = this.outcomeOf(input.subject);
    if (!outcome) throw new Error('sandbox: details outside the test rules');
    const { subject, now } = input;
    let candidate: string;
    if (subject.method === 'mobile_money') {
      const delay = this.options.webhookDelayMs;
      const confirmAt = delay === null ? 'never' : String(now.getTime() + delay);
      candidate = `sbx_mm_${outcome}_${confirmAt}_${input.paymentId}`;
    } else {
      candidate = `sbx_${subject.method === 'card' ? 'card' : 'pp'}_${outcome}_0_${input.paymentId}`;
    }
    const charge = await this.ledger.record({
      merchantRef: input.paymentId,
      providerRef: candidate,
      createdAt: now,
    });
    const providerRef = charge.providerRef;
    const first = providerRef === candidate;
    if (providerRef.startsWith('sbx_mm_')) {
      const delay = this.options.webhookDelayMs;
      // The prompt and its webhook go out once, with the first call only.
      if (first && delay !== null) this.scheduleWebhook(providerRef, input, delay);
      return {
        providerRef,
        status: 'requires_action',
        nextAction: {
          type: 'ussd_push',
          operator: subject.operator!,
          expires_at: new Date(charge.createdAt.getTime() + this.options.confirmWindowMs).toISOString(),
        },
      };
    }
    return {
      providerRef,
      status: 'processing',
      nextAction: { type: 'none' },
      passedThrough: providerRef.startsWith('sbx_pp_') ? ['requires_action'] : undefined,
    };
  }

  async findByMerchantRef(merchantRef: string, now: Date): Promise<ProviderCharge | null> {
    const charge = await this.ledger.find(merchantRef);
    if (!charge) return null;
    return { providerRef: charge.providerRef, ...(await this.getStatus(charge.providerRef, now)) };
  }

  async getStatus(providerRef: string, now: Date): Promise<ProviderStatusResult> {
    const [, , outcome, confirmAt] = providerRef.split('_');
    if (confirmAt === 'never' || now.getTime() < Number(confirmAt)) return { status: 'pending' };
    return outcome === 's' ? { status: 'succeeded' } : { status: 'failed', failureCode: 'declined' };
  }

  private sign(body: string): string {
    return `sha256=${createHmac('sha256', this.options.webhookSecret).update(body).digest('hex')}`;
  }

  /** The webhook the sandbox sends for a reference (exposed so tests can forge or replay one). */
  webhookFor(
    providerRef: string,
    input: Pick<InitiateInput, 'paymentId' | 'amountMinor' | 'currency'>,
  ): SignedWebhook {
    const outcome = providerRef.split('_')[2];
    const payload: SandboxWebhookPayload = {
      event_id: `evt_${randomBytes(12).toString('hex')}`,
      provider_ref: providerRef,
      merchant_ref: input.paymentId,
      status: outcome === 's' ? 'succeeded' : 'failed',
      amount_minor: input.amountMinor,
      currency: input.currency,
    };
    const body = JSON.stringify(payload);
    return {
      body,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: this.sign(body) },
    };
  }

  private scheduleWebhook(providerRef: string, input: InitiateInput, delay: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const webhook = this.webhookFor(providerRef, input);
      this.sent.push(webhook);
      if (this.sent.length > 20) this.sent.shift();
      void this.options.deliver?.(webhook);
    }, delay + 5);
    timer.unref();
    this.timers.add(timer);
  }

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean {
    const given = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof given !== 'string') return false;
    const expected = Buffer.from(this.sign(rawBody.toString('utf8')));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  parseWebhook(rawBody: Buffer): ParsedWebhook {
    const payload = JSON.parse(rawBody.toString('utf8')) as SandboxWebhookPayload;
    if (typeof payload.event_id !== 'string' || typeof payload.provider_ref !== 'string')
      throw new Error('sandbox webhook without event_id or provider_ref');
    return {
      eventId: payload.event_id,
      providerRef: payload.provider_ref,
      merchantRef: payload.merchant_ref,
      status: payload.status === 'succeeded' ? 'succeeded' : 'failed',
      amountMinor: payload.amount_minor,
      currency: payload.currency,
    };
  }

  async refund(): Promise<{ status: 'refunded' }> {
    return { status: 'refunded' };
  }

  /** Forgets webhooks not yet sent (the app is closing). */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
