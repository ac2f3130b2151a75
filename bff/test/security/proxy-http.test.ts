import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSON_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from '@sokoni/contracts';
import { buildTestApp, makeDists, type Dists } from '../helper';

/**
 * Findings 8 and 9 of the second hardening review, over real sockets (`inject` never sends `Expect`):
 * `Expect: 100-continue` (curl adds it above 1 MB) got 502 on every /api call, and a chunked body of 2 MB
 * or more got 502 where the api alone answers 413.
 */

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** An api that reads bodies like the product api: JSON up to its limit, uploads counted byte by byte. */
async function startApi() {
  const api = Fastify({ bodyLimit: JSON_BODY_MAX_BYTES, forceCloseConnections: true });
  const seen: { url: string; headers: http.IncomingHttpHeaders; bytes: number }[] = [];
  api.addContentTypeParser(/^multipart\//, (request, payload, done) => {
    let bytes = 0;
    payload.on('data', (chunk: Buffer) => (bytes += chunk.length));
    payload.on('end', () => done(null, bytes));
    payload.on('error', done);
  });
  api.post('/api/login', async (request, reply) => {
    const body = request.body as { email?: string };
    seen.push({ url: request.url, headers: request.headers, bytes: JSON.stringify(body).length });
    return reply.code(422).send({ message: `wrong password for ${body.email}` });
  });
  api.put('/api/user/profile', async (request) => {
    seen.push({ url: request.url, headers: request.headers, bytes: JSON.stringify(request.body).length });
    return { saved: true };
  });
  api.post('/api/user/profile', async (request) => {
    seen.push({ url: request.url, headers: request.headers, bytes: request.body as number });
    return { received: request.body };
  });
  const url = await api.listen({ port: 0, host: '127.0.0.1' });
  return { url, seen, close: () => api.close() };
}

/**
 * One request on a fresh connection (`agent: false`: a socket the server closed after a 413 is never
 * reused). `body` is written in pieces, without a length when `chunked`.
 */
function send(
  port: number,
  options: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body: Buffer;
    chunked?: boolean;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (!options.chunked) headers['content-length'] = String(options.body.length);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: options.method,
      path: options.path,
      headers,
      agent: false,
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    // Writing the rest of a refused body may meet a closed socket; the answer is what counts.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      const piece = 64 * 1024;
      let offset = 0;
      const next = () => {
        while (offset < options.body.length) {
          const chunk = options.body.subarray(offset, offset + piece);
          offset += piece;
          if (request.destroyed) return;
          if (!request.write(chunk)) return void request.once('drain', next);
        }
        request.end();
      };
      next();
    };
    if (headers.expect) request.once('continue', write);
    else write();
  });
}

const json = (size: number) => {
  const base = JSON.stringify({ email: 'mado@example.cd', password: 'secret-pass', bio: '' });
  return Buffer.from(base.replace('"bio":""', `"bio":"${'x'.repeat(Math.max(0, size - base.length))}"`));
};

const multipart = (size: number) =>
  Buffer.concat([
    Buffer.from('--b\r\nContent-Disposition: form-data; name="profile_image"; filename="a.jpg"\r\n\r\n'),
    Buffer.alloc(size, 7),
    Buffer.from('\r\n--b--\r\n'),
  ]);

describe('security: the proxy answers legal HTTP', () => {
  let dists: Dists;
  let api: Awaited<ReturnType<typeof startApi>>;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    dists = makeDists();
    api = await startApi();
    app = await buildTestApp(api.url, dists);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await api?.close();
    dists?.cleanup();
  });

  it('gives a JSON sign-in sent with Expect: 100-continue the api’s own answer', async () => {
    const answer = await send(port, {
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json', expect: '100-continue' },
      body: Buffer.from(JSON.stringify({ email: 'mado@example.cd', password: 'nope' })),
    });
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body)).toEqual({ message: 'wrong password for mado@example.cd' });
    expect(api.seen.at(-1)?.headers.expect).toBeUndefined();
  });

  it('passes a 2.2 MB avatar upload sent with Expect: 100-continue', async () => {
    const body = multipart(2.2 * 1024 * 1024);
    const answer = await send(port, {
      method: 'POST',
      path: '/api/user/profile',
      headers: { 'content-type': 'multipart/form-data; boundary=b', expect: '100-continue' },
      body,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ received: body.length });
  });

  it('passes a chunked JSON body within the limit', async () => {
    const body = json(JSON_BODY_MAX_BYTES - 1024);
    const answer = await send(port, {
      method: 'PUT',
      path: '/api/user/profile',
      headers: { 'content-type': 'application/json' },
      body,
      chunked: true,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ saved: true });
    expect(api.seen.at(-1)?.bytes).toBe(body.length);
  });

  it('passes a chunked upload through', async () => {
    const body = multipart(3 * 1024 * 1024);
    const answer = await send(port, {
      method: 'POST',
      path: '/api/user/profile',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body,
      chunked: true,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ received: body.length });
  });

  it.each([
    ['fr', 'La requête est trop volumineuse'],
    ['en', 'The request is too large'],
  ])('answers a chunked 5 MB JSON body with a 413 in the caller’s language (%s)', async (locale, message) => {
    const before = api.seen.length;
    const answer = await send(port, {
      method: 'PUT',
      path: '/api/user/profile',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: json(5 * 1024 * 1024),
      chunked: true,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({ message });
    expect(api.seen.length).toBe(before);
  });

  it('answers a chunked body just over the JSON limit with 413, with Expect too', async () => {
    const answer = await send(port, {
      method: 'PUT',
      path: '/api/user/profile',
      headers: { 'content-type': 'application/json', expect: '100-continue', 'accept-language': 'en' },
      body: json(JSON_BODY_MAX_BYTES + 1),
      chunked: true,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request is too large' });
  });

  it('answers an upload over its limit declared with Expect with 413 before it is sent', async () => {
    const answer = await new Promise<{ status: number; continued: boolean; body: string }>(
      (resolve, reject) => {
        let continued = false;
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/user/profile',
          agent: false,
          headers: {
            'content-type': 'multipart/form-data; boundary=b',
            'content-length': String(UPLOAD_BODY_MAX_BYTES + 1),
            expect: '100-continue',
            'accept-language': 'en',
          },
        });
        request.on('continue', () => (continued = true));
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          response.on('end', () => {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, continued, body });
          });
        });
        request.on('error', reject);
        request.flushHeaders();
      },
    );
    expect(answer).toEqual({
      status: 413,
      continued: false,
      body: JSON.stringify({ message: 'The request is too large' }),
    });
  });

  it('keeps serving after refused bodies', async () => {
    const answer = await send(port, {
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: Buffer.from(JSON.stringify({ email: 'kaze@example.cd', password: 'x' })),
    });
    expect(answer.status).toBe(422);
  });
});
