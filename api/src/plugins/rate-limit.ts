import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

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
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'sokoni-rate-limit-',
      // A Redis outage must not take the contact form down with it.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Rate limit exceeded, retry in ${context.after}`,
      }),
    });
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  },
  { name: 'rate-limit' },
);
