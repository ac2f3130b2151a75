import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { eventStreamsFor, loadConfig, parseOpenFilesLimit } from '../src/config';
import { buildTestApp, makeDists, type Dists } from './helper';

/**
 * `/bff/events` relays the api's stream and counts what it holds: the relay ends when the api ends the
 * stream (a session that ended), one client address holds at most EVENT_STREAMS_PER_ADDRESS streams (429),
 * and the process at most EVENT_STREAMS_MAX (503, translated) while `/bff/health` stays 200.
 */

type FakeStreamApi = {
  url: string;
  /** Streams the api holds open, oldest first. */
  streams: http.ServerResponse[];
  close(): Promise<void>;
};

async function startStreamApi(): Promise<FakeStreamApi> {
  const api = Fastify({ forceCloseConnections: true });
  const streams: http.ServerResponse[] = [];
  api.get('/api/ready', async () => ({ status: 'ready' }));
  api.get('/api/events/stream', (request, reply) => {
    if (request.headers.authorization !== 'Bearer token-of-a-live-session-0123456789') {
      void reply.code(401).send({ message: 'Non authentifié.' });
      return;
    }
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    reply.raw.write('event: unread-count\ndata: {"count":0}\n\n');
    streams.push(reply.raw);
    request.raw.on('close', () => streams.splice(streams.indexOf(reply.raw), 1));
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
    streams,
    close: () => api.close(),
  };
}

type Opened = {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  ended: Promise<void>;
  close(): void;
};

/** Opens `/bff/events` and resolves once the status and the first bytes (or the whole error body) arrived. */
function open(url: string, headers: Record<string, string> = {}): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${url}/bff/events`,
      {
        agent: false,
        headers: { authorization: 'Bearer token-of-a-live-session-0123456789', ...headers },
      },
      (response) => {
        let body = '';
        let settled = false;
        const ended = new Promise<void>((done) => response.on('end', done).on('close', done));
        const settle = () => {
          if (settled) return;
          settled = true;
          resolve({
            status: response.statusCode ?? 0,
            body,
            headers: response.headers,
            ended,
            close: () => request.destroy(),
          });
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          if (response.statusCode === 200) settle();
        });
        response.on('end', settle);
      },
    );
    request.on('error', reject);
  });
}

async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function eventually(check: () => boolean, ms = 5_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('/bff/events limits and ending', () => {
  let api: FakeStreamApi;
  let dists: Dists;
  const apps: FastifyInstance[] = [];
  const opened: Opened[] = [];

  async function startBff(env: Record<string, string>): Promise<string> {
    const app = await buildTestApp(api.url, dists, env);
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }
  async function openKept(url: string, headers: Record<string, string> = {}) {
    const stream = await open(url, headers);
    opened.push(stream);
    return stream;
  }

  beforeAll(async () => {
    api = await startStreamApi();
    dists = makeDists();
  });
  afterEach(async () => {
    for (const stream of opened.splice(0)) stream.close();
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(async () => {
    await api.close();
    dists.cleanup();
  });

  it('ends the relayed stream when the api ends it, and frees its place', async () => {
    const url = await startBff({ EVENT_STREAMS_MAX: '1' });
    const stream = await openKept(url);
    expect(stream.status).toBe(200);
    expect(stream.body).toContain('event: unread-count');
    await eventually(() => api.streams.length === 1);

    // The api closes the stream (its session ended): the browser's stream ends with it.
    api.streams[0].end(': session ended\n\n');
    await within(stream.ended, 5_000);

    const next = await openKept(url);
    expect(next.status).toBe(200);
  });

  it('refuses one stream too many from one address with a translated 429, and frees the place on close', async () => {
    const url = await startBff({ EVENT_STREAMS_PER_ADDRESS: '2', EVENT_STREAMS_MAX: '50' });
    const first = await openKept(url);
    const second = await openKept(url);
    expect([first.status, second.status]).toEqual([200, 200]);

    const refused = await openKept(url);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(refused.body)).toEqual({
      message:
        'Trop de connexions en direct depuis cette adresse. Fermez quelques onglets ou réessayez plus tard.',
    });
    const english = await openKept(url, { 'accept-language': 'en' });
    expect(JSON.parse(english.body)).toEqual({
      message: 'Too many live connections from this address. Close some tabs or try again later.',
    });
    // Past the cap nothing reached the api.
    expect(api.streams).toHaveLength(2);

    first.close();
    await eventually(() => api.streams.length === 1);
    let again = await openKept(url);
    for (let i = 0; again.status !== 200 && i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await openKept(url);
    }
    expect(again.status).toBe(200);
  });

  it('answers a translated 503 past the process-wide cap while /bff/health stays 200', async () => {
    const url = await startBff({ EVENT_STREAMS_MAX: '2', EVENT_STREAMS_PER_ADDRESS: '50' });
    expect((await openKept(url)).status).toBe(200);
    expect((await openKept(url)).status).toBe(200);

    const full = await openKept(url);
    expect(full.status).toBe(503);
    expect(full.headers['retry-after']).toBe('30');
    expect(JSON.parse(full.body)).toEqual({
      message:
        'Les mises à jour en direct sont saturées pour le moment ; les pages se rafraîchissent d’elles-mêmes. Veuillez réessayer dans un instant.',
    });
    const english = await openKept(url, { 'accept-language': 'en' });
    expect(english.status).toBe(503);
    expect(JSON.parse(english.body)).toEqual({
      message:
        'Live updates are at capacity right now; pages refresh on their own. Please try again in a moment.',
    });

    const health = await fetch(`${url}/bff/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', api: 'up' });
  });

  it('counts a refused session (401 from the api) only while it is being checked', async () => {
    const url = await startBff({ EVENT_STREAMS_MAX: '1' });
    for (let i = 0; i < 3; i++) {
      const refused = await openKept(url, { authorization: 'Bearer someone-signed-out-0123456789' });
      expect(refused.status).toBe(401);
    }
    expect((await openKept(url)).status).toBe(200);
  });
});

