import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { makeDists, type Dists } from './helper';

/**
 * SIGTERM on a real bff process (server.ts, run from its sources): `/bff/health` answers 503 from the signal
 * on, the request in flight through the proxy completes, a new connection is refused (or answered 503), the
 * relayed live stream ends with a `retry:` hint, and the process exits 0 within SHUTDOWN_GRACE_MS.
 */
const API_PORT = 3562;
const BFF_PORT = 3563;
const GRACE_MS = 8000;
const BFF_COMMAND = ['--import', 'tsx', path.resolve(__dirname, '../src/server.ts')];

jest.setTimeout(120_000);

type Answer = { status: number; body: string } | string;

/** One request on a fresh connection: its status and body, or the connection error's code. */
function get(url: string): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', () => resolve('ERESPONSE'));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'ERROR'));
  });
}

/** A live stream read as text until the server ends it. */
function openStream(url: string): Promise<{ status: number; text: () => string; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      const ended = new Promise<void>((done) => response.on('end', done));
      response.on('error', () => undefined);
      resolve({ status: response.statusCode ?? 0, text: () => text, ended });
    });
    request.on('error', reject);
  });
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('graceful drain of the bff on SIGTERM', () => {
  let dists: Dists;
  let api: FastifyInstance;
  let child: ChildProcess | undefined;
  let slowStarted = false;

  beforeAll(async () => {
    dists = makeDists();
    // The product API, answering one slow call and holding one live stream open.
    api = Fastify();
    api.get('/api/ready', async () => ({ status: 'ready', database: 'ok' }));
    api.get('/api/slow', async () => {
      slowStarted = true;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return { done: true };
    });
    api.get('/api/events/stream', (request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      reply.raw.write('retry: 3000\n\nid: 7\nevent: unread-count\ndata: {"count":1}\n\n');
      request.raw.on('close', () => reply.raw.end());
    });
    await api.listen({ port: API_PORT, host: '127.0.0.1' });
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    api.server.closeAllConnections();
    await api.close();
    dists.cleanup();
  });

  it('fails its health check, finishes the request in flight, refuses new connections, ends streams with a retry hint and exits 0 in time', async () => {
    const output: string[] = [];
    let exit: { code: number | null; at: number } | undefined;
    child = spawn(process.execPath, BFF_COMMAND, {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PORT: String(BFF_PORT),
        HOST: '127.0.0.1',
        API_URL: `http://127.0.0.1:${API_PORT}`,
        SHELL_DIST: dists.shell,
        REMOTES_DIST_ROOT: dists.root,
        PUBLIC_URL: 'https://sokoni.example',
        REDIS_URL: '',
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        SHUTDOWN_DELAY_MS: '1500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('exit', (code) => (exit = { code, at: Date.now() }));

    const base = `http://127.0.0.1:${BFF_PORT}`;
    let health: Answer = '';
    const started = Date.now();
    while (typeof health === 'string' || health.status !== 200) {
      if (exit || Date.now() - started > 60_000) throw new Error(`the bff did not start: ${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      health = await get(`${base}/bff/health`);
    }
    expect(JSON.parse(health.body)).toEqual({ status: 'ok', api: 'up' });

    const stream = await openStream(`${base}/bff/events`);
    expect(stream.status).toBe(200);
    await until(() => stream.text().includes('event: unread-count'), 10_000, 'the relayed stream');
    const slow = get(`${base}/api/slow`);
    await until(() => slowStarted, 10_000, 'the slow call');

    const signalled = Date.now();
    child.kill('SIGTERM');
    await until(() => output.join('').includes('draining'), 10_000, 'the draining log line');
    // From the signal on, the health check fails: the load balancer stops sending here.
    const draining = await get(`${base}/bff/health`);
    expect(draining).toMatchObject({ status: 503 });
    expect(JSON.parse((draining as { body: string }).body)).toMatchObject({ status: 'draining' });

    // Then the listener closes: a new connection is refused (503 until then, never served).
    const answers: Answer[] = [];
    for (;;) {
      const answer = await get(`${base}/bff/health`);
      answers.push(answer);
      if (answer === 'ECONNREFUSED') break;
      if (Date.now() - signalled > GRACE_MS) throw new Error('the listener never closed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A connection accepted just as the listener closed may be reset, never served.
    for (const answer of answers.slice(0, -1))
      if (answer !== 'ECONNRESET') expect(answer).toMatchObject({ status: 503 });

    // The relayed stream was told to reconnect elsewhere, with its Last-Event-ID.
    await stream.ended;
    expect(stream.text()).toMatch(/retry: \d+\n: server restarting\n\n$/);

    // The request in flight completes.
    expect(await slow).toEqual({ status: 200, body: JSON.stringify({ done: true }) });

    await until(() => exit !== undefined, GRACE_MS + 5000, 'the exit');
    expect(exit?.code).toBe(0);
    expect(exit!.at - signalled).toBeLessThan(GRACE_MS);
    expect(exit!.at - signalled).toBeGreaterThan(2000);
  });
});
