import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config';
import { AfricasTalkingSms, SmsError, smsConfigFromEnv, type SmsProvider } from '../src/phone/sms';
import { phoneCodeDigest, phoneCodeLimitsWith } from '../src/phone/verification';
import { buildTestApp, columnOf, describeEachEngine, truncateAll, useTestApp } from './helper';
import { insertAd, insertCategory, insertCurrencies } from './fixtures';
import { bearer, createAccount } from './support/accounts';
import { itAnswers401ToAnonymousCallers } from './support/guards';

const en = { 'accept-language': 'en' };
const fr = { 'accept-language': 'fr' };
const START = Date.parse('2026-03-02T08:00:00Z');
const SECRET = 'test-app-secret';

/** Keeps every text, newest last. */
class CapturingSms implements SmsProvider {
  readonly name = 'capture';
  readonly sent: Array<{ to: string; text: string }> = [];
  failNext = false;

  async send(to: string, text: string): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new SmsError('refused', 403);
    }
    this.sent.push({ to, text });
  }

  /** The code of the newest text. */
  lastCode(): string {
    const text = this.sent.at(-1)?.text ?? '';
    const code = text.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no code in: ${text}`);
    return code;
  }
}

/** A local stand-in for Africa's Talking: records requests, answers what the test says. */
async function fakeGateway(answer: (body: URLSearchParams) => { status: number; json: unknown }): Promise<{
  url: string;
  requests: Array<{ headers: IncomingMessage['headers']; url: string; body: URLSearchParams }>;
  close(): Promise<void>;
}> {
  const requests: Array<{ headers: IncomingMessage['headers']; url: string; body: URLSearchParams }> = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = new URLSearchParams(raw);
      requests.push({ headers: request.headers, url: request.url ?? '', body });
      const { status, json } = answer(body);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sentAnswer = (number: string) => ({
  status: 201,
  json: {
    SMSMessageData: {
      Message: 'Sent to 1/1 Total Cost: USD 0.0250',
      Recipients: [{ statusCode: 101, number, status: 'Success', cost: 'USD 0.0250', messageId: 'ATXid_1' }],
    },
  },
});

describeEachEngine('phone verification and calls to sellers', (getDb) => {
  let now = START;
  const sms = new CapturingSms();

  const ask = (token: string, phone: string, headers: Record<string, string> = en, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/phone/verification',
      payload: { phone },
      headers: { ...bearer(token), ...headers },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const verify = (token: string, code: string, headers: Record<string, string> = en) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/phone/verify',
      payload: { code },
      headers: { ...bearer(token), ...headers },
    });
  const status = async (token: string) =>
    (await t.app.inject({ url: '/api/user/phone', headers: bearer(token) })).json();

  const t = useTestApp(getDb, {
    appSecret: SECRET,
    clock: () => now,
    sms: { provider: 'custom', sms },
    phoneCodeLimits: { perNumberPerDay: 3, perUserPerDay: 4, perAddressPerHour: 5 },
  });
  beforeEach(async () => {
    await insertCurrencies(t.db);
    sms.sent.length = 0;
    sms.failNext = false;
    now = START;
  });

  describe('authorization of every phone endpoint', () => {
    const ownEndpoints = [
      { method: 'GET' as const, url: '/api/user/phone' },
      { method: 'POST' as const, url: '/api/user/phone/verification', payload: { phone: '+243812345678' } },
      { method: 'POST' as const, url: '/api/user/phone/verify', payload: { code: '123456' } },
    ];

    itAnswers401ToAnonymousCallers(t, ownEndpoints);

    it('each caller (owner, another user, an admin) asks and proves only their own number', async () => {
      const owner = await createAccount(t.db, { email: 'owner@example.cd' });
      const other = await createAccount(t.db, { email: 'other@example.cd' });
      const admin = await createAccount(t.db, { email: 'admin@example.cd', is_admin: true });
      expect((await ask(owner.token, '0812345678')).statusCode).toBe(200);
      const ownerCode = sms.lastCode();
      // Another user and an administrator cannot use the owner's code: they have no code of their own.
      for (const caller of [other, admin]) {
        const refused = await verify(caller.token, ownerCode);
        expect(refused.statusCode).toBe(422);
        expect(refused.json().errors.code).toEqual([
          'No code is waiting for this number, or it has expired. Ask for a new one.',
        ]);
        expect(await status(caller.token)).toMatchObject({
          phone: null,
          phone_verified: false,
          pending: null,
        });
      }
      expect(await status(owner.token)).toMatchObject({
        phone_verified: false,
        pending: { phone: '+243812345678' },
      });
      const proved = await verify(owner.token, ownerCode);
      expect(proved.statusCode).toBe(200);
      expect(proved.json()).toMatchObject({
        message: 'Your number is verified.',
        user: { id: owner.id, phone: '+243812345678', phone_verified: true, show_phone: false },
      });
      // The admin proves a number of their own like anyone.
      expect((await ask(admin.token, '+33612345678')).statusCode).toBe(200);
      expect((await verify(admin.token, sms.lastCode())).json().user).toMatchObject({
        id: admin.id,
        phone: '+33612345678',
        phone_verified: true,
      });
      expect(await status(owner.token)).toMatchObject({ phone: '+243812345678', phone_verified: true });
    });

    it('POST /api/ads/{id}/phone: anyone may reveal a shown number, nobody one that is not', async () => {
      const category = await insertCategory(t.db, 'phones', { fr: 'Téléphones', en: 'Phones' });
      const seller = await createAccount(t.db, {
        phone: '+243812345678',
        phone_verified_at: new Date(),
        show_phone: true,
      });
      const hidden = await createAccount(t.db, { phone: '+243822345678', phone_verified_at: new Date() });
      const shown = await insertAd(t.db, {
        title: 'Samsung A14 neuf',
        userId: seller.id,
        categoryId: category,
      });
      const notShown = await insertAd(t.db, {
        title: 'Tecno Spark 10',
        userId: hidden.id,
        categoryId: category,
      });
      const buyer = await createAccount(t.db);
      const admin = await createAccount(t.db, { is_admin: true });
      for (const headers of [{}, bearer(buyer.token), bearer(seller.token), bearer(admin.token)]) {
        const revealed = await t.app.inject({ method: 'POST', url: `/api/ads/${shown.slug}/phone`, headers });
        expect(revealed.statusCode).toBe(200);
        expect(revealed.json()).toEqual({ phone: '+243812345678', phone_display: '+243 812 345 678' });
        const refused = await t.app.inject({
          method: 'POST',
          url: `/api/ads/${notShown.id}/phone`,
          headers: { ...headers, ...en },
        });
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ message: 'This seller does not show their number.' });
      }
    });
  });

  describe('codes', () => {
    it('keeps only an HMAC of the code, bound to the person and the number', async () => {
      const me = await createAccount(t.db);
      const response = await ask(me.token, '081 234 5678', fr);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Un code à 6 chiffres a été envoyé par SMS au +243812345678.',
        phone: '+243812345678',
        expires_at: new Date(START + 10 * 60_000).toISOString(),
        resend_after_seconds: 60,
      });
      expect(sms.sent).toHaveLength(1);
      expect(sms.sent[0].to).toBe('+243812345678');
      const code = sms.lastCode();
      expect(sms.sent[0].text).toContain('expire dans 10 minutes');
      const rows = await t.db.selectFrom('phone_codes').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(code);
      expect(rows[0].code_hash).toBe(phoneCodeDigest(SECRET, me.id, '+243812345678', code));
    });

    it('refuses a number that is not valid, in the caller language', async () => {
      const me = await createAccount(t.db);
      for (const [headers, text] of [
        [fr, 'Veuillez entrer un numéro de téléphone valide'],
        [en, 'Please enter a valid phone number'],
      ] as const) {
        const response = await ask(me.token, '12', headers);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ phone: [text] });
      }
      expect(sms.sent).toHaveLength(0);
    });

    it('a code works for 10 minutes only', async () => {
      const me = await createAccount(t.db);
      await ask(me.token, '+243812345678');
      const code = sms.lastCode();
      now += 10 * 60_000 + 1000;
      const late = await verify(me.token, code);
      expect(late.statusCode).toBe(422);
      expect(await status(me.token)).toMatchObject({ phone_verified: false, pending: null });
    });

    it('five wrong tries kill the code: 422 with the tries left, then 429 even for the right code', async () => {
      const me = await createAccount(t.db);
      await ask(me.token, '+243812345678');
      const code = sms.lastCode();
      const wrong = code === '000000' ? '111111' : '000000';
      for (const left of [4, 3, 2, 1]) {
        const response = await verify(me.token, wrong);
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toBe(
          `This code is not the right one. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
        );
      }
      const fifth = await verify(me.token, wrong, fr);
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().message).toBe(
        'Trop d’essais manqués : ce code ne marche plus. Demandez-en un nouveau.',
      );
      const right = await verify(me.token, code);
      expect(right.statusCode).toBe(429);
      expect(await status(me.token)).toMatchObject({ phone_verified: false });
    });

    it('another code only after 60 s (429 with the wait in fr/en and Retry-After); it replaces the first', async () => {
      const me = await createAccount(t.db);
      await ask(me.token, '+243812345678');
      const first = sms.lastCode();
      now += 20_000;
      const soon = await ask(me.token, '+243812345678', fr);
      expect(soon.statusCode).toBe(429);
      expect(soon.headers['retry-after']).toBe('40');
      expect(soon.json().message).toBe(
        'Un code vient d’être envoyé. Vous pourrez en demander un autre dans 40 secondes.',
      );
      now += 39_000;
      const english = await ask(me.token, '+243812345678', en);
      expect(english.json().message).toBe('A code was just sent. You can ask for another one in 1 second.');
      now += 1000;
      expect((await ask(me.token, '+243812345678')).statusCode).toBe(200);
      expect(sms.sent).toHaveLength(2);
      const second = sms.lastCode();
      if (first !== second) expect((await verify(me.token, first)).statusCode).toBe(422);
      expect((await verify(me.token, second)).statusCode).toBe(200);
    });

    it('limits codes per person, per number and per address', async () => {
      const ip = (n: number) => `10.0.0.${n}`;
      // Per person: 4 a day (this suite's setting), whatever the numbers.
      const me = await createAccount(t.db);
      for (let i = 0; i < 4; i++) {
        expect((await ask(me.token, `+24381234560${i}`, en, ip(1))).statusCode).toBe(200);
        now += 61_000;
      }
      const fifth = await ask(me.token, '+243812345609', en, ip(2));
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().message).toMatch(/^Too many codes were asked for\. Try again in \d+ minutes\.$/);
      now += 24 * 60 * 60_000;
      expect((await ask(me.token, '+243812345609', en, ip(2))).statusCode).toBe(200);

      // Per number: 3 a day, whoever asks.
      const target = '+243899999999';
      for (let i = 0; i < 3; i++) {
        const someone = await createAccount(t.db);
        expect((await ask(someone.token, target, en, ip(10 + i))).statusCode).toBe(200);
      }
      const fourth = await createAccount(t.db);
      expect((await ask(fourth.token, target, en, ip(20))).statusCode).toBe(429);

      // Per address: 5 an hour, whoever asks.
      now += 24 * 60 * 60_000;
      for (let i = 0; i < 5; i++) {
        const someone = await createAccount(t.db);
        expect((await ask(someone.token, `+24382000000${i}`, en, ip(99))).statusCode).toBe(200);
      }
      const sixth = await createAccount(t.db);
      const refused = await ask(sixth.token, '+243820000009', fr, ip(99));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(
        /^Trop de codes ont été demandés\. Réessayez dans \d+ minutes?\.$/,
      );
    });

    it('limits are never off: a missing or unusable value keeps its default; a wrong variable stops the start', () => {
      expect(phoneCodeLimitsWith({ perUserPerDay: 0, perNumberPerDay: undefined })).toEqual({
        perNumberPerDay: 5,
        perUserPerDay: 5,
        perAddressPerHour: 10,
      });
      expect(loadConfig({}).phoneCodeLimits).toEqual({
        perNumberPerDay: 5,
        perUserPerDay: 5,
        perAddressPerHour: 10,
      });
      expect(loadConfig({ PHONE_CODES_PER_USER_DAY: '' }).phoneCodeLimits.perUserPerDay).toBe(5);
      expect(() => loadConfig({ PHONE_CODES_PER_IP_HOUR: '0' })).toThrow(/PHONE_CODES_PER_IP_HOUR/);
      expect(() => loadConfig({ PHONE_CODES_PER_NUMBER_DAY: 'lots' })).toThrow(/PHONE_CODES_PER_NUMBER_DAY/);
    });

    it('a number proved by one account cannot be proved by another', async () => {
      await createAccount(t.db, { phone: '+243812345678', phone_verified_at: new Date() });
      const me = await createAccount(t.db);
      const response = await ask(me.token, '+243812345678');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        phone: ['This number is already verified on another account.'],
      });
    });

    it('changing the number drops the verification, whoever changes it', async () => {
      const me = await createAccount(t.db);
      await ask(me.token, '+243812345678');
      await verify(me.token, sms.lastCode());
      const same = await t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        payload: { phone: '0812345678' },
        headers: bearer(me.token),
      });
      expect(same.json().user).toMatchObject({ phone: '+243812345678', phone_verified: true });
      const changed = await t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        payload: { phone: '+243997654321' },
        headers: bearer(me.token),
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().user).toMatchObject({ phone: '+243997654321', phone_verified: false });
      // A change made anywhere else (an administrator, a script) drops it too.
      await t.db
        .updateTable('users')
        .set({ phone_verified_at: new Date() })
        .where('id', '=', me.id)
        .execute();
      await t.db.updateTable('users').set({ phone: '+243811111111' }).where('id', '=', me.id).execute();
      expect(await status(me.token)).toMatchObject({ phone: '+243811111111', phone_verified: false });
    });

    it('a gateway that refuses the text: 503, and the code is forgotten so the person may ask again at once', async () => {
      const me = await createAccount(t.db);
      sms.failNext = true;
      const refused = await ask(me.token, '+243812345678', fr);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe('Le SMS n’a pas pu être envoyé. Vérifiez le numéro et réessayez.');
      expect(await t.db.selectFrom('phone_codes').selectAll().execute()).toEqual([]);
      expect((await ask(me.token, '+243812345678')).statusCode).toBe(200);
    });
  });

  describe('reveals', () => {
    it('counts each reveal on the ad, per day and in the seller statistics; the card says what can be revealed', async () => {
      const category = await insertCategory(t.db, 'phones', { fr: 'Téléphones', en: 'Phones' });
      const seller = await createAccount(t.db);
      const ad = await insertAd(t.db, { title: 'Samsung A14 neuf', userId: seller.id, categoryId: category });
      const card = async () => (await t.app.inject({ url: `/api/users/${seller.id}` })).json();
      const reveal = () => t.app.inject({ method: 'POST', url: `/api/ads/${ad.id}/phone` });

      expect(await card()).toMatchObject({ phone: null, phone_verified: false, phone_revealable: false });
      expect((await reveal()).statusCode).toBe(404);
      await ask(seller.token, '+243812345678');
      await verify(seller.token, sms.lastCode());
      // Verified but not shown: nothing is exposed.
      expect(await card()).toMatchObject({ phone: null, phone_verified: true, phone_revealable: false });
      expect((await reveal()).statusCode).toBe(404);
      await t.db.updateTable('users').set({ show_phone: true }).where('id', '=', seller.id).execute();
      expect(await card()).toMatchObject({ phone: null, phone_verified: true, phone_revealable: true });
      for (let i = 0; i < 3; i++) expect((await reveal()).statusCode).toBe(200);
      expect(await columnOf(t.db, 'ads', ad.id, 'phone_reveals')).toBe(3);
      expect(await status(seller.token)).toMatchObject({ reveals: 3 });
      // Counted per day too (UTC), in step with the total.
      const perDay = () => t.db.selectFrom('ad_phone_reveals').select(['ad_id', 'day', 'count']).execute();
      const today = new Date().toISOString().slice(0, 10);
      expect(await perDay()).toEqual([{ ad_id: ad.id, day: today, count: 3 }]);
      // An ad that is not public reveals nothing and counts nothing.
      await t.db.updateTable('ads').set({ status: 'sold' }).where('id', '=', ad.id).execute();
      expect((await reveal()).statusCode).toBe(404);
      expect(await status(seller.token)).toMatchObject({ reveals: 3 });
      expect((await perDay()).map((entry) => entry.count)).toEqual([3]);
    });
  });
});

