import { buildTestApp, describeEachEngine, truncateAll, type TestApp } from '../helper';
import { PASSWORD, createAccount } from '../support/accounts';
import { TEST_REDIS_URL, redisReachable, uniqueKeyPrefix } from './redis';

/**
 * Item 5 of the hardening review: "anyone can lock anyone out". Failures only are counted; an account slows
 * down (2 s, 4 s, 8 s… up to a cap) instead of locking, so its owner gets in once the current wait is over;
 * the per-address limit counts failures only; with Redis the counters survive a restart.
 */
const LIMIT = {
  freeFailures: 3,
  maxDelayMs: 60_000,
  failureMemoryMs: 10 * 60_000,
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
    const build = () =>
      buildTestApp(getDb().db, {
        clock,
        attemptLimit: LIMIT,
        ...(store === 'redis' ? { redisUrl: TEST_REDIS_URL, attemptKeyPrefix: prefix } : {}),
      });

    beforeEach(async () => {
      prefix = uniqueKeyPrefix();
      t = await build();
      await truncateAll(t.db);
    });
    afterEach(() => t.close());

    const login = (email: string, password: string, ip: string, locale = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-language': locale },
        payload: { email, password },
        remoteAddress: ip,
      });

    it("lets the owner in after the current delay while a third party's wrong guesses only delay", async () => {
      const owner = await createAccount(t.db, { email: 'owner@example.cd' });
      const attacker = '10.20.0.1';
      const home = '10.30.0.1';
      for (let i = 0; i < LIMIT.freeFailures; i++)
        expect((await login(owner.email, `guess-${i}`, attacker)).statusCode).toBe(422);

      // Waits of 2 s, 4 s, 8 s… after each further failure, for the owner too while they run; the third party
      // moves from address to address, so only the account's delays stand in the way.
      const waits: number[] = [];
      for (let i = 0; i < 8; i++) {
        const attacker = `10.21.${i}.1`;
        const refused = await login(owner.email, `more-${i}`, attacker, i % 2 ? 'fr' : 'en');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe(
          i % 2
            ? 'Trop de tentatives. Veuillez réessayer dans 1 minute.'
            : 'Too many attempts. Please try again in 1 minute.',
        );
        const seconds = Number(refused.headers['retry-after']);
        waits.push(seconds);
        const early = await login(owner.email, PASSWORD, home);
        expect(early.statusCode).toBe(429);
        wait(seconds * 1000);
        expect((await login(owner.email, `more-${i}`, attacker)).statusCode).toBe(422);
      }
      expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);

      // Past the current wait the right password works, and the account starts afresh.
      const refused = await login(owner.email, PASSWORD, home);
      expect(refused.statusCode).toBe(429);
      wait(Number(refused.headers['retry-after']) * 1000);
      const inside = await login(owner.email, PASSWORD, home);
      expect(inside.statusCode).toBe(200);
      expect(inside.json().token).toEqual(expect.any(String));
      expect((await login(owner.email, 'guess-again', attacker)).statusCode).toBe(422);
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

    it('lets parallel guesses share no free slot', async () => {
      const owner = await createAccount(t.db, { email: 'parallel@example.cd' });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => login(owner.email, `burst-${i}`, `10.60.0.${i + 1}`)),
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
      expect((await login(owner.email, PASSWORD, '10.70.0.2')).statusCode).toBe(429);

      const reset = (token: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reset-password',
          payload: {
            token,
            email: owner.email,
            password: 'Goma-Volcan-Nyiragongo-9',
            password_confirmation: 'Goma-Volcan-Nyiragongo-9',
          },
          remoteAddress: '10.70.0.3',
        });
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
      it('keeps the counters across a restart', async () => {
        const owner = await createAccount(t.db, { email: 'restart@example.cd' });
        for (let i = 0; i < LIMIT.freeFailures; i++)
          expect((await login(owner.email, `guess-${i}`, '10.90.0.1')).statusCode).toBe(422);
        expect((await login(owner.email, PASSWORD, '10.90.0.2')).statusCode).toBe(429);
        await t.close();
        t = await build();
        const refused = await login(owner.email, PASSWORD, '10.90.0.2');
        expect(refused.statusCode).toBe(429);
        wait(Number(refused.headers['retry-after']) * 1000);
        expect((await login(owner.email, PASSWORD, '10.90.0.2')).statusCode).toBe(200);
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
