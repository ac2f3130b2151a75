import { buildTestApp, describeEachEngine, truncateAll, type TestApp } from '../helper';
import { CapturingMailer, PASSWORD, bearer, createAccount } from '../support/accounts';
import { TEST_REDIS_URL, redisReachable, uniqueKeyPrefix } from './redis';

/**
 * Item 5 of the first hardening review, "anyone can lock anyone out": failures only are counted, with growing
 * delays (2 s, 4 s, 8 s… up to a cap) instead of a lock; the per-address limit counts failures only; with
 * Redis the counters survive a restart. Finding 6 of the second review: the delays were the account's, so
 * someone failing from one address each time the wait ended kept the owner, elsewhere with the right
 * password, at 429 (28 of 28 tries over 13 minutes). Now the wait falls on the address that failed, and
 * guessing from many addresses is answered with a mailed code for new addresses, never with a wait.
 */
const LIMIT = {
  freeFailures: 3,
  maxDelayMs: 60_000,
  failureMemoryMs: 10 * 60_000,
  addressesBeforeCode: 3,
  knownAddressMs: 30 * 24 * 60 * 60_000,
  codeTtlMs: 5 * 60_000,
  codeMisses: 3,
  codeMails: 2,
  codeMailWindowMs: 10 * 60_000,
  ipFailures: 10,
  ipWindowMs: 15 * 60_000,
  requestsPerAccount: 3,
  requestsPerIp: 6,
  requestWindowMs: 15 * 60_000,
};

const stores = redisReachable ? (['memory', 'redis'] as const) : (['memory'] as const);

