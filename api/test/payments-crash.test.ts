import { MOBILE_MONEY_CONFIRM_SECONDS } from '@sokoni/contracts';
import { sql } from 'kysely';
import type { PaymentProvider } from '../src/payments/provider';
import { SandboxProvider, databaseLedger, memoryLedger } from '../src/payments/sandbox';
import { PaymentService } from '../src/payments/service';
import { describeEachEngine, useTestApp } from './helper';
import { insertAd, insertCategory, insertCurrencies } from './fixtures';
import { CapturingMailer, bearer, createAccount } from './support/accounts';
import { card, TEST_CARDS } from './support/payments';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const APP_SECRET = 'test-app-secret';
const WEBHOOK_SECRET = 'whsec-test';
const CARD_OK = card(TEST_CARDS.ok);
const CARD_DECLINED = card(TEST_CARDS.declined);
const PHONE_OK = { method: 'mobile_money', phone: '0812340000' };

let keySequence = 0;
const newKey = () => `crash-key-${Date.now()}-${++keySequence}`;

/** Where the api stops: the process is frozen there for good (nothing after it runs). */
type CrashPoint = 'before the provider call' | 'after the provider accepted' | 'before confirmation';

/**
 * The sandbox behind a wrapper that halts at the chosen point: the call never returns, as when the api
 * process dies there. `halted` resolves once the point is reached.
 */
function crashingProvider(inner: SandboxProvider, point: CrashPoint) {
  let reached: () => void = () => undefined;
  const halted = new Promise<void>((resolve) => (reached = resolve));
  const halt = <T>(): Promise<T> => {
    reached();
    return new Promise<T>(() => undefined);
  };
  const provider: PaymentProvider = {
    name: inner.name,
    capabilities: () => inner.capabilities(),
    checkSubject: (subject) => inner.checkSubject(subject),
    initiate: async (input) => {
      if (point === 'before the provider call') return halt();
      const result = await inner.initiate(input);
      if (point === 'after the provider accepted') return halt();
      return result;
    },
    getStatus: async (ref, now) => (point === 'before confirmation' ? halt() : inner.getStatus(ref, now)),
    findByMerchantRef: (ref, now) => inner.findByMerchantRef(ref, now),
    verifyWebhook: (body, headers) => inner.verifyWebhook(body, headers),
    parseWebhook: (body) => inner.parseWebhook(body),
    refund: () => inner.refund(),
  };
  return { provider, halted };
}

