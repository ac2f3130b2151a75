import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction as KyselyTransaction } from 'kysely';
import {
  FINAL_PAYMENT_STATUSES,
  TRANSACTIONS_PAGE_SIZE,
  toMajorUnits,
  type CreatePaymentRequest,
  type Locale,
  type Payment,
  type PaymentEventType,
  type PaymentStatus,
  type Transaction,
  type TransactionListResponse,
} from '@sokoni/contracts';
import type { Database, PaymentRow } from '../db/types';
import { ApiError, invalidFields } from '../errors';
import { isPubliclyVisible } from '../services/catalog';
import { translate, type MessageKey } from '../i18n/messages';
import { pageOf } from '../lib/pages';
import type { Mailer } from '../plugins/mail';
import { applyBoost } from './boosts';
import { checkMethodFields } from './methods';
import type {
  NextAction,
  PaymentProvider,
  PaymentSubject,
  ProviderStatus,
  ProviderStatusResult,
} from './provider';

const OPEN_STATUSES: PaymentStatus[] = ['created', 'requires_action', 'processing'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FAILURE_MESSAGES: Record<string, MessageKey> = {
  declined: 'payments.failure.declined',
  expired: 'payments.failure.expired',
  canceled: 'payments.failure.canceled',
  provider_error: 'payments.failure.provider',
};

const METHOD_LABELS: Record<Locale, Record<string, string>> = {
  fr: { mobile_money: 'Mobile money', card: 'Carte bancaire', paypal: 'PayPal' },
  en: { mobile_money: 'Mobile money', card: 'Credit card', paypal: 'PayPal' },
};

export interface PaymentServiceOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** The provider new payments go to; null when none may run (payments answer 503). */
  provider: PaymentProvider | null;
  providers: Map<string, PaymentProvider>;
  /** Keys the request hashes (idempotency). */
  secret: string;
  /** The clock; tests move it. */
  now: () => Date;
  /** How long an unanswered payment may wait before the reconciliation job expires it. */
  graceMs: number;
  /** Runs work after the answer (webhook confirmation). */
  defer: (name: string, task: () => Promise<void>) => void;
  /** Told after a payment changed state (committed), so its owner's open pages hear it on the live stream. */
  onStatusChange?: (change: { paymentId: string; userId: number; status: PaymentStatus }) => void;
  /** Inside the transaction that boosts an ad back to the top (saved-search alerts queue their matching). */
  onBoosted?: (trx: Kysely<Database>, adId: number) => Promise<void>;
}

export interface CreatedPayment {
  payment: Payment;
  created: boolean;
}