describeEachEngine('SMS providers', (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb().db);
  });

  it('the sandbox keeps texts in the outbox, shown in the dev mailbox with the number as recipient', async () => {
    const t = await buildTestApp(getDb().db, { devMailbox: true });
    try {
      const me = await createAccount(t.db);
      await t.app.inject({
        method: 'POST',
        url: '/api/user/phone/verification',
        payload: { phone: '+243812345678' },
        headers: bearer(me.token),
      });
      const list = (await t.app.inject({ url: '/api/dev/mailbox' })).json().data;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ to: '+243812345678', channel: 'sms' });
      const mail = (await t.app.inject({ url: `/api/dev/mailbox/${list[0].id}` })).json();
      expect(mail.text).toMatch(/^\d{6} est votre code Sokoni\./);
    } finally {
      await t.close();
    }
  });

  it('the sandbox is refused in production unless chosen explicitly (then verification answers 503)', async () => {
    expect(smsConfigFromEnv({}, 'development')).toEqual({ provider: 'sandbox' });
    expect(smsConfigFromEnv({}, 'production')).toEqual({ provider: 'none' });
    expect(smsConfigFromEnv({ SMS_PROVIDER: 'sandbox' }, 'production')).toEqual({ provider: 'none' });
    expect(smsConfigFromEnv({ SMS_SANDBOX_IN_PRODUCTION: '1' }, 'production')).toEqual({
      provider: 'sandbox',
    });
    expect(() => smsConfigFromEnv({ SMS_PROVIDER: 'africastalking' }, 'production')).toThrow(
      /AFRICASTALKING_API_KEY/,
    );
    expect(() => smsConfigFromEnv({ SMS_PROVIDER: 'carrier-pigeon' }, 'development')).toThrow(/SMS_PROVIDER/);
    const t = await buildTestApp(getDb().db, { nodeEnv: 'production' });
    try {
      const me = await createAccount(t.db);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/phone/verification',
        payload: { phone: '+243812345678' },
        headers: { ...bearer(me.token), ...en },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'Sending SMS is not available at the moment.' });
      expect(await t.db.selectFrom('phone_codes').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("Africa's Talking: the documented request (form body, apiKey header) through the app, against a fake gateway", async () => {
    const gateway = await fakeGateway((body) => sentAnswer(body.get('to') ?? ''));
    const t = await buildTestApp(getDb().db, {
      sms: {
        provider: 'africastalking',
        username: 'sokoni',
        apiKey: 'at-key-123',
        senderId: 'SOKONI',
        baseUrl: gateway.url,
      },
    });
    try {
      const me = await createAccount(t.db);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/phone/verification',
        payload: { phone: '0812345678' },
        headers: bearer(me.token),
      });
      expect(response.statusCode).toBe(200);
      expect(gateway.requests).toHaveLength(1);
      const [request] = gateway.requests;
      expect(request.url).toBe('/version1/messaging');
      expect(request.headers.apikey).toBe('at-key-123');
      expect(request.headers.accept).toBe('application/json');
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(request.body.get('username')).toBe('sokoni');
      expect(request.body.get('to')).toBe('+243812345678');
      expect(request.body.get('from')).toBe('SOKONI');
      expect(request.body.get('message')).toMatch(/^\d{6} est votre code Sokoni\./);
    } finally {
      await t.close();
      await gateway.close();
    }
  });

  it("Africa's Talking: a refused recipient, an HTTP error or garbage is an SmsError", async () => {
    const answers = [
      {
        status: 201,
        json: {
          SMSMessageData: {
            Message: 'Sent to 0/1',
            Recipients: [{ statusCode: 403, status: 'InvalidPhoneNumber', number: '+243' }],
          },
        },
      },
      { status: 401, json: 'The supplied authentication is invalid' },
      { status: 201, json: { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } } },
    ];
    let index = 0;
    const gateway = await fakeGateway(() => answers[index++]);
    const provider = new AfricasTalkingSms({ username: 'sokoni', apiKey: 'k', baseUrl: gateway.url });
    try {
      await expect(provider.send('+243812345678', 'x')).rejects.toMatchObject({
        name: 'SmsError',
        status: 403,
      });
      await expect(provider.send('+243812345678', 'x')).rejects.toMatchObject({
        name: 'SmsError',
        status: 401,
      });
      await expect(provider.send('+243812345678', 'x')).rejects.toThrow('InvalidSenderId');
      const down = new AfricasTalkingSms({ username: 'sokoni', apiKey: 'k', baseUrl: 'http://127.0.0.1:9' });
      await expect(down.send('+243812345678', 'x')).rejects.toThrow(SmsError);
    } finally {
      await gateway.close();
    }
  });
});
