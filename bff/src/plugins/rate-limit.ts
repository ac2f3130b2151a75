import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyRequest } from 'fastify';
import type { BffConfig } from '../config';

/** Built files (scripts, styles, images) are not counted: one page view fetches dozens of them. */
function isStaticFile(request: FastifyRequest): boolean {
  const pathname = request.url.split('?', 1)[0];
  if (/^\/(?:api|bff|media)\//.test(pathname)) return false;
  return /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/remotes/');
}

/**
 * One generous limit per client address over everything the bff answers. Counters live in Redis when
 * REDIS_URL is set (shared by every bff instance), in memory otherwise.
 */
export const rateLimitPlugin = fp(
  async (app, opts: { config: BffConfig; renderToken?: string }) => {
    const redis = opts.config.redisUrl
      ? new Redis(opts.config.redisUrl, {
          // Redis is a helper: a call fails within half a second, at once while disconnected (counted in this
          // process then), instead of queueing until Redis is back.
          connectTimeout: REDIS_TIMEOUT_MS,
          commandTimeout: REDIS_TIMEOUT_MS,
          maxRetriesPerRequest: 0,
          enableOfflineQueue: false,
          retryStrategy: (times) => Math.min(times * 200, 2000),
          // How long a closing connection may linger at shutdown.
          disconnectTimeout: 100,
        })
      : undefined;
    app.decorate('redisState', (): 'up' | 'down' | undefined =>
      redis ? (redis.status === 'ready' ? 'up' : 'down') : undefined,
    );
    if (redis) {
      // One line when Redis is lost and one when it is back, not one per reconnection attempt.
      let downSince: number | undefined;
      let closing = false;
      redis.on('error', (error) => {
        if (closing || downSince !== undefined) return;
        downSince = Date.now();
        app.log.warn({ err: error }, 'Redis unreachable: rate limits count in this process until it is back');
      });
      redis.on('ready', () => {
        if (downSince === undefined) return;
        app.log.info({ outageMs: Date.now() - downSince }, 'Redis is back: rate limits shared again');
        downSince = undefined;
      });
      app.addHook('preClose', async () => {
        closing = true;
      });
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      // Start counting in Redis from the first request when it is there; never wait long for it.
      const ready = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => done(false), 2000);
        function done(value: boolean) {
          clearTimeout(timer);
          redis?.off('ready', onReady).off('error', onError);
          resolve(value);
        }
        function onReady() {
          done(true);
        }
        function onError() {
          done(false);
        }
        redis.once('ready', onReady).once('error', onError);
      });
      if (!ready) app.log.warn('rate-limit store not ready yet; counting in this process until it is');
    }
    await app.register(rateLimit, {
      global: true,
      max: opts.config.rateLimitMax,
      timeWindow: 60_000,
      // Shared by every bff instance in Redis; while it is unreachable, counted in this process: degraded (each
      // instance allows the full quota) but still limited, and the site does not go down with Redis.
      ...(redis ? { store: fallbackRateLimitStore(redis, 'sokoni-bff-rl-') } : {}),
      skipOnError: true,
      // The server renderer's calls for a page were counted with the page itself.
      allowList: (request) =>
        isStaticFile(request) ||
        (opts.renderToken !== undefined && request.headers['x-sokoni-render'] === opts.renderToken),
    });
  },
  { name: 'sokoni-rate-limit' },
);

const REDIS_TIMEOUT_MS = 500;

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Fixed windows in this process (the plugin's own local semantics), swept as they end. */
class LocalWindows {
  private readonly windows = new Map<string, { current: number; startedAt: number; windowMs: number }>();
  private operations = 0;

  incr(key: string, timeWindow: number): Counted {
    const now = Date.now();
    if (++this.operations % 1000 === 0)
      for (const [name, window] of this.windows)
        if (window.startedAt + window.windowMs <= now) this.windows.delete(name);
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      window = { current: 0, startedAt: now, windowMs: timeWindow };
      this.windows.set(key, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.startedAt + timeWindow - now };
  }
}

// The plugin's Redis counter: one INCR per request, the window set on the first.
const REDIS_INCR = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}
`;

/** Counters in Redis while it answers, in this process while it does not. */
function fallbackRateLimitStore(redis: Redis, nameSpace: string) {
  const local = new LocalWindows();
  return class FallbackRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _params: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      const name = this.prefix + key;
      if (redis.status !== 'ready') {
        done(null, local.incr(name, timeWindow));
        return;
      }
      redis.eval(REDIS_INCR, 1, name, String(timeWindow)).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          done(null, { current: Number(current), ttl: Math.max(0, Number(ttl)) });
        },
        () => done(null, local.incr(name, timeWindow)),
      );
    }

    child(params: object): FastifyRateLimitStore {
      const route = (params as RouteParams).routeInfo ?? {};
      return new FallbackRateLimitStore(undefined, `${this.prefix}${route.method ?? ''}${route.url ?? ''}-`);
    }
  };
}