type Db = Kysely<Database> | KyselyTransaction<Database>;

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** A transaction id people can read out on the phone: SKN- and 10 letters or digits without 0/O/1/I. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `SKN-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * Promotions paid through one provider interface (docs/payments.md): the state machine, the append-only event log,
 * idempotent creation, webhooks deduplicated and confirmed by a status query, the boost applied exactly once,
 * the receipt, and the reconciliation of payments left without an answer.
 */
export class PaymentService {
  constructor(private readonly options: PaymentServiceOptions) {}

  private get db() {
    return this.options.db;
  }

  private async event(
    db: Db,
    payment: Pick<PaymentRow, 'id' | 'provider'>,
    type: PaymentEventType,
    status: PaymentStatus,
    data: Record<string, unknown> = {},
  ): Promise<void> {
    await db
      .insertInto('payment_events')
      .values({
        payment_id: payment.id,
        provider: payment.provider,
        type,
        status,
        data: JSON.stringify(data),
      })
      .execute();
  }

  /** Moves an open payment to `to` (and records why) unless something else already ended it. */
  private async transition(
    paymentId: string,
    to: PaymentStatus,
    type: PaymentEventType,
    fields: { next_action?: NextAction; failure_code?: string; provider_ref?: string } = {},
    data: Record<string, unknown> = {},
  ): Promise<boolean> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .updateTable('payments')
          .set({
            status: to,
            updated_at: this.options.now(),
            ...(fields.next_action ? { next_action: JSON.stringify(fields.next_action) } : {}),
            ...(fields.failure_code ? { failure_code: fields.failure_code } : {}),
            ...(fields.provider_ref ? { provider_ref: fields.provider_ref } : {}),
          })
          .where('id', '=', paymentId)
          .where('status', 'in', OPEN_STATUSES)
          .returning(['id', 'provider', 'user_id'])
          .executeTakeFirst();
        if (!row) return null;
        await this.event(trx, row, type, to, data);
        return row;
      })
      .then((row) => {
        if (!row) return false;
        this.options.onStatusChange?.({ paymentId: row.id, userId: row.user_id, status: to });
        return true;
      });
  }

  async create(
    user: { id: number },
    body: CreatePaymentRequest,
    idempotencyKey: string,
    locale: Locale,
  ): Promise<CreatedPayment> {
    const now = this.options.now();
    const ad = await this.db
      .selectFrom('ads')
      .select([
        'id',
        'user_id',
        'status',
        'expires_at',
        'deleted_at',
        (eb) => isPubliclyVisible(eb).as('is_public'),
      ])
      .where('id', '=', body.ad_id)
      .executeTakeFirst();
    if (!ad || ad.deleted_at !== null || ad.status === 'deleted')
      throw new ApiError(404, 'payments.adNotFound');
    if (ad.user_id !== user.id) {
      // Someone else's ad that the public cannot see answers as a missing one: its id tells nothing.
      if (!ad.is_public) throw new ApiError(404, 'payments.adNotFound');
      throw new ApiError(403, 'payments.notYourAd');
    }
    const active = ad.status === 'active' && (ad.expires_at === null || new Date(ad.expires_at) > now);
    if (!active) throw new ApiError(422, 'payments.adNotActive');
    const plan = await this.db
      .selectFrom('promotion_plans')
      .selectAll()
      .where('id', '=', body.plan_id)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!plan) throw invalidFields({ plan_id: ['payments.planNotFound'] });

    const { subject, details } = checkMethodFields(body, now);
    const provider = this.options.provider;
    if (!provider) throw new ApiError(503, 'payments.failure.provider');
    const refused = provider.checkSubject(subject);
    if (refused) throw invalidFields({ [refused.field]: [refused.messageKey] });

    const requestHash = createHmac('sha256', this.options.secret).update(canonical(body)).digest('hex');
    const id = randomUUID();
    const inserted = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('payments')
        .values({
          id,
          user_id: user.id,
          ad_id: ad.id,
          plan_id: plan.id,
          method: body.method,
          provider: provider.name,
          amount_minor: plan.price_minor,
          currency_code: plan.currency_code,
          boost_type: plan.boost_type,
          duration_days: plan.duration_days,
          method_details: JSON.stringify(details),
          idempotency_key: idempotencyKey,
          request_hash: requestHash,
          locale,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
        .returning(['id', 'provider'])
        .executeTakeFirst();
      if (row) await this.event(trx, row, 'payment.created', 'created', { method: body.method, ...details });
      return row;
    });

    if (!inserted) {
      // The key was used before (or is being used right now by a parallel request): that payment is the answer.
      const existing = await this.db
        .selectFrom('payments')
        .select(['id', 'request_hash'])
        .where('user_id', '=', user.id)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      if (existing.request_hash !== requestHash) throw new ApiError(409, 'payments.idempotencyConflict');
      await this.resume(existing.id, subject);
      return { payment: await this.present(existing.id, locale), created: false };
    }

    await this.charge({ id, provider: provider.name }, plan.price_minor, plan.currency_code, subject, now);
    return { payment: await this.present(id, locale), created: true };
  }

  /**
   * A retry (same key, same body) of a payment still open picks it up where it stopped: without a provider
   * reference (the api died before or just after the provider's answer), the charge is asked for again with the
   * same merchant reference, which the provider deduplicates, so it is never charged twice; with one but no
   * answer yet, a status query. The customer's details come from the retried request (a card number is never
   * stored).
   */
  private async resume(paymentId: string, subject: PaymentSubject): Promise<void> {
    const payment = await this.db
      .selectFrom('payments')
      .select(['id', 'provider', 'status', 'provider_ref', 'amount_minor', 'currency_code'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    if (!OPEN_STATUSES.includes(payment.status)) return;
    if (payment.provider_ref) {
      if (payment.status === 'processing') await this.confirm(paymentId);
      return;
    }
    const provider = this.options.providers.get(payment.provider);
    if (!provider) return;
    await this.charge(
      payment,
      Number(payment.amount_minor),
      payment.currency_code,
      subject,
      this.options.now(),
      true,
    );
  }

  /**
   * Asks the provider for the charge (our payment id is its merchant reference and idempotency key), stores the
   * reference it gives before anything else, then confirms by a status query when the answer came with the call.
   */
  private async charge(
    payment: { id: string; provider: string },
    amountMinor: number,
    currency: string,
    subject: PaymentSubject,
    now: Date,
    resumed = false,
  ): Promise<void> {
    const id = payment.id;
    const provider = this.options.providers.get(payment.provider);
    if (!provider) return;
    await this.event(this.db, payment, 'charge.requested', 'created', resumed ? { resumed: true } : {});
    try {
      const result = await provider.initiate({
        paymentId: id,
        amountMinor,
        currency,
        subject,
        now,
      });
      for (const passed of result.passedThrough ?? []) {
        await this.transition(id, passed, 'charge.action_required', { provider_ref: result.providerRef });
      }
      await this.transition(
        id,
        result.status,
        result.status === 'requires_action' ? 'charge.action_required' : 'charge.processing',
        { provider_ref: result.providerRef, next_action: result.nextAction },
        result.nextAction.type === 'none' ? {} : { next_action: result.nextAction.type },
      );
      // A card or PayPal answer comes with the call: confirm it at once with a status query. A callback that
      // arrived before the reference was stored could not be confirmed then: confirm it now.
      const early = await this.db
        .selectFrom('payment_events')
        .select('id')
        .where('payment_id', '=', id)
        .where('type', '=', 'webhook.received')
        .executeTakeFirst();
      if (result.status === 'processing' || early) await this.confirm(id);
    } catch (error) {
      // Ambiguous: the provider may have started the charge. Never call it failed; reconciliation will ask.
      this.options.log.warn({ err: error, paymentId: id }, 'payment initiation failed');
      await this.transition(id, 'processing', 'charge.processing', {}, { error: 'initiate_failed' });
    }
  }

  /**
   * Asks the provider where the payment stands and applies its answer. The only road to `succeeded`.
   */
  async confirm(paymentId: string): Promise<ProviderStatus | null> {
    const payment = await this.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirst();
    if (!payment || FINAL_PAYMENT_STATUSES.includes(payment.status)) return null;
    const provider = this.options.providers.get(payment.provider);
    if (!provider) return null;
    let answer: ProviderStatusResult;
    if (payment.provider_ref) {
      answer = await provider.getStatus(payment.provider_ref, this.options.now());
      await this.event(this.db, payment, 'status.checked', payment.status, {
        provider_status: answer.status,
      });
    } else {
      // The reference was never stored (the api stopped between the provider's answer and the write): the
      // provider finds the charge by our payment id, its merchant reference. Nothing there: nothing was charged.
      const found = await provider.findByMerchantRef(payment.id, this.options.now());
      if (!found) return null;
      answer = found;
      await this.db
        .updateTable('payments')
        .set({ provider_ref: found.providerRef })
        .where('id', '=', payment.id)
        .where('provider_ref', 'is', null)
        .execute();
      await this.event(this.db, payment, 'status.checked', payment.status, {
        provider_status: answer.status,
        recovered_by: 'merchant_ref',
      });
    }
    switch (answer.status) {
      case 'succeeded':
        await this.succeed(payment);
        break;
      case 'failed':
        await this.transition(paymentId, 'failed', 'charge.failed', {
          failure_code: answer.failureCode ?? 'declined',
          next_action: { type: 'none' },
        });
        break;
      case 'canceled':
        await this.transition(paymentId, 'canceled', 'charge.canceled', {
          failure_code: 'canceled',
          next_action: { type: 'none' },
        });
        break;
      case 'expired':
        await this.transition(paymentId, 'expired', 'charge.expired', {
          failure_code: 'expired',
          next_action: { type: 'none' },
        });
        break;
      case 'processing':
        if (payment.status !== 'processing')
          await this.transition(paymentId, 'processing', 'charge.processing');
        break;
      case 'pending':
        // A recovered charge still waiting for the customer is in the provider's hands now.
        if (payment.status === 'created') await this.transition(paymentId, 'processing', 'charge.processing');
        break;
    }
    return answer.status;
  }

  /** Paid: in one database transaction the payment, the boost, the transaction row and the receipt. */
  private async succeed(payment: PaymentRow): Promise<void> {
    const now = this.options.now();
    const receipt = await this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('payments')
        .set({ status: 'succeeded', updated_at: now, next_action: JSON.stringify({ type: 'none' }) })
        .where('id', '=', payment.id)
        .where('status', 'in', OPEN_STATUSES)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return undefined;
      await this.event(trx, payment, 'charge.succeeded', 'succeeded');
      const boostEnd =
        (payment.ad_id !== null &&
          (await applyBoost(trx, payment.ad_id, payment.boost_type, payment.duration_days, now))) ||
        new Date(now.getTime() + payment.duration_days * 86_400_000);
      if (payment.ad_id !== null && this.options.onBoosted) await this.options.onBoosted(trx, payment.ad_id);
      const reference = newReference();
      await trx
        .insertInto('transactions')
        .values({
          reference,
          payment_id: payment.id,
          user_id: payment.user_id,
          ad_id: payment.ad_id,
          amount_minor: payment.amount_minor,
          currency_code: payment.currency_code,
          boost_type: payment.boost_type,
          boost_expires_at: boostEnd,
          created_at: now,
        })
        .execute();
      await this.event(trx, payment, 'boost.applied', 'succeeded', {
        boost_type: payment.boost_type,
        boost_expires_at: new Date(boostEnd).toISOString(),
      });
      const mail = await this.receiptMail(trx, payment, reference, new Date(boostEnd));
      if (mail && this.options.mailer.sendWithin) {
        // The receipt is queued (outbox table or mail job) in the same transaction as the payment.
        await this.options.mailer.sendWithin(trx, mail);
      }
      if (mail) await this.event(trx, payment, 'receipt.queued', 'succeeded');
      return mail;
    });
    if (receipt && !this.options.mailer.sendWithin) {
      this.options.defer('payment receipt', () => this.options.mailer.send(receipt));
    }
    if (receipt !== undefined)
      this.options.onStatusChange?.({ paymentId: payment.id, userId: payment.user_id, status: 'succeeded' });
  }

  private async receiptMail(db: Db, payment: PaymentRow, reference: string, boostEnd: Date) {
    const user = await db
      .selectFrom('users')
      .select(['email', 'preferred_language'])
      .where('id', '=', payment.user_id)
      .executeTakeFirst();
    const plan = await db
      .selectFrom('promotion_plans')
      .select(['name', 'name_en'])
      .where('id', '=', payment.plan_id)
      .executeTakeFirst();
    const ad =
      payment.ad_id === null
        ? undefined
        : await db.selectFrom('ads').select('title').where('id', '=', payment.ad_id).executeTakeFirst();
    const currency = await db
      .selectFrom('currencies')
      .select('decimal_places')
      .where('code', '=', payment.currency_code)
      .executeTakeFirst();
    const info = user && {
      ...user,
      plan: (user?.preferred_language === 'en' && plan?.name_en.trim()) || plan?.name || '',
      ad: ad?.title ?? null,
      decimal_places: currency?.decimal_places ?? 2,
    };
    if (!info) return null;
    const locale: Locale = info.preferred_language === 'en' ? 'en' : 'fr';
    const amount = toMajorUnits(payment.amount_minor, info.decimal_places ?? 2).toFixed(
      info.decimal_places ?? 2,
    );
    const text = translate(locale, 'payments.receipt.body', {
      reference,
      plan: info.plan,
      days: payment.duration_days,
      ad: info.ad ?? '—',
      amount,
      currency: payment.currency_code,
      method: METHOD_LABELS[locale][payment.method],
      expires: boostEnd.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Africa/Kinshasa',
      }),
    });
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return {
      to: info.email,
      subject: translate(locale, 'payments.receipt.subject', { reference }),
      text,
      html: `<p>${escape(text).replace(/\n/g, '<br>')}</p>`,
    };
  }

  /**
   * A provider's callback: signature checked, recorded once per provider event id (a replay changes nothing),
   * then confirmed by a status query after the answer, so the provider gets its 2xx at once.
   */
  async receiveWebhook(
    providerName: string,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ received: boolean; duplicate: boolean }> {
    const provider = this.options.providers.get(providerName);
    if (!provider) throw new ApiError(404, 'payments.webhookUnknownProvider');
    if (!provider.verifyWebhook(rawBody, headers)) throw new ApiError(400, 'payments.webhookSignature');
    let parsed;
    try {
      parsed = provider.parseWebhook(rawBody);
    } catch {
      throw new ApiError(400, 'errors.badRequest');
    }
    // By its reference, or by our id when the callback outran the storing of the reference.
    const payment = await this.db
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('provider', '=', provider.name)
      .where((eb) =>
        UUID.test(parsed.merchantRef)
          ? eb.or([eb('provider_ref', '=', parsed.providerRef), eb('id', '=', parsed.merchantRef)])
          : eb('provider_ref', '=', parsed.providerRef),
      )
      .executeTakeFirst();
    const recorded = await this.db
      .insertInto('payment_events')
      .values({
        payment_id: payment?.id ?? null,
        provider: provider.name,
        provider_event_id: parsed.eventId,
        type: 'webhook.received',
        status: payment?.status ?? 'created',
        data: JSON.stringify({ provider_status: parsed.status }),
      })
      .onConflict((oc) =>
        oc.columns(['provider', 'provider_event_id']).where('provider_event_id', 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return { received: true, duplicate: true };
    if (!payment) {
      this.options.log.warn(
        { provider: provider.name, ref: parsed.providerRef },
        'webhook for an unknown payment',
      );
      return { received: true, duplicate: false };
    }
    this.options.defer('payment confirmation', async () => {
      await this.confirm(payment.id);
    });
    return { received: true, duplicate: false };
  }

  /**
   * Payments still waiting: ask the provider again; past the grace period, a last query and then `expired`.
   * Returns what it did, for the log.
   */
  async reconcile(): Promise<{ checked: number; expired: number }> {
    const now = this.options.now();
    const stale = new Date(now.getTime() - 30_000);
    const open = await this.db
      .selectFrom('payments')
      .select(['id', 'created_at'])
      .where('status', 'in', OPEN_STATUSES)
      .where('updated_at', '<=', stale)
      .orderBy('updated_at')
      .limit(100)
      .execute();
    let expired = 0;
    for (const payment of open) {
      const answer = await this.confirm(payment.id);
      const stillOpen = answer === null || answer === 'pending' || answer === 'processing';
      if (stillOpen && new Date(payment.created_at).getTime() + this.options.graceMs <= now.getTime()) {
        const done = await this.transition(
          payment.id,
          'expired',
          'charge.expired',
          { failure_code: 'expired', next_action: { type: 'none' } },
          { reason: 'no_answer_within_grace_period' },
        );
        if (done) expired++;
      }
    }
    return { checked: open.length, expired };
  }

  async get(userId: number, paymentId: string, locale: Locale): Promise<Payment> {
    const owner = await this.db
      .selectFrom('payments')
      .select('user_id')
      .where('id', '=', paymentId)
      .executeTakeFirst();
    // Someone else's payment does not exist for the caller.
    if (!owner || owner.user_id !== userId) throw new ApiError(404, 'payments.notFound');
    return this.present(paymentId, locale);
  }

  private transactionQuery() {
    return this.db
      .selectFrom('payments')
      .innerJoin('promotion_plans', 'promotion_plans.id', 'payments.plan_id')
      .leftJoin('ads', 'ads.id', 'payments.ad_id')
      .leftJoin('transactions', 'transactions.payment_id', 'payments.id')
      .leftJoin('currencies', 'currencies.code', 'payments.currency_code')
      .select([
        'payments.id',
        'payments.user_id',
        'payments.status',
        'payments.method',
        'payments.provider',
        'payments.method_details',
        'payments.amount_minor',
        'payments.currency_code',
        'payments.boost_type',
        'payments.duration_days',
        'payments.next_action',
        'payments.failure_code',
        'payments.created_at',
        'payments.updated_at',
        'promotion_plans.id as plan_id',
        'promotion_plans.name as plan_name',
        'promotion_plans.name_en as plan_name_en',
        'ads.id as ad_id',
        'ads.slug as ad_slug',
        'ads.title as ad_title',
        'transactions.reference',
        'transactions.boost_expires_at',
        'transactions.created_at as paid_at',
        'currencies.decimal_places',
      ]);
  }

  private toTransaction(
    row: Awaited<ReturnType<ReturnType<PaymentService['transactionQuery']>['executeTakeFirstOrThrow']>>,
    locale: Locale,
  ): Transaction {
    const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
    return {
      id: row.id,
      transaction_id: row.reference,
      date: new Date(row.created_at).toISOString(),
      status: row.status,
      method: row.method,
      method_details: row.method_details,
      amount: toMajorUnits(Number(row.amount_minor), row.decimal_places ?? 2),
      amount_minor: Number(row.amount_minor),
      currency_code: row.currency_code,
      plan: {
        id: row.plan_id,
        name: (locale === 'en' && row.plan_name_en.trim()) || row.plan_name,
        boost_type: row.boost_type,
        duration_days: row.duration_days,
      },
      ad: row.ad_id !== null ? { id: row.ad_id, slug: row.ad_slug!, title: row.ad_title! } : null,
      boost_expires_at: iso(row.boost_expires_at),
      paid_at: iso(row.paid_at),
    };
  }

  private async present(paymentId: string, locale: Locale): Promise<Payment> {
    // The payment first, then its events: a status is written together with its events, so the events read
    // after it always include the ones that led there. Read at the same time, on two connections, a payment
    // could show `succeeded` beside events that stopped before it.
    const row = await this.transactionQuery().where('payments.id', '=', paymentId).executeTakeFirstOrThrow();
    const events = await this.db
      .selectFrom('payment_events')
      .select(['type', 'status', 'created_at'])
      .where('payment_id', '=', paymentId)
      .orderBy('id')
      .execute();
    const transaction = this.toTransaction(row, locale);
    const failureKey = row.failure_code
      ? (FAILURE_MESSAGES[row.failure_code] ?? 'payments.failure.declined')
      : null;
    return {
      id: row.id,
      status: row.status,
      method: row.method,
      provider: row.provider,
      method_details: row.method_details,
      amount: transaction.amount,
      amount_minor: transaction.amount_minor,
      currency_code: row.currency_code,
      plan: transaction.plan,
      ad: transaction.ad,
      next_action: row.next_action as Payment['next_action'],
      failure_message: failureKey ? translate(locale, failureKey) : null,
      transaction_id: row.reference,
      boost_expires_at: transaction.boost_expires_at,
      created_at: new Date(row.created_at).toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
      events: events.map((event) => ({
        type: event.type as PaymentEventType,
        status: event.status as PaymentStatus,
        created_at: new Date(event.created_at).toISOString(),
      })),
    };
  }

  async listTransactions(
    userId: number,
    page: number,
    locale: Locale = 'fr',
  ): Promise<TransactionListResponse> {
    const perPage = TRANSACTIONS_PAGE_SIZE;
    const [rows, count] = await Promise.all([
      this.transactionQuery()
        .where('payments.user_id', '=', userId)
        .orderBy('payments.created_at', 'desc')
        .orderBy('payments.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      this.db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    const total = Number(count.total);
    return pageOf(
      rows.map((row) => this.toTransaction(row, locale)),
      page,
      perPage,
      total,
    );
  }

  async receipt(userId: number, paymentId: string, locale: Locale = 'fr'): Promise<Transaction> {
    const row = await this.transactionQuery().where('payments.id', '=', paymentId).executeTakeFirst();
    if (!row || row.user_id !== userId) throw new ApiError(404, 'payments.notFound');
    return this.toTransaction(row, locale);
  }
}
