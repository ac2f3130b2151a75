import type http from 'node:http';
import Fastify from 'fastify';
import { buildTestApp, makeDists, type Dists } from '../helper';
import { forwardedAddresses, isDevPath, routedPath } from '../../src/plugins/dev-pages';

/**
 * Finding 2 of the second hardening review: with `TRUST_PROXY=true` a visitor from the network sending
 * `X-Forwarded-For: 127.0.0.1` read every mail of the development mailbox (password resets included). The bff
 * now decides where the visitor's socket is: its peer address, never a header, and nobody behind a proxy.
 */

/** An api that would hand out the outbox to anyone the bff lets through, and records who asked. */
async function startMailboxApi() {
  const api = Fastify({ forceCloseConnections: true });
  const seen: { url: string; headers: http.IncomingHttpHeaders }[] = [];
  api.addHook('onRequest', async (request) => {
    seen.push({ url: request.url, headers: request.headers });
  });
  api.get('/api/dev/mailbox', async () => ({
    data: [
      { id: 1, to: 'victim@example.cd', subject: 'reset-password', created_at: new Date().toISOString() },
    ],
  }));
  api.get('/api/settings', async (_request, reply) => reply.code(503).send({ message: 'down' }));
  const url = await api.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    devCalls: () => seen.filter((call) => call.url.toLowerCase().includes('dev')),
    seen,
    close: () => api.close(),
  };
}

describe('security: the development mailbox answers this machine only, judged by the socket', () => {
  let dists: Dists;
  let api: Awaited<ReturnType<typeof startMailboxApi>>;

  beforeAll(async () => {
    dists = makeDists();
    api = await startMailboxApi();
  });
  afterAll(async () => {
    await api.close();
    dists.cleanup();
  });
  beforeEach(() => {
    api.seen.length = 0;
  });

  const network = { remoteAddress: '203.0.113.7' };
  const forged = {
    'x-forwarded-for': '127.0.0.1',
    'x-real-ip': '127.0.0.1',
    'x-sokoni-peer-address': '127.0.0.1',
  };
  const devUrls = [
    '/api/dev/mailbox',
    '/api/dev/mailbox/1',
    '/api/%64ev/mailbox',
    '/api/DEV/mailbox',
    '//api/dev/mailbox',
    '/api/x/../dev/mailbox',
    '/api/x/%2e%2e/dev/mailbox',
  ];

  it.each([
    ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }],
    ['TRUST_PROXY=1', { TRUST_PROXY: '1' }],
    ['no TRUST_PROXY', {}],
  ])(
    '%s: a visitor from the network forging X-Forwarded-For: 127.0.0.1 gets 404, and the api is not asked',
    async (_name, env) => {
      const app = await buildTestApp(api.url, dists, env);
      try {
        for (const url of devUrls) {
          const response = await app.inject({ url, ...network, headers: forged });
          expect([url, response.statusCode]).toEqual([url, 404]);
          expect(response.body).not.toContain('victim@example.cd');
        }
        const page = await app.inject({ url: '/dev/mailbox', ...network, headers: forged });
        expect(page.statusCode).toBe(404);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(api.devCalls()).toEqual([]);
      } finally {
        await app.close();
      }
    },
  );

  it('behind a proxy (TRUST_PROXY set), not even a loopback socket is "this machine": the proxy could run here', async () => {
    const app = await buildTestApp(api.url, dists, { TRUST_PROXY: 'true' });
    try {
      expect((await app.inject({ url: '/api/dev/mailbox' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
      expect(api.devCalls()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('a visitor on this machine gets the mailbox; the api is told the socket address, not what the visitor claims', async () => {
    const app = await buildTestApp(api.url, dists);
    try {
      const response = await app.inject({
        url: '/api/dev/mailbox',
        remoteAddress: '::1',
        headers: { 'x-sokoni-peer-address': '203.0.113.9', 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data[0].to).toBe('victim@example.cd');
      expect(api.devCalls()[0].headers['x-sokoni-peer-address']).toBe('::1');
      expect((await app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('a relay on this machine (the remotes’ dev server) that names a visitor from the network gets 404', async () => {
    const app = await buildTestApp(api.url, dists);
    try {
      for (const headers of [
        { 'x-forwarded-for': '192.0.2.50' },
        { 'x-forwarded-for': '127.0.0.1, 192.0.2.50' },
        { 'x-real-ip': '192.0.2.50' },
        { forwarded: 'for="[2001:db8::1]:4711";proto=http' },
      ]) {
        for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
          const response = await app.inject({ url, remoteAddress: '127.0.0.1', headers });
          expect([url, headers, response.statusCode]).toEqual([url, headers, 404]);
        }
      }
      expect(api.devCalls()).toEqual([]);
      const local = await app.inject({
        url: '/api/dev/mailbox',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '::ffff:127.0.0.1', forwarded: 'for="[::1]:5000"' },
      });
      expect(local.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('every relayed request carries the socket address; a visitor cannot write it', async () => {
    const app = await buildTestApp(api.url, dists, { TRUST_PROXY: 'true' });
    try {
      await app.inject({ url: '/api/settings', ...network, headers: forged });
      const [call] = api.seen.filter((seen) => seen.url === '/api/settings');
      expect(call.headers['x-sokoni-peer-address']).toBe('203.0.113.7');
      // The forwarded client address still follows TRUST_PROXY (rate limits and view counts use it).
      expect(call.headers['x-forwarded-for']).toBe('127.0.0.1');
    } finally {
      await app.close();
    }
  });

  it('reads a path the way the api will route it', () => {
    expect(routedPath('/api/%64ev/mailbox?x=1')).toBe('/api/dev/mailbox');
    expect(routedPath('/api/%252564ev')).toBe('/api/dev');
    expect(routedPath('/api/a/%2E%2E/dev')).toBe('/api/dev');
    expect(isDevPath('/dev/mailbox')).toBe(true);
    expect(isDevPath('/api/devices')).toBe(false);
    expect(isDevPath('/api/ads')).toBe(false);
    expect(isDevPath('/developpeurs')).toBe(false);
    expect(
      forwardedAddresses({
        'x-forwarded-for': ' 10.0.0.1 , 127.0.0.1',
        'x-real-ip': '::1',
        forwarded: 'for=192.0.2.60:80;proto=https, for="[::1]:8080"',
      }),
    ).toEqual(['10.0.0.1', '127.0.0.1', '::1', '192.0.2.60', '::1']);
  });
});