describe('stream limits in the configuration', () => {
  it('reads the open-file limit of the process and derives the process-wide cap from it', () => {
    const limits = [
      'Limit                     Soft Limit           Hard Limit           Units',
      'Max processes             63304                63304                processes',
      'Max open files            1024                 524288               files',
    ].join('\n');
    expect(parseOpenFilesLimit(limits)).toEqual({ soft: 1024, hard: 524288 });
    expect(parseOpenFilesLimit('nothing here')).toBeUndefined();
    expect(eventStreamsFor({ soft: 1024, hard: 524288 })).toBe(256);
    expect(eventStreamsFor({ soft: 20000, hard: 20000 })).toBe(5000);
    expect(eventStreamsFor(undefined)).toBe(1000);
  });

  it('keeps the limits when the variables are missing or empty, and refuses 0 or words', () => {
    const config = loadConfig({});
    expect(config.eventStreamsPerAddress).toBe(200);
    expect(config.eventStreamsMax).toBe(eventStreamsFor(config.openFilesLimit));
    expect(config.eventStreamsMax).toBeGreaterThan(0);
    expect(loadConfig({ EVENT_STREAMS_MAX: '', EVENT_STREAMS_PER_ADDRESS: '' }).eventStreamsPerAddress).toBe(
      200,
    );
    expect(loadConfig({ EVENT_STREAMS_MAX: '40', EVENT_STREAMS_PER_ADDRESS: '3' })).toMatchObject({
      eventStreamsMax: 40,
      eventStreamsPerAddress: 3,
    });
    expect(() => loadConfig({ EVENT_STREAMS_MAX: '0' })).toThrow(/EVENT_STREAMS_MAX/);
    expect(() => loadConfig({ EVENT_STREAMS_PER_ADDRESS: 'off' })).toThrow(/EVENT_STREAMS_PER_ADDRESS/);
  });
});