describeEachEngine('payments after a crash', (getDb) => {
  let offset = 0;
  const mailer = new CapturingMailer();
  let planId: number;
  let owner: { id: number; token: string };
  let adId: number;
  const now = () => new Date(Date.now() + offset);
  const sandbox = () => t.app.paymentProviders.get('sandbox') as SandboxProvider;

  /**
   * Another api instance sharing the database and the provider, whose process stops at `point` while it
   * handles the payment (the lost instance's own webhooks are lost with it).
   */
  const crashedInstance = (point: CrashPoint | null) => {
    const inner = new SandboxProvider({
      webhookSecret: WEBHOOK_SECRET,
      webhookDelayMs: 50,
      confirmWindowMs: MOBILE_MONEY_CONFIRM_SECONDS * 1000,
      ledger: databaseLedger(t.db),
    });
    const crash = point ? crashingProvider(inner, point) : { provider: inner, halted: Promise.resolve() };
    const service = new PaymentService({
      db: t.db,
      log: t.app.log,
      mailer: t.app.mailer,
      provider: crash.provider,
      providers: new Map([[crash.provider.name, crash.provider]]),
      secret: APP_SECRET,
      now,
      graceMs: 15 * MINUTE,
      defer: (_name, task) => void task().catch(() => undefined),
    });
    return { service, inner, halted: crash.halted };
  };

  /** Starts a payment on an instance that dies at `point`; returns the payment's id once it died. */
  const payAndCrash = async (point: CrashPoint, body: object, key: string) => {
    const crashed = crashedInstance(point);
    void crashed.service.create(
      { id: owner.id },
      { ad_id: adId, plan_id: planId, ...body } as Parameters<PaymentService['create']>[1],
      key,
      'fr',
    );
    await crashed.halted;
    crashed.inner.stop();
    const row = await t.db
      .selectFrom('payments')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  const retry = (body: object, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...bearer(owner.token), 'idempotency-key': key },
      payload: { ad_id: adId, plan_id: planId, ...body },
    });

  const paymentRow = (id: string) =>
    t.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const waitForStatus = async (id: string, statuses: string[]) => {
    const started = Date.now();
    for (;;) {
      const row = await paymentRow(id);
      if (statuses.includes(row.status)) return row;
      if (Date.now() - started > 5000) throw new Error(`payment stayed ${row.status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  /** Charges the provider holds for the payment, transactions, boosts applied, and the ad's boost. */
  const ledgerOf = async (id: string) => {
    const charges = await sql<{ n: number | string }>`
      SELECT count(*) AS n FROM sandbox_charges WHERE merchant_ref = ${id}
    `.execute(t.db);
    const transactions = await t.db
      .selectFrom('transactions')
      .select('id')
      .where('payment_id', '=', id)
      .execute();
    const boosts = await t.db
      .selectFrom('payment_events')
      .select('id')
      .where('payment_id', '=', id)
      .where('type', '=', 'boost.applied')
      .execute();
    const ad = await t.db
      .selectFrom('ads')
      .select(['boost_type', 'boost_expires_at'])
      .where('id', '=', adId)
      .executeTakeFirstOrThrow();
    return {
      charges: Number(charges.rows[0].n),
      transactions: transactions.length,
      boosts: boosts.length,
      ad,
    };
  };

  /** Paid once: one charge at the provider, one transaction, the boost applied once (7 days, not 14). */
  const expectPaidOnce = async (id: string) => {
    const row = await waitForStatus(id, ['succeeded']);
    expect(row.provider_ref).toMatch(new RegExp(`^sbx_[a-z]+_s_\\d+_${id}$`));
    const ledger = await ledgerOf(id);
    expect(ledger).toMatchObject({ charges: 1, transactions: 1, boosts: 1, ad: { boost_type: 'standard' } });
    // Counted once from the moment it was paid.
    const end = new Date(ledger.ad.boost_expires_at!).getTime();
    expect(Math.abs(end - (new Date(row.updated_at).getTime() + 7 * DAY))).toBeLessThan(MINUTE);
  };

  /** The sandbox provider's webhook that a charge of the 3 USD plan succeeded, as it posts it. */
  const postSuccessWebhook = (providerRef: string, id: string) => {
    const webhook = sandbox().webhookFor(providerRef, { paymentId: id, amountMinor: 300, currency: 'USD' });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: webhook.headers,
      payload: webhook.body,
    });
  };

  /** A mobile money payment whose instance went away after the prompt was sent: no webhook will reach it. */
  const mobileMoneyLeftBehind = async (phone: string) => {
    const crashed = crashedInstance(null);
    const created = await crashed.service.create(
      { id: owner.id },
      { ad_id: adId, plan_id: planId, method: 'mobile_money', phone },
      newKey(),
      'fr',
    );
    crashed.inner.stop();
    return created;
  };

  /** Nothing paid: `charges` charges at the provider, but no transaction, no boost. */
  const expectNothingPaid = async (id: string, charges: number) =>
    expect(await ledgerOf(id)).toMatchObject({
      charges,
      transactions: 0,
      boosts: 0,
      ad: { boost_type: null },
    });

  /**
   * A card payment that crashed at `point`, left `created` with `charges` charges at the provider: a retry with
   * the same key succeeds and pays once.
   */
  const expectRetryPaysOnce = async (point: Parameters<typeof payAndCrash>[0], charges: number) => {
    const key = newKey();
    const id = await payAndCrash(point, CARD_OK, key);
    expect(await paymentRow(id)).toMatchObject({ status: 'created', provider_ref: null });
    expect((await ledgerOf(id)).charges).toBe(charges);
    const response = await retry(CARD_OK, key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'succeeded' });
    await expectPaidOnce(id);
    return { id, key };
  };

  const t = useTestApp(getDb, {
    mailer,
    appSecret: APP_SECRET,
    payments: { sandboxWebhookDelayMs: 50, sandboxWebhookSecret: WEBHOOK_SECRET, now },
    paymentCreateLimit: { max: 1000, timeWindow: '1 minute' },
  });
  beforeEach(async () => {
    offset = 0;
    await sql`TRUNCATE sandbox_charges`.execute(t.db);
    await insertCurrencies(t.db);
    ({ id: planId } = await t.db
      .insertInto('promotion_plans')
      .values({
        slug: 'basic-boost',
        name: 'Basic Boost',
        description: 'Basic',
        price_minor: 300,
        currency_code: 'USD',
        duration_days: 7,
        boost_type: 'standard',
        features: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow());
    owner = await createAccount(t.db, { name: 'Owner', email: 'owner@example.cd' });
    const categoryId = await insertCategory(t.db, 'phones', { fr: 'Téléphones', en: 'Phones' });
    ({ id: adId } = await insertAd(t.db, { title: 'Samsung Galaxy S21', userId: owner.id, categoryId }));
  });

  describe('the sandbox deduplicates on the merchant reference, like a real provider', () => {
    it('a second charge for the same payment returns the first, and the first is found by merchant reference', async () => {
      const provider = new SandboxProvider({
        webhookSecret: WEBHOOK_SECRET,
        webhookDelayMs: null,
        confirmWindowMs: 1000,
        ledger: memoryLedger(),
      });
      const input = {
        paymentId: '7d8a6d3e-58b5-4a31-9d55-4f3b9a0f1c2e',
        amountMinor: 300,
        currency: 'USD',
        subject: {
          method: 'mobile_money' as const,
          phone: '+243812340000',
          operator: 'vodacom_mpesa' as const,
        },
      };
      expect(await provider.findByMerchantRef(input.paymentId, new Date())).toBeNull();
      const first = await provider.initiate({ ...input, now: new Date(1_000) });
      const second = await provider.initiate({ ...input, now: new Date(9_000) });
      expect(second).toEqual(first);
      expect(await provider.findByMerchantRef(input.paymentId, new Date())).toEqual({
        providerRef: first.providerRef,
        status: 'pending',
      });
    });
  });

  describe('before the provider call', () => {
    it('a retry with the same key charges once and succeeds; the boost is applied once', async () => {
      const { id, key } = await expectRetryPaysOnce('before the provider call', 0);
      // Retried again: the answer, nothing more.
      expect((await retry(CARD_OK, key)).json()).toMatchObject({ id, status: 'succeeded' });
      await expectPaidOnce(id);
    });

    it('reconciliation finds no charge at the provider and expires the payment after the grace period', async () => {
      const id = await payAndCrash('before the provider call', CARD_OK, newKey());
      offset = 2 * MINUTE;
      expect(await t.app.payments.reconcile()).toEqual({ checked: 1, expired: 0 });
      expect((await paymentRow(id)).status).toBe('created');
      offset = 16 * MINUTE;
      expect(await t.app.payments.reconcile()).toEqual({ checked: 1, expired: 1 });
      expect(await paymentRow(id)).toMatchObject({ status: 'expired', failure_code: 'expired' });
      await expectNothingPaid(id, 0);
    });
  });

  describe('after the provider accepted, before the reference is saved', () => {
    it('a retry with the same key resumes with the same merchant reference: one charge, succeeded', async () => {
      await expectRetryPaysOnce('after the provider accepted', 1);
    });

    it('a declined card retried ends failed: no transaction, no boost', async () => {
      const key = newKey();
      const id = await payAndCrash('after the provider accepted', CARD_DECLINED, key);
      const response = await retry(CARD_DECLINED, key);
      expect(response.json()).toMatchObject({ id, status: 'failed' });
      expect(await paymentRow(id)).toMatchObject({ status: 'failed', failure_code: 'declined' });
      await expectNothingPaid(id, 1);
    });

    it('reconciliation finds the charge by its merchant reference and confirms it', async () => {
      const id = await payAndCrash('after the provider accepted', CARD_OK, newKey());
      offset = MINUTE;
      expect(await t.app.payments.reconcile()).toEqual({ checked: 1, expired: 0 });
      await expectPaidOnce(id);
      const row = await paymentRow(id);
      expect(row.provider_ref).toBe(`sbx_card_s_0_${id}`);
      // Past the grace period nothing changes any more.
      offset = 16 * MINUTE;
      expect(await t.app.payments.reconcile()).toEqual({ checked: 0, expired: 0 });
      await expectPaidOnce(id);
    });

    it('a declined charge found by reconciliation ends failed', async () => {
      const id = await payAndCrash('after the provider accepted', CARD_DECLINED, newKey());
      offset = MINUTE;
      await t.app.payments.reconcile();
      expect(await paymentRow(id)).toMatchObject({ status: 'failed', failure_code: 'declined' });
      expect(await ledgerOf(id)).toMatchObject({ charges: 1, transactions: 0, boosts: 0 });
    });

    it('the provider’s webhook, matched by merchant reference, confirms a payment without a stored reference', async () => {
      const id = await payAndCrash('after the provider accepted', PHONE_OK, newKey());
      expect(await paymentRow(id)).toMatchObject({ status: 'created', provider_ref: null });
      // The customer confirms on the phone a second later; the provider calls back.
      offset = 1000;
      const charge = await sandbox().findByMerchantRef(id, now());
      expect(charge).not.toBeNull();
      const response = await postSuccessWebhook(charge!.providerRef, id);
      expect(response.json()).toEqual({ received: true, duplicate: false });
      await expectPaidOnce(id);
      expect((await paymentRow(id)).provider_ref).toBe(charge!.providerRef);
    });

    it('a retry and the reconciliation at the same time: one charge, one boost', async () => {
      const key = newKey();
      const id = await payAndCrash('after the provider accepted', CARD_OK, key);
      offset = MINUTE;
      const [response] = await Promise.all([retry(CARD_OK, key), t.app.payments.reconcile()]);
      expect(response.statusCode).toBe(200);
      await expectPaidOnce(id);
    });

    it('a mobile money retry resumes the same prompt: no second prompt, paid once when the customer confirms', async () => {
      const key = newKey();
      const id = await payAndCrash('after the provider accepted', PHONE_OK, key);
      const response = await retry(PHONE_OK, key);
      expect(response.json()).toMatchObject({
        id,
        status: 'requires_action',
        next_action: { type: 'ussd_push' },
      });
      // The surviving instance sent no prompt of its own (the provider kept the first one).
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(sandbox().sent.some((webhook) => webhook.body.includes(id))).toBe(false);
      offset = MINUTE;
      await t.app.payments.reconcile();
      await expectPaidOnce(id);
    });
  });

  describe('after the reference is saved, before confirmation', () => {
    it('a retry with the same key confirms it', async () => {
      const key = newKey();
      const id = await payAndCrash('before confirmation', CARD_OK, key);
      expect(await paymentRow(id)).toMatchObject({
        status: 'processing',
        provider_ref: `sbx_card_s_0_${id}`,
      });
      const response = await retry(CARD_OK, key);
      expect(response.json()).toMatchObject({ id, status: 'succeeded' });
      await expectPaidOnce(id);
    });

    it('reconciliation confirms it', async () => {
      const id = await payAndCrash('before confirmation', CARD_OK, newKey());
      offset = MINUTE;
      expect(await t.app.payments.reconcile()).toEqual({ checked: 1, expired: 0 });
      await expectPaidOnce(id);
    });
  });

  describe('before the webhook arrives', () => {
    it('reconciliation confirms the mobile money charge; the late webhook then changes nothing', async () => {
      // The instance that sent the prompt is gone, and the provider's webhook with it.
      const created = await mobileMoneyLeftBehind('0812340000');
      const id = created.payment.id;
      expect(created.payment.status).toBe('requires_action');
      offset = MINUTE;
      expect(await t.app.payments.reconcile()).toEqual({ checked: 1, expired: 0 });
      await expectPaidOnce(id);
      const row = await paymentRow(id);
      const response = await postSuccessWebhook(row.provider_ref!, id);
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expectPaidOnce(id);
    });

    it('a declined mobile money charge is marked failed by reconciliation', async () => {
      const created = await mobileMoneyLeftBehind('0812341111');
      offset = MINUTE;
      await t.app.payments.reconcile();
      expect(await paymentRow(created.payment.id)).toMatchObject({
        status: 'failed',
        failure_code: 'declined',
      });
      expect(await ledgerOf(created.payment.id)).toMatchObject({ charges: 1, transactions: 0, boosts: 0 });
    });
  });
});
