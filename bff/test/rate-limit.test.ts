import type { FastifyInstance } from 'fastify';
import { buildTestApp, deadApiUrl, makeDists, type Dists } from './helper';

let dists: Dists;
let apiUrl: string;

beforeAll(async () => {
  dists = makeDists();
  apiUrl = await deadApiUrl();
});
afterAll(() => dists?.cleanup());

describe('rate limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(apiUrl, dists, { RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 429 with a message in the visitor’s language once an address is over the limit', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ url: '/bff/live', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    }
    const limited = await app.inject({
      url: '/bff/live',
      remoteAddress: '10.0.0.1',
      headers: { 'accept-language': 'en' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many requests. Please wait a moment before trying again.',
    });
    expect(limited.headers['retry-after']).toBeDefined();

    // Another address is not affected, and built files are never counted.
    expect((await app.inject({ url: '/bff/live', remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/main.1a2b3c4d.js', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
  });
});

describe('rate limit with its Redis store unreachable', () => {
  it('keeps serving, counts in this process and says Redis is down in the health check', async () => {
    const app = await buildTestApp(apiUrl, dists, { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_MAX: '2' });
    try {
      for (let i = 0; i < 2; i += 1) {
        expect((await app.inject({ url: '/bff/live', remoteAddress: '10.0.0.7' })).statusCode).toBe(200);
      }
      const started = Date.now();
      const limited = await app.inject({ url: '/bff/live', remoteAddress: '10.0.0.7' });
      expect(limited.statusCode).toBe(429);
      expect(Date.now() - started).toBeLessThan(1000);
      const health = await app.inject({ url: '/bff/health' });
      // The api of this suite is down too: the health check says both.
      expect(health.json()).toEqual({ status: 'degraded', api: 'down', redis: 'down' });
    } finally {
      await app.close();
    }
  });
});

// Runs when a Redis is at hand (CI sets TEST_REDIS_URL): two bff instances share one counter.
const withRedis = process.env.TEST_REDIS_URL ? describe : describe.skip;
withRedis('rate limit on Redis', () => {
  it('counts an address across instances', async () => {
    const env = { REDIS_URL: String(process.env.TEST_REDIS_URL), RATE_LIMIT_MAX: '2' };
    const [first, second] = await Promise.all([
      buildTestApp(apiUrl, dists, env),
      buildTestApp(apiUrl, dists, env),
    ]);
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    try {
      expect((await first.inject({ url: '/bff/live', remoteAddress })).statusCode).toBe(200);
      expect((await second.inject({ url: '/bff/live', remoteAddress })).statusCode).toBe(200);
      expect((await first.inject({ url: '/bff/live', remoteAddress })).statusCode).toBe(429);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