describeEachEngine('security: anyone can lock anyone out', (getDb) => {
  let now = Date.parse('2026-03-01T08:00:00Z');
  const clock = () => now;
  const wait = (ms: number) => {
    now += ms;
  };

  if (!redisReachable) it.skip(`counters in Redis (no Redis answers at ${TEST_REDIS_URL})`, () => undefined);

  describe.each(stores)('counters in %s', (store) => {
    let t: TestApp;
    let prefix: string;
    const mailer = new CapturingMailer();
    const build = () =>
      buildTestApp(getDb().db, {
        clock,
        mailer,
        appSecret: 'throttle-test-secret',
        attemptLimit: LIMIT,
        ...(store === 'redis' ? { redisUrl: TEST_REDIS_URL, attemptKeyPrefix: prefix } : {}),
      });

    beforeEach(async () => {
      mailer.sent.length = 0;
      prefix = uniqueKeyPrefix();
      t = await build();
      await truncateAll(t.db);
    });
    afterEach(() => t.close());

    /** The reset form (POST /api/reset-password) sent from `ip`, the new password typed twice. */
    const resetPassword = (token: string, email: string, password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token, email, password, password_confirmation: password },
        remoteAddress: ip,
      });
    const login = (email: string, password: string, ip: string, locale = 'en', code?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-language': locale },
        payload: { email, password, ...(code === undefined ? {} : { code }) },
        remoteAddress: ip,
      });

    it('finding 6: someone failing from A each time the wait ends never keeps the owner out at B', async () => {
      const owner = await createAccount(t.db, { email: 'owner@example.cd' });
      const attacker = '10.20.0.1';
      const home = '10.30.0.1';
      for (let i = 0; i < LIMIT.freeFailures; i++)
        expect((await login(owner.email, `guess-${i}`, attacker)).statusCode).toBe(422);

      // The probe's pattern: fail from A, wait out A's delay, fail again. Each time, the owner, signing in
      // from another address that never signed in before, gets in at once with the right password.
      const waits: number[] = [];
      for (let i = 0; i < 6; i++) {
        const refused = await login(owner.email, `more-${i}`, attacker, i % 2 ? 'fr' : 'en');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe(
          i % 2
            ? 'Trop de tentatives. Veuillez réessayer dans 1 minute.'
            : 'Too many attempts. Please try again in 1 minute.',
        );
        const seconds = Number(refused.headers['retry-after']);
        waits.push(seconds);
        const owners = await login(owner.email, PASSWORD, i === 0 ? home : `10.31.${i}.1`);
        expect(owners.statusCode).toBe(200);
        expect(owners.json().token).toEqual(expect.any(String));
        wait(seconds * 1000);
        expect((await login(owner.email, `more-${i}`, attacker)).statusCode).toBe(422);
      }
      // The attacker's address keeps its growing delays: the owner's successes forgave nothing there.
      expect(waits).toEqual([2, 4, 8, 16, 32, 60]);
      const still = await login(owner.email, PASSWORD, attacker);
      expect(still.statusCode).toBe(429);
      expect(Number(still.headers['retry-after'])).toBe(60);
      expect(mailer.sent).toHaveLength(0);
    });

    it("keeps the attacker's address waiting, for every account it guessed at", async () => {
      const owner = await createAccount(t.db, { email: 'target@example.cd' });
      const attacker = '10.22.0.1';
      for (let i = 0; i < LIMIT.freeFailures; i++)
        expect((await login(owner.email, `guess-${i}`, attacker)).statusCode).toBe(422);
      expect((await login(owner.email, 'guess-x', attacker)).statusCode).toBe(429);
      expect((await login(owner.email, PASSWORD, '10.22.0.2')).statusCode).toBe(200);
      // Still waiting, the right password included (whoever is there gets no verdict during the wait).
      const refused = await login(owner.email, PASSWORD, attacker, 'fr');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Trop de tentatives. Veuillez réessayer dans 1 minute.');
      wait(1_000);
      expect((await login(owner.email, 'guess-y', attacker)).statusCode).toBe(429);
      wait(1_000);
      expect((await login(owner.email, 'guess-y', attacker)).statusCode).toBe(422);
      expect(Number((await login(owner.email, 'guess-z', attacker)).headers['retry-after'])).toBe(4);
    });

    it('asks a new address for a mailed code while the account is guessed at from many addresses', async () => {
      const owner = await createAccount(t.db, { email: 'spread@example.cd', preferred_language: 'fr' });
      const home = '10.33.0.1';
      expect((await login(owner.email, PASSWORD, home)).statusCode).toBe(200);
      // Guesses from as many addresses as allowed get their verdict...
      for (let i = 1; i <= LIMIT.addressesBeforeCode; i++)
        expect((await login(owner.email, `guess-${i}`, `10.34.0.${i}`)).statusCode).toBe(422);
      // ...from one more, and from every new address after, the password alone gets no verdict.
      const wrong = await login(owner.email, 'guess-4', '10.34.0.4');
      const right = await login(owner.email, PASSWORD, '10.34.0.5');
      for (const answer of [wrong, right]) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({
          status: 'code_required',
          message:
            "For your security, signing in from this network needs a code: if the password is right, we have just emailed a 6-digit code to the account's address. Enter it with your password.",
        });
      }
      expect((await login(owner.email, 'guess-6', '10.34.0.6', 'fr')).json().message).toBe(
        "Par sécurité, une connexion depuis ce réseau demande un code : si le mot de passe est correct, nous venons d'envoyer un code à 6 chiffres à l'adresse email du compte. Saisissez-le avec votre mot de passe.",
      );
      // The code went out only for the right password, in the account's language.
      const mail = await mailer.waitFor(owner.email);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mailer.to(owner.email)).toHaveLength(1);
      const code = mail.text.match(/^\d{6}$/m)?.[0] ?? '';
      expect(mail.subject).toBe(`Votre code de connexion Sokoni : ${code}`);
      expect(mail.text).toContain('avec votre mot de passe depuis un réseau que nous ne connaissons pas');
      expect(mail.text).toContain('pendant 5 minutes');
      expect(mail.html).toContain(code);

      // The owner at a known address is not concerned.
      expect((await login(owner.email, PASSWORD, home)).statusCode).toBe(200);
      // A code with the wrong password, or a wrong code, is refused in the caller's language...
      const other = code === '000000' ? '000001' : '000000';
      for (const [password, sent, locale, message, ip] of [
        ['guess-7', code, 'en', 'This code or this password is wrong, or the code has expired.', '10.34.0.8'],
        [
          PASSWORD,
          other,
          'fr',
          'Ce code ou ce mot de passe est incorrect, ou le code a expiré.',
          '10.34.0.5',
        ],
      ]) {
        const refused = await login(owner.email, password, ip, locale, sent);
        expect(refused.statusCode).toBe(422);
        expect(refused.json().message).toContain(message);
        expect(refused.json().errors).toEqual({ code: [expect.stringContaining(message)] });
      }
      // ...the right code with the right password gets in, once, and the address is known from then on.
      const inside = await login(
        owner.email,
        PASSWORD,
        '10.34.0.5',
        'en',
        ` ${code.slice(0, 3)} ${code.slice(3)} `,
      );
      expect(inside.statusCode).toBe(200);
      expect(inside.json().token).toEqual(expect.any(String));
      expect((await login(owner.email, PASSWORD, '10.34.0.7', 'en', code)).statusCode).toBe(422);
      expect((await login(owner.email, PASSWORD, '10.34.0.5')).statusCode).toBe(200);
      expect((await login(owner.email, 'typo', '10.34.0.5')).statusCode).toBe(422);
    });

    it('asks for the code whoever calls (a session of the owner, of another user or of an admin skips nothing)', async () => {
      const owner = await createAccount(t.db, { email: 'sessions@example.cd' });
      const other = await createAccount(t.db, { email: 'other@example.cd' });
      const admin = await createAccount(t.db, { email: 'admin@example.cd', is_admin: true });
      for (let i = 0; i <= LIMIT.addressesBeforeCode; i++)
        await login(owner.email, `guess-${i}`, `10.37.0.${i + 1}`);
      const anonymous = await login(owner.email, PASSWORD, '10.37.1.1');
      expect(anonymous.statusCode).toBe(401);
      for (const [i, token] of [owner.token, other.token, admin.token].entries()) {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'accept-language': 'en', ...bearer(token) },
          payload: { email: owner.email, password: PASSWORD },
          remoteAddress: `10.37.2.${i + 1}`,
        });
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual(anonymous.json());
      }
    });

    it('asks a deleted account for the code at restore too, then restores it once the address is known', async () => {
      const owner = await createAccount(t.db, { email: 'back@example.cd', deleted_at: new Date() });
      for (let i = 0; i <= LIMIT.addressesBeforeCode; i++)
        await login(owner.email, `guess-${i}`, `10.38.0.${i + 1}`);
      const restore = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/account/restore',
          headers: { 'accept-language': 'en' },
          payload: { email: owner.email, password: PASSWORD },
          remoteAddress: '10.38.1.1',
        });
      const asked = await restore();
      expect(asked.statusCode).toBe(401);
      expect(asked.json().status).toBe('code_required');
      const code = (await mailer.waitFor(owner.email)).text.match(/^\d{6}$/m)![0];
      const signIn = await login(owner.email, PASSWORD, '10.38.1.1', 'en', code);
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().status).toBe('deleted');
      const restored = await restore();
      expect(restored.statusCode).toBe(200);
      expect(restored.json().token).toEqual(expect.any(String));
    });

    it('drops a code after its wrong tries and when it expires, and caps the code mails', async () => {
      const owner = await createAccount(t.db, { email: 'codes@example.cd' });
      for (let i = 0; i <= LIMIT.addressesBeforeCode; i++)
        await login(owner.email, `guess-${i}`, `10.35.0.${i + 1}`);
      const ask = async (ip: string, count: number) => {
        expect((await login(owner.email, PASSWORD, ip)).statusCode).toBe(401);
        const mail = await mailer.waitFor(owner.email, count);
        return mail.text.match(/^\d{6}$/m)![0];
      };
      const wrongFor = (code: string) => (code === '123456' ? '654321' : '123456');

      const first = await ask('10.35.1.1', 1);
      for (let i = 0; i < LIMIT.codeMisses; i++)
        expect((await login(owner.email, PASSWORD, `10.35.2.${i}`, 'en', wrongFor(first))).statusCode).toBe(
          422,
        );
      expect((await login(owner.email, PASSWORD, '10.35.1.2', 'en', first)).statusCode).toBe(422);

      const second = await ask('10.35.1.3', 2);
      wait(LIMIT.codeTtlMs);
      expect((await login(owner.email, PASSWORD, '10.35.1.3', 'en', second)).statusCode).toBe(422);

      // Two mails per window: a third right password gets the same answer, but no mail.
      expect((await login(owner.email, PASSWORD, '10.35.1.4')).statusCode).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailer.to(owner.email)).toHaveLength(2);
    });

    it('lets parallel guesses from many addresses get no more verdicts than allowed', async () => {
      const owner = await createAccount(t.db, { email: 'burst@example.cd' });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => login(owner.email, `burst-${i}`, `10.61.0.${i + 1}`)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([...Array(7).fill(401), ...Array(LIMIT.addressesBeforeCode).fill(422)]);
    });

    it('makes the address of a password reset known to the account', async () => {
      const owner = await createAccount(t.db, { email: 'reset@example.cd' });
      for (let i = 0; i <= LIMIT.addressesBeforeCode; i++)
        await login(owner.email, `guess-${i}`, `10.36.0.${i + 1}`);
      expect((await login(owner.email, PASSWORD, '10.36.1.1')).statusCode).toBe(401);
      await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: owner.email },
        remoteAddress: '10.36.1.1',
      });
      // The first mail is the sign-in code.
      const link = await mailer.waitFor(owner.email, 2);
      const token = link.text.match(/reset-password\/([^?\s]+)/)![1];
      const reset = await resetPassword(token, owner.email, 'Goma-Volcan-Nyiragongo-9', '10.36.1.1');
      expect(reset.statusCode).toBe(200);
      expect((await login(owner.email, 'Goma-Volcan-Nyiragongo-9', '10.36.1.1')).statusCode).toBe(200);
    });

    it('does not count successes, and a success forgets earlier failures', async () => {
      const owner = await createAccount(t.db, { email: 'daily@example.cd' });
      const ip = '10.40.0.1';
      for (let i = 0; i < LIMIT.ipFailures * 3; i++)
        expect((await login(owner.email, PASSWORD, ip)).statusCode).toBe(200);
      for (let round = 0; round < 4; round++) {
        for (let i = 0; i < LIMIT.freeFailures - 1; i++)
          expect((await login(owner.email, 'typo', ip)).statusCode).toBe(422);
        expect((await login(owner.email, PASSWORD, ip)).statusCode).toBe(200);
      }
    });

    it('keys the per-address limit on failures only, high enough for a shared address', async () => {
      const owner = await createAccount(t.db, { email: 'carrier@example.cd' });
      const shared = '10.50.0.1';
      for (let i = 0; i < 25; i++) expect((await login(owner.email, PASSWORD, shared)).statusCode).toBe(200);
      for (let i = 0; i < LIMIT.ipFailures; i++)
        expect((await login(`nobody-${i}@example.cd`, 'guess', shared)).statusCode).toBe(422);
      const refused = await login('nobody-else@example.cd', 'guess', shared);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(LIMIT.ipWindowMs / 1000);
      // Other addresses are not concerned, and the window ends.
      expect((await login(owner.email, PASSWORD, '10.50.0.2')).statusCode).toBe(200);
      wait(LIMIT.ipWindowMs);
      expect((await login(owner.email, PASSWORD, shared)).statusCode).toBe(200);
    });

    it('lets parallel guesses from one address share no free slot', async () => {
      const owner = await createAccount(t.db, { email: 'parallel@example.cd' });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => login(owner.email, `burst-${i}`, '10.60.0.1')),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([...Array(3).fill(422), ...Array(7).fill(429)]);
    });

    it('counts wrong passwords of account restoration and bad reset links as failures', async () => {
      const owner = await createAccount(t.db, { email: 'restore@example.cd', deleted_at: new Date(now) });
      for (let i = 0; i < LIMIT.freeFailures; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/account/restore',
          payload: { email: owner.email, password: `guess-${i}` },
          remoteAddress: '10.70.0.1',
        });
        expect(response.statusCode).toBe(422);
      }
      // The same failures as at sign-in: that address waits, another one does not.
      expect((await login(owner.email, PASSWORD, '10.70.0.1')).statusCode).toBe(429);
      expect((await login(owner.email, PASSWORD, '10.70.0.2')).statusCode).toBe(403);

      const reset = (token: string) =>
        resetPassword(token, owner.email, 'Goma-Volcan-Nyiragongo-9', '10.70.0.3');
      for (let i = 0; i < LIMIT.freeFailures; i++)
        expect((await reset(`not-a-token-${i}-${'x'.repeat(30)}`)).statusCode).toBe(422);
      expect((await reset(`not-a-token-9-${'x'.repeat(30)}`)).statusCode).toBe(429);
    });

    it('limits forgot-password and recovery requests per address and account without a stranger blocking the owner', async () => {
      const ask = (url: string, email: string, ip: string) =>
        t.app.inject({ method: 'POST', url, payload: { email }, remoteAddress: ip });
      for (const url of ['/api/forgot-password', '/api/account/check-recovery']) {
        const stranger = '10.80.0.1';
        for (let i = 0; i < LIMIT.requestsPerAccount; i++)
          expect((await ask(url, 'target@example.cd', stranger)).statusCode).toBe(200);
        const refused = await ask(url, 'target@example.cd', stranger);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // The owner, from their own address, is not concerned.
        expect((await ask(url, 'target@example.cd', '10.80.0.2')).statusCode).toBe(200);
        // One address asking about many accounts meets its own limit (the refused request counted too).
        for (let i = 0; i < LIMIT.requestsPerIp - LIMIT.requestsPerAccount - 1; i++)
          expect((await ask(url, `other-${i}@example.cd`, stranger)).statusCode).toBe(200);
        expect((await ask(url, 'one-more@example.cd', stranger)).statusCode).toBe(429);
        wait(LIMIT.requestWindowMs);
        expect((await ask(url, 'target@example.cd', stranger)).statusCode).toBe(200);
      }
    });

    if (store === 'redis')
      it('keeps the counters, the failing addresses and the known ones across a restart', async () => {
        const owner = await createAccount(t.db, { email: 'restart@example.cd' });
        expect((await login(owner.email, PASSWORD, '10.90.0.8')).statusCode).toBe(200);
        for (let i = 0; i < LIMIT.freeFailures; i++)
          expect((await login(owner.email, `guess-${i}`, '10.90.0.1')).statusCode).toBe(422);
        expect((await login(owner.email, PASSWORD, '10.90.0.1')).statusCode).toBe(429);
        for (let i = 2; i <= LIMIT.addressesBeforeCode; i++)
          expect((await login(owner.email, 'guess', `10.90.0.${i}`)).statusCode).toBe(422);
        await t.close();
        t = await build();
        expect((await login(owner.email, PASSWORD, '10.90.0.1')).statusCode).toBe(429);
        expect((await login(owner.email, 'guess', '10.90.0.4')).statusCode).toBe(401);
        expect((await login(owner.email, PASSWORD, '10.90.0.8')).statusCode).toBe(200);
      });
  });

  it('never switches a limit off for a missing or invalid setting', async () => {
    const { attemptLimitWith, DEFAULT_ATTEMPT_LIMIT } = await import('../../src/auth/rate-limits');
    expect(attemptLimitWith({})).toEqual(DEFAULT_ATTEMPT_LIMIT);
    expect(
      attemptLimitWith({ ipFailures: undefined, freeFailures: Number.NaN, maxDelayMs: -1 } as never),
    ).toEqual(DEFAULT_ATTEMPT_LIMIT);
    expect(DEFAULT_ATTEMPT_LIMIT.ipFailures).toBeGreaterThanOrEqual(100);
  });
});
