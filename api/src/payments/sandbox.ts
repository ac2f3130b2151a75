import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAYMENT_METHODS, SANDBOX_TEST_RULES, type SandboxWebhookPayload } from '@sokoni/contracts';
import type {
  InitiateInput,
  InitiateResult,
  ParsedWebhook,
  PaymentProvider,
  PaymentSubject,
  ProviderStatusResult,
} from './provider';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
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
}

type Outcome = 's' | 'f';

/**
 * A provider with the spec's test rules (§5) that behaves like the real ones: a card answers at once, PayPal
 * stands in for the redirect and the return, mobile money answers "waiting for the customer" and calls the
 * signed webhook a few seconds later. It keeps no state: the reference carries the outcome and the moment the
 * customer "confirms", so status queries give the same answer on every instance and after a restart.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER;
  /** The last webhooks sent (newest last), so a test can replay one. */
  readonly sent: SignedWebhook[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: SandboxOptions) {}

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
    if (subject.method === 'mobile_money') {
      const delay = this.options.webhookDelayMs;
      const confirmAt = delay === null ? 'never' : String(now.getTime() + delay);
      const providerRef = `sbx_mm_${outcome}_${confirmAt}_${input.paymentId}`;
      if (delay !== null) this.scheduleWebhook(providerRef, input, delay);
      return {
        providerRef,
        status: 'requires_action',
        nextAction: {
          type: 'ussd_push',
          operator: subject.operator!,
          expires_at: new Date(now.getTime() + this.options.confirmWindowMs).toISOString(),
        },
      };
    }
    const kind = subject.method === 'card' ? 'card' : 'pp';
    return {
      providerRef: `sbx_${kind}_${outcome}_0_${input.paymentId}`,
      status: 'processing',
      nextAction: { type: 'none' },
      passedThrough: subject.method === 'paypal' ? ['requires_action'] : undefined,
    };
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
