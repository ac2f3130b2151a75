import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** `draining` from the stop signal on: the health checks answer 503, responses close their connection. */
    lifecycle: { draining: boolean };
  }
}

/** The stop-signal state; the health routes read it. */
export const drainPlugin = fp(
  async (app) => {
    const lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);
    app.addHook('onSend', async (_request, reply) => {
      // A kept-alive client (a load balancer, the bff) opens its next connection elsewhere.
      if (lifecycle.draining) reply.header('connection', 'close');
    });
  },
  { name: 'drain' },
);

export interface ShutdownTimings {
  /** The process exits within this (SHUTDOWN_GRACE_MS, 10 s). */
  graceMs: number;
  /** The health check fails this long before the listener closes (SHUTDOWN_DELAY_MS, 2 s). */
  delayMs: number;
}

function milliseconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number of milliseconds`);
  return parsed;
}

export function shutdownTimings(env: NodeJS.ProcessEnv = process.env): ShutdownTimings {
  const graceMs = milliseconds(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS');
  // The delay never eats more than half the grace period: requests in flight need the rest.
  const delayMs = Math.min(milliseconds(env.SHUTDOWN_DELAY_MS, 2_000, 'SHUTDOWN_DELAY_MS'), graceMs / 2);
  return { graceMs, delayMs };
}

/**
 * Stops gracefully on SIGTERM and SIGINT: the health check fails at once (a load balancer stops sending new
 * visitors), after `delayMs` the listener closes (new connections are refused, a request arriving on a kept
 * connection gets 503), live streams end with a `retry:` hint (the browser reconnects elsewhere with its
 * Last-Event-ID), requests in flight finish, then the app closes (Redis, database) and the process exits 0. At
 * the end of the grace period whatever is left is closed and the process exits 1.
 */
export function drainOnSignals(
  app: FastifyInstance,
  timings: ShutdownTimings,
  log: FastifyBaseLogger,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    app.lifecycle.draining = true;
    log.info({ signal, ...timings }, 'draining: health check fails, then in-flight requests finish');
    // Connections still open near the deadline are closed, so the app's own close can run before it.
    const force = setTimeout(
      () => {
        log.warn('grace period almost over: closing the remaining connections');
        app.server.closeAllConnections();
      },
      Math.max(0, timings.graceMs - Math.min(1000, timings.graceMs / 5)),
    );
    const deadline = setTimeout(() => {
      log.error('grace period over: exiting with work left');
      exit(1);
    }, timings.graceMs);
    await new Promise((resolve) => setTimeout(resolve, timings.delayMs));
    try {
      await app.close();
      clearTimeout(force);
      clearTimeout(deadline);
      log.info({ drainMs: Date.now() - started }, 'drained, exiting');
      exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(signal));
}
