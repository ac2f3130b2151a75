import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { redisClientOptions } from './redis-health';

export interface RateLimitPluginOptions {
  /** Shared counters across api instances; in-process counters when absent. */
  redisUrl?: string;
}

/**
 * Rate limits are opt-in per route (`config.rateLimit`), keyed by client IP. With several api instances the
 * counters must live in Redis, otherwise each instance would allow the full quota.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    const redis = options.redisUrl ? new Redis(options.redisUrl, redisClientOptions()) : undefined;
    if (redis) app.redisHealth.watch('rate limits', redis);
    await app.register(rateLimit, {
      global: false,
      // While Redis is unreachable each instance counts on its own: degraded (each allows the full quota) but
      // still limited, and the contact form does not go down with Redis.
      ...(redis ? { store: fallbackRateLimitStore(redis, 'sokoni-rate-limit-') } : {}),
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Rate limit exceeded, retry in ${context.after}`,
      }),
    });
    if (redis) app.addHook('onClose', async () => redis.disconnect());
  },
  { name: 'rate-limit', dependencies: ['redis-health'] },
);

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

/**
 * Counters in Redis (shared by every instance); while Redis does not answer, counters of this process, so a
 * limit still holds during an outage instead of letting every request through.
 */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string) {
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

export interface WindowLimit {
  max: number;
  timeWindowMs: number;
}

/**
 * A preHandler allowing a signed-in user `max` calls per window, on the plugin's store (Redis when set).
 * Must run after authentication; answers 429 with Retry-After and the translated message.
 */
export function perUserRateLimit(app: FastifyInstance, name: string, limit: WindowLimit) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `${name}:user:${request.user?.id ?? request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new ApiError(429, 'errors.tooManyRequests');
    }
  };
}
