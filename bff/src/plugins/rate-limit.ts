import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyRequest } from 'fastify';
import { fallbackRateLimitStore, RedisHealth, redisClientOptions } from '@sokoni/server-kit';
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
      ? new Redis(opts.config.redisUrl, redisClientOptions())
      : undefined;
    // One line when Redis is lost and one when it is back, not one per reconnection attempt.
    const health = new RedisHealth(app.log, 'rate limits count in this process');
    app.decorate('redisState', () => health.state);
    if (redis) {
      health.watch('rate limits', redis);
      app.addHook('preClose', async () => health.stop());
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
