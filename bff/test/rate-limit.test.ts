import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { rateLimitKey } from '../src/plugins/rate-limit';
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
    expect(limited.headers['x-ratelimit-limit']).toBe('3');

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

/** A GET through a real connection: its status, or the error of a connection the bff dropped. */
function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { 'accept-language': 'en' } });
    request.on('response', (response: IncomingMessage) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('rate limit of a request whose visitor went away', () => {
  it('counts an address as the plugin does, and nothing for an unknown one', () => {
    expect(rateLimitKey('10.0.0.1')).toBe('10.0.0.1');
    expect(rateLimitKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(rateLimitKey('2001:DB8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:2::9')).toBe(rateLimitKey('2001:db8:1:2:ffff::1'));
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey(undefined)).toBeUndefined();
    expect(rateLimitKey('')).toBeUndefined();
  });

  it('answers (no 500, no unhandled error) when the address is no longer known', async () => {
    const app = await buildTestApp(apiUrl, dists, { RATE_LIMIT_MAX: '2' });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      // What Node reports for a connection closed before its request is handled: no peer address, so
      // `request.ip` is undefined (and, behind a proxy, the forwarded chain ends on that unknown address).
      app.server.prependListener('request', (request: IncomingMessage) => {
        Object.defineProperty(request.socket, 'remoteAddress', { configurable: true, get: () => undefined });
      });
      const port = (app.server.address() as AddressInfo).port;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push(await get(port, '/bff/live'));
      // Not counted under a made-up address (nobody is there to slow down), never a 500.
      expect(statuses).toEqual([200, 200, 200, 200]);
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
