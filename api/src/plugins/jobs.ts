import fp from 'fastify-plugin';
import { expireAds } from '../services/ad-expiry';

export interface JobsPluginOptions {
  /** How often expired ads are marked; 0 or absent: never (tests call the job themselves). */
  adExpiryIntervalMs?: number;
}

/**
 * Periodic work inside the api process: once when the app is ready, then every interval. A run that fails is
 * logged and the next one tries again; closing the app stops the timer and waits for a run in progress.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const interval = options.adExpiryIntervalMs ?? 0;
    if (interval <= 0) return;
    let running: Promise<void> | undefined;
    const run = () => {
      if (running) return;
      running = expireAds(app.db)
        .then((count) => {
          if (count > 0) app.log.info({ count }, 'ads expired');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'ad expiry job failed'))
        .finally(() => {
          running = undefined;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, interval);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
