import type { Kysely } from 'kysely';
import type { Database } from '../src/db/types';
import { expireBoosts } from '../src/payments/boosts';
import type { SandboxProvider } from '../src/payments/sandbox';
import { buildTestApp, describeEachEngine, truncateAll, type TestApp } from './helper';
import { insertAd, insertCategory, insertCurrencies } from './fixtures';
import { CapturingMailer, bearer, createAccount } from './support/accounts';
import { card, TEST_CARDS } from './support/payments';

const en = { 'accept-language': 'en' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const { ok: CARD_OK, declined: CARD_DECLINED, outsideRules: CARD_OUTSIDE_RULES } = TEST_CARDS;

let keySequence = 0;
const newKey = () => `test-key-${Date.now()}-${++keySequence}`;

async function insertPlans(db: Kysely<Database>) {
  const plans = [
    {
      slug: 'basic-boost',
      name: 'Basic Boost',
      price_minor: 300,
      duration_days: 7,
      boost_type: 'standard' as const,
    },
    {
      slug: 'premium-boost',
      name: 'Premium Boost',
      price_minor: 700,
      duration_days: 14,
      boost_type: 'premium' as const,
    },
    {
      slug: 'elite-boost',
      name: 'Elite Boost',
      price_minor: 1500,
      duration_days: 30,
      boost_type: 'exclusive' as const,
    },
  ];
  const ids: number[] = [];
  for (const plan of plans.reverse()) {
    const { id } = await db
      .insertInto('promotion_plans')
      .values({
        ...plan,
        description: `${plan.name} description`,
        currency_code: 'USD',
        features: JSON.stringify(['Top']),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.unshift(id);
  }
  const { id: retired } = await db
    .insertInto('promotion_plans')
    .values({
      slug: 'retired',
      name: 'Retired',
      description: 'x',
      price_minor: 100,
      currency_code: 'USD',
      duration_days: 7,
      boost_type: 'standard',
      features: '[]',
      is_active: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { basic: ids[0], premium: ids[1], elite: ids[2], retired };
}

describeEachEngine('payments', (getDb) => {
  let t: TestApp;
  let quiet: TestApp;
  let offset = 0;
  const mailer = new CapturingMailer();
  let plans: Awaited<ReturnType<typeof insertPlans>>;
  let owner: { id: number; token: string; email: string };
  let other: { id: number; token: string };
  let admin: { id: number; token: string };
  let adId: number;
  let categoryId: number;

  const now = () => new Date(Date.now() + offset);
  const sandbox = () => t.app.paymentProviders.get('sandbox') as SandboxProvider;

  const pay = (app: TestApp, token: string, body: object, key = newKey(), headers: object = {}) =>
    app.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...bearer(token), 'idempotency-key': key, ...headers },
      payload: body,
    });

  const waitForStatus = async (id: string, statuses: string[], token = owner.token) => {
    const started = Date.now();
    for (;;) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/payments/${id}`,
        headers: bearer(token),
      });
      const body = response.json();
      if (statuses.includes(body.status)) return body;
      if (Date.now() - started > 5000) throw new Error(`payment stayed ${body.status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    t = await buildTestApp(getDb().db, {
      mailer,
      appSecret: 'test-app-secret',
      payments: { sandboxWebhookDelayMs: 50, sandboxWebhookSecret: 'whsec-test', now },
      paymentCreateLimit: { max: 1000, timeWindow: '1 minute' },
    });
    // A customer who never answers the prompt: no webhook ever comes.
    quiet = await buildTestApp(getDb().db, {
      mailer,
      appSecret: 'test-app-secret',
      payments: { sandboxWebhookDelayMs: null, now },
    });
  });
  afterAll(async () => {
    await quiet.close();
    await t.close();
  });
  beforeEach(async () => {
    offset = 0;
    await truncateAll(t.db);
    await insertCurrencies(t.db);
    plans = await insertPlans(t.db);
    mailer.sent.length = 0;
    owner = await createAccount(t.db, { name: 'Owner', email: 'owner@example.cd', preferred_language: 'en' });
    other = await createAccount(t.db, { name: 'Other', email: 'other@example.cd' });
    admin = await createAccount(t.db, { name: 'Admin', email: 'admin@example.cd', is_admin: true });
    categoryId = await insertCategory(t.db, 'phones', { fr: 'Téléphones', en: 'Phones' });
    ({ id: adId } = await insertAd(t.db, { title: 'Samsung Galaxy S21', userId: owner.id, categoryId }));
  });

  const events = (payment: { events: Array<{ type: string; status: string }> }) =>
    payment.events.map((event) => `${event.type}:${event.status}`);
  const adRow = () => t.db.selectFrom('ads').selectAll().where('id', '=', adId).executeTakeFirstOrThrow();
  const countOf = async (table: 'transactions' | 'payments' | 'payment_events') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('GET /api/promotion-plans', () => {
    it('lists the active plans to anyone, cheapest first, with the price in Congolese francs', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/promotion-plans' });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.map((p: { name: string }) => p.name)).toEqual([
        'Basic Boost',
        'Premium Boost',
        'Elite Boost',
      ]);
      expect(data[0]).toMatchObject({
        price: 3,
        price_minor: 300,
        currency_code: 'USD',
        duration_days: 7,
        boost_type: 'standard',
        converted_price: { amount: 7500, currency_code: 'CDF', symbol: 'FC' },
      });
    });
  });

  describe('authorization', () => {
    const body = () => ({ ad_id: adId, plan_id: plans.basic, ...card(CARD_OK) });

    it.each([
      ['POST', '/api/payments'],
      ['GET', '/api/payments/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/transactions'],
      ['GET', '/api/transactions/00000000-0000-4000-8000-000000000000'],
    ] as const)('%s %s answers 401 to an anonymous caller', async (method, url) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...en, 'idempotency-key': newKey() },
        payload: method === 'POST' ? body() : undefined,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    });

    it('lets only the owner promote an ad: another user and an admin are refused, nothing is written', async () => {
      for (const caller of [other, admin]) {
        const response = await pay(t, caller.token, body(), newKey(), en);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('You can only promote your own ads.');
      }
      expect(await countOf('payments')).toBe(0);
      const mine = await pay(t, owner.token, body());
      expect(mine.statusCode).toBe(201);
    });

    it('shows a payment, its receipt and the history to its owner only (others, admins included, see nothing)', async () => {
      const { id } = (await pay(t, owner.token, body())).json();
      for (const caller of [other, admin]) {
        for (const url of [`/api/payments/${id}`, `/api/transactions/${id}`]) {
          const response = await t.app.inject({
            method: 'GET',
            url,
            headers: { ...bearer(caller.token), ...en },
          });
          expect(response.statusCode).toBe(404);
          expect(response.json().message).toBe('Payment not found');
        }
        const list = await t.app.inject({
          method: 'GET',
          url: '/api/transactions',
          headers: bearer(caller.token),
        });
        expect(list.json()).toMatchObject({ data: [], total: 0 });
      }
      for (const url of [`/api/payments/${id}`, `/api/transactions/${id}`]) {
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
        expect(response.statusCode).toBe(200);
        expect(response.json().id).toBe(id);
      }
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/transactions',
        headers: bearer(owner.token),
      });
      expect(list.json().data.map((row: { id: string }) => row.id)).toEqual([id]);
    });

    it('refuses ads that are not active, missing ads and retired plans with a clear message', async () => {
      const { id: pending } = await insertAd(t.db, {
        title: 'En attente',
        userId: owner.id,
        categoryId,
        status: 'pending',
      });
      const { id: lapsed } = await insertAd(t.db, {
        title: 'Périmée',
        userId: owner.id,
        categoryId,
        expiresAt: new Date(Date.now() - MINUTE),
      });
      for (const id of [pending, lapsed]) {
        const response = await pay(t, owner.token, { ...body(), ad_id: id });
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toBe('Seules les annonces actives peuvent être promues.');
      }
      const missing = await pay(t, owner.token, { ...body(), ad_id: 999999 }, newKey(), en);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Ad not found');
      const retired = await pay(t, owner.token, { ...body(), plan_id: plans.retired }, newKey(), en);
      expect(retired.statusCode).toBe(422);
      expect(retired.json().errors).toEqual({
        plan_id: ['This promotion plan does not exist or is no longer offered.'],
      });
      expect(await countOf('payments')).toBe(0);
    });

    it('requires an Idempotency-Key', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: { ...bearer(owner.token), ...en },
        payload: body(),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ 'idempotency-key': ['This field is required'] });
    });
  });

  describe('card', () => {
    it('0000 succeeds: boost applied, transaction, receipt mail, and the events of the state machine', async () => {
      const response = await pay(t, owner.token, { ad_id: adId, plan_id: plans.premium, ...card(CARD_OK) });
      expect(response.statusCode).toBe(201);
      const payment = response.json();
      expect(payment).toMatchObject({
        status: 'succeeded',
        method: 'card',
        provider: 'sandbox',
        method_details: { brand: 'visa', last4: '0000' },
        amount: 7,
        amount_minor: 700,
        currency_code: 'USD',
        plan: { name: 'Premium Boost', boost_type: 'premium', duration_days: 14 },
        ad: { id: adId, title: 'Samsung Galaxy S21' },
        next_action: { type: 'none' },
        failure_message: null,
      });
      expect(payment.transaction_id).toMatch(/^SKN-[A-Z2-9]{10}$/);
      expect(events(payment)).toEqual([
        'payment.created:created',
        'charge.requested:created',
        'charge.processing:processing',
        'status.checked:processing',
        'charge.succeeded:succeeded',
        'boost.applied:succeeded',
        'receipt.queued:succeeded',
      ]);
      const ad = await adRow();
      expect(ad.boost_type).toBe('premium');
      expect(Math.abs(new Date(ad.boost_expires_at!).getTime() - (Date.now() + 14 * DAY))).toBeLessThan(
        MINUTE,
      );
      expect(new Date(payment.boost_expires_at).getTime()).toBe(new Date(ad.boost_expires_at!).getTime());
      const mail = await mailer.waitFor('owner@example.cd');
      expect(mail.subject).toBe(`Your Sokoni receipt ${payment.transaction_id}`);
      expect(mail.text).toContain('Premium Boost (14 days)');
      expect(mail.text).toContain('7.00 USD');
      // Only the brand and the last four digits are ever kept.
      const stored = JSON.stringify(await t.db.selectFrom('payments').selectAll().execute());
      const logged = JSON.stringify(await t.db.selectFrom('payment_events').selectAll().execute());
      for (const text of [stored, logged]) expect(text).not.toContain('42424242');
    });

    it('1111 fails clearly: nothing charged, no boost, no transaction', async () => {
      const response = await pay(
        t,
        owner.token,
        { ad_id: adId, plan_id: plans.basic, ...card(CARD_DECLINED) },
        newKey(),
        en,
      );
      expect(response.statusCode).toBe(201);
      const payment = response.json();
      expect(payment).toMatchObject({
        status: 'failed',
        transaction_id: null,
        failure_message: 'The payment was declined. Nothing was charged.',
      });
      expect(events(payment)).toEqual([
        'payment.created:created',
        'charge.requested:created',
        'charge.processing:processing',
        'status.checked:processing',
        'charge.failed:failed',
      ]);
      expect((await adRow()).boost_type).toBeNull();
      expect(await countOf('transactions')).toBe(0);
    });

    it('refuses other numbers, bad numbers, expired cards and bad CVCs with messages in fr and en', async () => {
      const outside = await pay(
        t,
        owner.token,
        { ad_id: adId, plan_id: plans.basic, ...card(CARD_OUTSIDE_RULES) },
        newKey(),
        en,
      );
      expect(outside.statusCode).toBe(422);
      expect(outside.json().errors).toEqual({
        card_number: [
          'In test mode, use a number ending in 0000 (payment accepted) or 1111 (payment declined).',
        ],
      });
      const bad = await pay(t, owner.token, {
        ad_id: adId,
        plan_id: plans.basic,
        method: 'card',
        card_number: '4242 4242 0000 0001',
        card_expiry: '01/20',
        card_cvc: '1234',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({
        message: 'Veuillez vérifier le formulaire et corriger les erreurs',
        errors: {
          card_number: ["Ce numéro de carte n'est pas valide"],
          card_expiry: ['Cette carte a expiré'],
          card_cvc: ["Le code de sécurité (CVC) n'est pas valide"],
        },
      });
      const missing = await pay(
        t,
        owner.token,
        { ad_id: adId, plan_id: plans.basic, method: 'card' },
        newKey(),
        en,
      );
      expect(missing.json().errors).toEqual({
        card_number: ['This field is required'],
        card_expiry: ['This field is required'],
        card_cvc: ['This field is required'],
      });
      expect(await countOf('payments')).toBe(0);
    });
  });

  describe('PayPal', () => {
    it('success… succeeds after the redirect stand-in', async () => {
      const response = await pay(t, owner.token, {
        ad_id: adId,
        plan_id: plans.elite,
        method: 'paypal',
        paypal_email: 'success.buyer@example.com',
      });
      const payment = response.json();
      expect(payment).toMatchObject({
        status: 'succeeded',
        method_details: { email: 'success.buyer@example.com' },
      });
      expect(events(payment)).toEqual([
        'payment.created:created',
        'charge.requested:created',
        'charge.action_required:requires_action',
        'charge.processing:processing',
        'status.checked:processing',
        'charge.succeeded:succeeded',
        'boost.applied:succeeded',
        'receipt.queued:succeeded',
      ]);
      expect((await adRow()).boost_type).toBe('exclusive');
    });

    it('fail… fails; any other address is refused', async () => {
      const failed = (
        await pay(t, owner.token, {
          ad_id: adId,
          plan_id: plans.basic,
          method: 'paypal',
          paypal_email: 'fail@example.com',
        })
      ).json();
      expect(failed.status).toBe('failed');
      expect(events(failed)).toEqual([
        'payment.created:created',
        'charge.requested:created',
        'charge.action_required:requires_action',
        'charge.processing:processing',
        'status.checked:processing',
        'charge.failed:failed',
      ]);
      const other = await pay(
        t,
        owner.token,
        { ad_id: adId, plan_id: plans.basic, method: 'paypal', paypal_email: 'buyer@example.com' },
        newKey(),
        en,
      );
      expect(other.statusCode).toBe(422);
      expect(other.json().errors).toEqual({
        paypal_email: [
          'In test mode, use a PayPal address starting with "success" (accepted) or "fail" (declined).',
        ],
      });
      const invalid = await pay(t, owner.token, {
        ad_id: adId,
        plan_id: plans.basic,
        method: 'paypal',
        paypal_email: 'nope',
      });
      expect(invalid.json().errors).toEqual({ paypal_email: ['Veuillez entrer un email valide'] });
    });
  });

  describe('mobile money', () => {
    it('0000: waits for the customer, then the signed webhook and a status query mark it paid', async () => {
      const response = await pay(t, owner.token, {
        ad_id: adId,
        plan_id: plans.basic,
        method: 'mobile_money',
        phone: '081 234 0000',
      });
      expect(response.statusCode).toBe(201);
      const waiting = response.json();
      expect(waiting).toMatchObject({
        status: 'requires_action',
        method_details: { phone: '+243812340000', operator: 'vodacom_mpesa' },
        next_action: { type: 'ussd_push', operator: 'vodacom_mpesa' },
      });
      const paid = await waitForStatus(waiting.id, ['succeeded', 'failed']);
      expect(paid.status).toBe('succeeded');
      expect(events(paid)).toEqual([
        'payment.created:created',
        'charge.requested:created',
        'charge.action_required:requires_action',
        'webhook.received:requires_action',
        'status.checked:requires_action',
        'charge.succeeded:succeeded',
        'boost.applied:succeeded',
        'receipt.queued:succeeded',
      ]);
      expect((await adRow()).boost_type).toBe('standard');
    });

    it('tells the owner’s live stream each state change, and no one else’s', async () => {
      const heard: Array<{ type: string; data: unknown }> = [];
      const others: unknown[] = [];
      const stop = t.app.liveEvents.subscribe(owner.id, (event) => heard.push(event));
      const stopOther = t.app.liveEvents.subscribe(other.id, (event) => others.push(event));
      try {
        const response = await pay(t, owner.token, {
          ad_id: adId,
          plan_id: plans.basic,
          method: 'mobile_money',
          phone: '081 234 0000',
        });
        const { id } = response.json();
        await waitForStatus(id, ['succeeded']);
        const started = Date.now();
        while (
          !heard.some((event) => (event.data as { status: string }).status === 'succeeded') &&
          Date.now() - started < 5000
        ) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(heard.filter((event) => event.type === 'payment').map((event) => event.data)).toContainEqual({
          payment_id: id,
          status: 'succeeded',
        });
        expect(others).toEqual([]);
        const logged = await t.db
          .selectFrom('live_events')
          .select(['user_id', 'type', 'data'])
          .where('type', '=', 'payment')
          .execute();
        expect(logged.every((row) => row.user_id === owner.id)).toBe(true);
        expect(logged.map((row) => row.data)).toContainEqual({ payment_id: id, status: 'succeeded' });
      } finally {
        stop();
        stopOther();
      }
    });

    it('1111 fails after the webhook; the operator is recognised from the prefix', async () => {
      const waiting = (
        await pay(t, owner.token, {
          ad_id: adId,
          plan_id: plans.basic,
          method: 'mobile_money',
          phone: '+243 97 234 1111',
        })
      ).json();
      expect(waiting.method_details).toEqual({ phone: '+243972341111', operator: 'airtel_money' });
      const failed = await waitForStatus(waiting.id, ['succeeded', 'failed']);
      expect(failed.status).toBe('failed');
      expect(events(failed).slice(-3)).toEqual([
        'webhook.received:requires_action',
        'status.checked:requires_action',
        'charge.failed:failed',
      ]);
      expect(await countOf('transactions')).toBe(0);
    });

    it('refuses numbers outside the rules, unknown operators and invalid numbers', async () => {
      const cases: Array<[string, string]> = [
        [
          '0842345678',
          'In test mode, use a number ending in 0000 (payment accepted) or 1111 (payment declined).',
        ],
        [
          '0862340000',
          'This number does not belong to a supported mobile money operator (Vodacom M-Pesa, Airtel Money, Orange Money, Africell).',
        ],
        ['0752340000', 'Please enter a valid Congolese phone number (+243…)'],
      ];
      for (const [phone, message] of cases) {
        const response = await pay(
          t,
          owner.token,
          { ad_id: adId, plan_id: plans.basic, method: 'mobile_money', phone },
          newKey(),
          en,
        );
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ phone: [message] });
      }
    });

    it('a payment whose webhook never comes is expired by the reconciliation job after the grace period', async () => {
      const waiting = (
        await pay(quiet, owner.token, {
          ad_id: adId,
          plan_id: plans.basic,
          method: 'mobile_money',
          phone: '0892340000',
        })
      ).json();
      expect(waiting).toMatchObject({
        status: 'requires_action',
        method_details: { operator: 'orange_money' },
      });
      offset = 2 * MINUTE;
      expect(await quiet.app.payments.reconcile()).toEqual({ checked: 1, expired: 0 });
      expect((await waitForStatus(waiting.id, ['requires_action'])).status).toBe('requires_action');
      offset = 16 * MINUTE;
      expect(await quiet.app.payments.reconcile()).toEqual({ checked: 1, expired: 1 });
      const expired = await waitForStatus(waiting.id, ['expired']);
      expect(expired.failure_message).toBe(
        "Le paiement n'a pas été confirmé à temps. Aucun montant n’a été débité ; vous pouvez réessayer.",
      );
      expect(events(expired)).toEqual([
        'payment.created:created',
        'charge.requested:created',
        'charge.action_required:requires_action',
        'status.checked:requires_action',
        'status.checked:requires_action',
        'charge.expired:expired',
      ]);
      expect((await adRow()).boost_type).toBeNull();
    });
  });

  describe('webhooks', () => {
    it('refuses a bad signature and changes nothing', async () => {
      const waiting = (
        await pay(quiet, owner.token, {
          ad_id: adId,
          plan_id: plans.basic,
          method: 'mobile_money',
          phone: '0812340000',
        })
      ).json();
      const row = await t.db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', waiting.id)
        .executeTakeFirstOrThrow();
      const webhook = sandbox().webhookFor(row.provider_ref!, {
        paymentId: row.id,
        amountMinor: 300,
        currency: 'USD',
      });
      const before = await countOf('payment_events');
      for (const signature of ['sha256=00', undefined]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/sandbox',
          headers: {
            'content-type': 'application/json',
            ...(signature ? { 'x-sandbox-signature': signature } : {}),
            ...en,
          },
          payload: webhook.body,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Invalid notification signature');
      }
      // The body altered after signing is refused too.
      const tampered = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers: webhook.headers,
        payload: webhook.body.replace('"succeeded"', '"failed"'),
      });
      expect(tampered.statusCode).toBe(400);
      expect(await countOf('payment_events')).toBe(before);
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/nobody',
        headers: webhook.headers,
        payload: webhook.body,
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('a replayed webhook changes nothing', async () => {
      const waiting = (
        await pay(t, owner.token, {
          ad_id: adId,
          plan_id: plans.basic,
          method: 'mobile_money',
          phone: '0812340000',
        })
      ).json();
      const paid = await waitForStatus(waiting.id, ['succeeded']);
      const delivered = sandbox().sent.find((webhook) => webhook.body.includes(waiting.id))!;
      const before = { events: await countOf('payment_events'), ad: await adRow() };
      for (let i = 0; i < 2; i++) {
        const replay = await t.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/sandbox',
          headers: delivered.headers,
          payload: delivered.body,
        });
        expect(replay.statusCode).toBe(200);
        expect(replay.json()).toEqual({ received: true, duplicate: true });
      }
      expect(await countOf('payment_events')).toBe(before.events);
      expect(await countOf('transactions')).toBe(1);
      expect((await adRow()).boost_expires_at).toEqual(before.ad.boost_expires_at);
      expect((await waitForStatus(waiting.id, ['succeeded'])).events).toEqual(paid.events);
    });
  });

  describe('idempotency', () => {
    it('the same key posted twice in parallel charges once', async () => {
      const key = newKey();
      const body = { ad_id: adId, plan_id: plans.basic, ...card(CARD_OK) };
      const responses = await Promise.all([pay(t, owner.token, body, key), pay(t, owner.token, body, key)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
      const again = await pay(t, owner.token, body, key);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ id: responses[0].json().id, status: 'succeeded' });
      expect(await countOf('payments')).toBe(1);
      expect(await countOf('transactions')).toBe(1);
      const ad = await adRow();
      // One week of boost, not two.
      expect(Math.abs(new Date(ad.boost_expires_at!).getTime() - (Date.now() + 7 * DAY))).toBeLessThan(
        MINUTE,
      );
    });

    it('the same key with another body is refused', async () => {
      const key = newKey();
      await pay(t, owner.token, { ad_id: adId, plan_id: plans.basic, ...card(CARD_OK) }, key);
      const response = await pay(
        t,
        owner.token,
        { ad_id: adId, plan_id: plans.elite, ...card(CARD_OK) },
        key,
        en,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'This request key was already used for another payment. Reload the page and try again.',
      );
      expect(await countOf('payments')).toBe(1);
    });
  });

  describe('boosts', () => {
    it('boosted ads lead the default order, buying again extends, and the job ends the boost on time', async () => {
      const { id: newer } = await insertAd(t.db, {
        title: 'Nouvelle annonce récente',
        userId: other.id,
        categoryId,
        createdAt: new Date(),
      });
      const titles = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/ads' }))
          .json()
          .data.map((ad: { id: number }) => ad.id);
      expect((await titles())[0]).toBe(newer);

      await pay(t, owner.token, { ad_id: adId, plan_id: plans.basic, ...card(CARD_OK) });
      expect((await titles())[0]).toBe(adId);
      const listed = (await t.app.inject({ method: 'GET', url: '/api/ads' })).json().data[0];
      expect(listed.boost).toMatchObject({ type: 'standard' });

      // A second week starts where the first ends.
      await pay(t, owner.token, { ad_id: adId, plan_id: plans.basic, ...card(CARD_OK) });
      const extended = await adRow();
      expect(Math.abs(new Date(extended.boost_expires_at!).getTime() - (Date.now() + 14 * DAY))).toBeLessThan(
        MINUTE,
      );

      expect(await expireBoosts(t.db, new Date(Date.now() + 13 * DAY))).toBe(0);
      expect((await titles())[0]).toBe(adId);
      expect(await expireBoosts(t.db, new Date(Date.now() + 14 * DAY + MINUTE))).toBe(1);
      const ended = await adRow();
      expect(ended.boost_type).toBeNull();
      expect((await titles())[0]).toBe(newer);
    });

    it('the job ends a backlog of boosts a batch at a time, every one of them', async () => {
      const ended = new Date(Date.now() - MINUTE);
      const running = new Date(Date.now() + DAY);
      const backlog = [];
      for (let i = 0; i < 5; i++)
        backlog.push(
          (
            await insertAd(t.db, {
              title: `Boost fini ${i}`,
              userId: other.id,
              categoryId,
              boost: { type: 'premium', expiresAt: ended },
            })
          ).id,
        );
      const { id: stillBoosted } = await insertAd(t.db, {
        title: 'Boost en cours',
        userId: other.id,
        categoryId,
        boost: { type: 'premium', expiresAt: running },
      });

      expect(await expireBoosts(t.db, new Date(), 2)).toBe(5);
      const rows = await t.db
        .selectFrom('ads')
        .where('id', 'in', [...backlog, stillBoosted])
        .select(['id', 'boost_type'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.boost_type)).toEqual([null, null, null, null, null, 'premium']);
      expect(await expireBoosts(t.db, new Date(), 2)).toBe(0);
    });
  });

  describe('GET /api/transactions', () => {
    it('lists every attempt newest first, ten a page, with the receipt of each', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 11; i++) {
        offset = i * 1000;
        const response = await pay(t, owner.token, {
          ad_id: adId,
          plan_id: plans.basic,
          ...card(i === 3 ? CARD_DECLINED : CARD_OK),
        });
        ids.push(response.json().id);
      }
      const first = (
        await t.app.inject({ method: 'GET', url: '/api/transactions', headers: bearer(owner.token) })
      ).json();
      expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 11 });
      expect(first.data.map((row: { id: string }) => row.id)).toEqual(ids.slice(1).reverse());
      const second = (
        await t.app.inject({ method: 'GET', url: '/api/transactions?page=2', headers: bearer(owner.token) })
      ).json();
      expect(second.data.map((row: { id: string }) => row.id)).toEqual([ids[0]]);
      const declined = first.data.find((row: { id: string }) => row.id === ids[3]);
      expect(declined).toMatchObject({ status: 'failed', transaction_id: null, paid_at: null });
      const receipt = (
        await t.app.inject({
          method: 'GET',
          url: `/api/transactions/${ids[0]}`,
          headers: bearer(owner.token),
        })
      ).json();
      expect(receipt).toMatchObject({
        id: ids[0],
        status: 'succeeded',
        amount: 3,
        currency_code: 'USD',
        method: 'card',
        method_details: { brand: 'visa', last4: '0000' },
        plan: { name: 'Basic Boost', boost_type: 'standard', duration_days: 7 },
        ad: { id: adId, title: 'Samsung Galaxy S21' },
      });
      expect(receipt.transaction_id).toMatch(/^SKN-/);
      expect(receipt.paid_at).not.toBeNull();
    });
  });
});
