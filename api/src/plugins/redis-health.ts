import fp from 'fastify-plugin';
import { RedisHealth } from '@sokoni/server-kit';

declare module 'fastify' {
  interface FastifyInstance {
    redisHealth: RedisHealth;
  }
}

export const redisHealthPlugin = fp(
  async (app) => {
    const health = new RedisHealth(
      app.log,
      "sign-in counters and rate limits count in this process, live events reach this instance's streams only",
    );
    app.decorate('redisHealth', health);
    app.addHook('preClose', async () => health.stop());
  },
  { name: 'redis-health' },
);
