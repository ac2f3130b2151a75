import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';

/** How long a Redis call may take before the caller falls back to this process (connect, then each command). */
export const REDIS_TIMEOUT_MS = 500;

/**
 * Options for every Redis client of the api and the bff. Redis is a helper (shared counters, fan-out of live events): a
 * call fails within half a second, and at once while disconnected, instead of queueing until Redis is back;
 * each caller then falls back to this process. The client keeps reconnecting in the background.
 */
export function redisClientOptions(extra: RedisOptions = {}): RedisOptions {
  return {
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    // A closing connection does not hold the shutdown.
    disconnectTimeout: 100,
    ...extra,
  };
}

export type RedisState = 'up' | 'down';

/**
 * The Redis connections of this process, watched together: one warning when the first one is lost, one line
 * when all are back (not a line per request or per reconnection attempt), and the state for the health check.
 */
export class RedisHealth {
  private readonly clients = new Map<string, Redis>();
  /** Connections that have been ready once: losing one is an outage, even before a reconnection fails. */
  private readonly connected = new Set<string>();
  private downSince: number | undefined;
  private stopped = false;

  /** `degraded` says, in the log, what works differently in this process while Redis is away. */
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly degraded: string,
  ) {}

  watch(name: string, client: Redis): void {
    this.clients.set(name, client);
    // Without an error listener ioredis prints every failed attempt itself.
    client.on('error', (error: unknown) => this.update(error));
    client.on('ready', () => this.connected.add(name));
    for (const event of ['ready', 'close', 'end', 'reconnecting']) client.on(event, () => this.update());
  }

  /** `undefined` when the api runs without Redis. */
  get state(): RedisState | undefined {
    if (this.clients.size === 0) return undefined;
    return [...this.clients.values()].every((client) => client.status === 'ready') ? 'up' : 'down';
  }

  /** Connections closed on purpose (shutdown) are not an outage. */
  stop(): void {
    this.stopped = true;
  }

  private update(error?: unknown): void {
    if (this.stopped) return;
    const down = [...this.clients].filter(([, client]) => client.status !== 'ready').map(([name]) => name);
    // Still connecting for the first time with no error yet: not an outage. A connection that was ready and
    // closed is one at once (Redis may be back before the first reconnection attempt fails).
    const lost = error !== undefined || down.some((name) => this.connected.has(name));
    if (down.length > 0 && this.downSince === undefined && lost) {
      this.downSince = Date.now();
      this.log.warn({ err: error, redis: down }, `Redis unreachable: ${this.degraded}, until it is back`);
    } else if (down.length === 0 && this.downSince !== undefined) {
      this.log.info({ outageMs: Date.now() - this.downSince }, 'Redis is back');
      this.downSince = undefined;
    }
  }
}
