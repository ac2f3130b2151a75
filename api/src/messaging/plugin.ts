import fp from 'fastify-plugin';
import { InProcessEventBus, RedisEventBus, type LiveEventBus } from './live-events';
import type { MessagingContext } from './conversations';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events: in memory for one api process, Redis pub/sub across instances when REDIS_URL is set. */
    liveEvents: LiveEventBus;
    messaging: MessagingContext;
  }
}

export interface MessagingPluginOptions {
  redisUrl?: string;
  publicUrl: string;
  /** A ready bus (tests); wins over redisUrl. */
  bus?: LiveEventBus;
}

export const messagingPlugin = fp<MessagingPluginOptions>(
  async (app, options) => {
    const bus =
      options.bus ??
      (options.redisUrl
        ? new RedisEventBus(options.redisUrl, app.redisHealth, app.log)
        : new InProcessEventBus());
    if (bus instanceof RedisEventBus) await bus.whenReady();
    app.decorate('liveEvents', bus);
    app.decorate('messaging', {
      db: app.db,
      storage: app.storage,
      bus,
      mailer: app.mailer,
      publicUrl: options.publicUrl,
      defer: (name: string, task: () => Promise<void>) => app.defer(name, task),
    });
    if (!options.bus) app.addHook('onClose', async () => bus.close());
  },
  { name: 'messaging', dependencies: ['db', 'storage', 'mail', 'auth'] },
);
