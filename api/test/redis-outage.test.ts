import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { buildTestApp, createTestDatabase, truncateAll, type TestApp, type TestDatabase } from './helper';
import { insertAd, insertCategory, insertCurrencies } from './fixtures';
import { PASSWORD, bearer, createAccount } from './support/accounts';
import { SseClient } from './support/sse';

/**
 * Redis is a helper: with it stopped, sign-in, messages, rate limits and the health check keep answering at
 * once, and a stream open during the outage gets what it missed once Redis is back. A Redis of the suite's own
 * (port 3579) is stopped and started again; the shared one at 6379 is never touched.
 */
const REDIS_PORT = 3579;
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
const en = { 'accept-language': 'en' };

jest.setTimeout(90_000);

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 300, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

class OwnRedis {
  private child?: ChildProcess;
  constructor(private readonly dir: string) {}

  async start(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) return;
    this.child = spawn(
      'redis-server',
      [
        '--port',
        String(REDIS_PORT),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        this.dir,
      ],
      { stdio: 'ignore' },
    );
    await waitUntil(redisAnswers);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Redis down: the api keeps serving from this process', () => {
  let database: TestDatabase;
  let redis: OwnRedis;
  let dir: string;
  /** Two instances on one database and one Redis: messages sent on `a`, the stream open on `b`. */
  let a: TestApp;
  let b: TestApp;
  let bUrl: string;
  let stream: SseClient | undefined;
  /** What instance `a` logged at warn level and above, and its info lines about Redis. */
  const logged: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sokoni-redis-outage-'));
    redis = new OwnRedis(dir);
    await redis.start();
    database = await createTestDatabase('pglite');
    const options = {
      redisUrl: REDIS_URL,
      attemptKeyPrefix: `sokoni-test:${process.pid}:attempts:`,
      contactRateLimit: { max: 2, timeWindow: '1 minute' },
      eventsHeartbeatMs: 200,
    };
    const log = pino(
      { level: 'info' },
      { write: (line: string) => void logged.push(JSON.parse(line) as { level: number; msg: string }) },
    );
    a = await buildTestApp(database.db, { ...options, loggerInstance: log });
    b = await buildTestApp(database.db, options);
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    bUrl = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    stream?.close();
    await redis?.start();
    await a?.close();
    await b?.close();
    await database?.close();
    await redis?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('signs in, sends messages and counts rate limits within 1 s, says Redis is down in the health check and once in the log; an open stream gets what it missed once Redis is back', async () => {
    await truncateAll(database.db);
    await insertCurrencies(database.db);
    const seller = await createAccount(database.db, { name: 'Mama Neema', email: 'neema@example.cd' });
    const buyer = await createAccount(database.db, { name: 'Patrick', email: 'patrick@example.cd' });
    const category = await insertCategory(database.db, 'phones', { fr: 'Téléphones', en: 'Phones' });
    const ad = await insertAd(database.db, {
      title: 'Samsung Galaxy A15',
      userId: seller.id,
      categoryId: category,
    });
    const opened = await a.app.inject({
      method: 'POST',
      url: `/api/ads/${ad.id}/contact`,
      payload: { message: 'Bonjour, toujours disponible ?' },
      headers: { ...bearer(buyer.token), ...en },
    });
    expect(opened.statusCode).toBe(201);
    const conversationId = opened.json().conversation.id as number;

    expect((await a.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', redis: 'up' });
    // The seller's tab, open on the other instance before the outage.
    stream = await SseClient.open(`${bUrl}/api/events/stream`, bearer(seller.token));
    expect(stream.status).toBe(200);
    await stream.waitFor((events) => events.some((event) => event.event === 'unread-count'));

    await redis.stop();
    await waitUntil(async () => (await a.app.inject({ url: '/api/health' })).json().redis === 'down', 5_000);

    const health = await a.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', redis: 'down' });

    let started = Date.now();
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: buyer.email, password: PASSWORD },
    });
    const signInMs = Date.now() - started;
    expect(login.statusCode).toBe(200);
    expect(signInMs).toBeLessThan(1000);

    const sentIds: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      started = Date.now();
      const sent = await a.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        payload: { message: `Pendant la panne ${i}`, client_id: `outage-${i}-abcdef` },
        headers: { ...bearer(buyer.token), ...en },
      });
      expect(sent.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(1000);
      sentIds.push(sent.json().id as number);
    }

    const contact = () =>
      a.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Amani', email: 'amani@example.cd', subject: 'Question', message: 'Bonjour' },
        headers: { 'x-forwarded-for': '10.9.9.9', ...en },
      });
    expect((await contact()).statusCode).toBe(201);
    expect((await contact()).statusCode).toBe(201);
    started = Date.now();
    const limited = await contact();
    expect(limited.statusCode).toBe(429);
    expect(Date.now() - started).toBeLessThan(1000);

    // Published while Redis was down, from the other instance: the open stream has not heard of them yet.
    const open = stream;
    const received = () =>
      open
        .of('message')
        .map((event) => (event.data as { message: { id: number } }).message.id)
        .filter((id) => sentIds.includes(id));
    expect(received()).toEqual([]);

    await redis.start();
    await open.waitFor(() => received().length === sentIds.length, 30_000);
    expect(received()).toEqual(sentIds);
    await waitUntil(async () => (await a.app.inject({ url: '/api/health' })).json().redis === 'up', 10_000);
    // The outage is told once in the log, and its end once, however many requests and reconnections it saw.
    const about = (start: string) => logged.filter((line) => line.msg.startsWith(start));
    expect(about('Redis unreachable')).toHaveLength(1);
    expect(about('Redis unreachable')[0].level).toBe(40);
    expect(about('Redis is back')).toHaveLength(1);
    open.close();
  });

  it('starts and signs in within 1 s when Redis never answered', async () => {
    const account = await createAccount(database.db, { email: 'never@example.cd' });
    const port = await closedPort();
    const started = Date.now();
    const alone = await buildTestApp(database.db, { redisUrl: `redis://127.0.0.1:${port}` });
    try {
      // Start-up waits a little for Redis, then serves without it.
      expect(Date.now() - started).toBeLessThan(10_000);
      const signInStarted = Date.now();
      const login = await alone.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: account.email, password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      expect(Date.now() - signInStarted).toBeLessThan(1000);
      expect((await alone.app.inject({ url: '/api/health' })).json()).toEqual({
        status: 'ok',
        redis: 'down',
      });
    } finally {
      await alone.close();
    }
  });
});
