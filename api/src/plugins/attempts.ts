import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  FallbackAttemptStore,
  MemoryAttemptStore,
  RedisAttemptStore,
  type AttemptStore,
} from '../auth/attempt-store';
import { AttemptThrottle, attemptLimitWith, type AttemptLimit } from '../auth/rate-limits';
import { redisClientOptions } from '@sokoni/server-kit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in throttling: failures per account (growing delays) and per client IP. */
    attempts: AttemptThrottle;
  }
}

export interface AttemptsPluginOptions {
  /** Counters in Redis (kept across restarts and shared by instances); in this process when absent. */
  redisUrl?: string;
  /** Prefix of the Redis keys; default `sokoni:attempts:`. */
  keyPrefix?: string;
  /** A ready store, used instead of the above. */
  store?: AttemptStore;
  limit?: Partial<AttemptLimit>;
  /** The clock delays are measured with (tests move it instead of waiting). */
  now?: () => number;
}

export const attemptsPlugin = fp<AttemptsPluginOptions>(
  async (app, options) => {
    let store = options.store;
    if (!store && options.redisUrl) {
      const redis = new Redis(options.redisUrl, redisClientOptions());
      // The outage itself is logged once by the Redis health watcher.
      app.redisHealth.watch('sign-in counters', redis);
      store = new FallbackAttemptStore(new RedisAttemptStore(redis, options.keyPrefix), () => undefined);
      const opened = store;
      app.addHook('onClose', async () => {
        await opened.close?.().catch(() => undefined);
      });
    }
    app.decorate(
      'attempts',
      new AttemptThrottle(store ?? new MemoryAttemptStore(), attemptLimitWith(options.limit), options.now),
    );
  },
  { name: 'attempts', dependencies: ['redis-health'] },
);
