import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { bearer } from './support/accounts';
import { SseClient } from './support/sse';

/**
 * SIGTERM on a real api process: the health check fails from the signal on, the request in flight completes
 * (its database still open), a new connection is refused (or answered 503), the open live stream ends with a
 * `retry:` hint, and the process exits 0 within SHUTDOWN_GRACE_MS.
 */
const PORT = 3561;
const GRACE_MS = 8000;
const SERVER = ['--import', 'tsx', path.resolve(__dirname, 'support/drain-server.ts')];

jest.setTimeout(120_000);

interface Answer {
  status: number;
  body: string;
}

/** One request on a fresh connection: its status and body, or the connection error's code. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', () => resolve('ERESPONSE'));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'ERROR'));
  });
}

class ChildLines {
  readonly lines: Record<string, unknown>[] = [];
  readonly text: string[] = [];
  exit?: { code: number | null; at: number };

  constructor(readonly child: ChildProcess) {
    let buffer = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      buffer += chunk;
      let index: number;
      while ((index = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 1);
        this.text.push(line);
        try {
          this.lines.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // Not one of ours.
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => this.text.push(chunk.toString()));
    child.on('exit', (code) => (this.exit = { code, at: Date.now() }));
  }

  async waitFor(predicate: (line: Record<string, unknown>) => boolean, timeoutMs = 60_000) {
    const started = Date.now();
    for (;;) {
      const found = this.lines.find(predicate);
      if (found) return found;
      if (this.exit) throw new Error(`the server exited: ${this.text.join('\n')}`);
      if (Date.now() - started > timeoutMs) throw new Error(`no such line within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('graceful drain of the api on SIGTERM', () => {
  let server: ChildLines | undefined;
  afterAll(() => {
    if (server && !server.exit) server.child.kill('SIGKILL');
  });

  it('fails its health check, finishes the request in flight, refuses new connections, ends streams with a retry hint and exits 0 in time', async () => {
    const child = spawn(process.execPath, SERVER, {
      cwd: path.resolve(__dirname, '..'),
      env: {
        ...process.env,
        API_PORT: String(PORT),
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        SHUTDOWN_DELAY_MS: '1500',
        SLOW_MS: '3000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = new ChildLines(child);
    const ready = await server.waitFor((line) => line.ready === true);
    const base = `http://127.0.0.1:${PORT}`;
    expect(await get(`${base}/api/health`)).toEqual({ status: 200, body: JSON.stringify({ status: 'ok' }) });

    const stream = await SseClient.open(`${base}/api/events/stream`, bearer(String(ready.token)));
    expect(stream.status).toBe(200);
    await stream.waitFor((events) => events.some((event) => event.event === 'unread-count'));
    const slow = get(`${base}/test-slow`);
    await server.waitFor((line) => line.slow === 'started');

    const signalled = Date.now();
    child.kill('SIGTERM');
    await server.waitFor((line) => typeof line.msg === 'string' && line.msg.startsWith('draining'));
    // From the signal on, the health check fails: the load balancer stops sending here.
    const health = await get(`${base}/api/health`);
    expect(health).toEqual({ status: 503, body: JSON.stringify({ status: 'draining' }) });
    expect(await get(`${base}/api/ready`)).toMatchObject({ status: 503 });

    // Then the listener closes: a new connection is refused (503 until then, never served).
    const answers: (Answer | string)[] = [];
    for (;;) {
      const answer = await get(`${base}/api/health`);
      answers.push(answer);
      if (answer === 'ECONNREFUSED') break;
      if (Date.now() - signalled > GRACE_MS) throw new Error('the listener never closed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answers.at(-1)).toBe('ECONNREFUSED');
    // A connection accepted just as the listener closed may be reset, never served.
    for (const answer of answers.slice(0, -1))
      if (answer !== 'ECONNRESET') expect(answer).toMatchObject({ status: 503 });

    // The open stream was told to reconnect elsewhere.
    await stream.waitForEnd(GRACE_MS);
    expect(stream.retry).toBeGreaterThan(0);
    expect(stream.comments).toContain('server restarting');

    // The request in flight completes, database included.
    expect(await slow).toEqual({ status: 200, body: JSON.stringify({ done: true }) });

    const started = Date.now();
    while (!server.exit && Date.now() - started < GRACE_MS + 5000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.exit?.code).toBe(0);
    expect(server.exit!.at - signalled).toBeLessThan(GRACE_MS);
    // The request took longer than the delay: the process waited for it.
    expect(server.exit!.at - signalled).toBeGreaterThan(2000);
  });
});
