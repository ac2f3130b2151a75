import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fallbackRateLimitStore, redisClientOptions } from '@sokoni/server-kit';
import { ApiError } from '../errors';

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
