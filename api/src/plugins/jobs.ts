import fp from 'fastify-plugin';
import { expireAds } from '../services/ad-expiry';
import { expireBoosts } from '../payments/boosts';
import { fillPhotoPlaceholders } from '../ads/photo-placeholders';
import { DEFAULT_LIVE_EVENT_RETENTION_DAYS, purgeLiveEvents } from '../messaging/event-log';

export interface JobsPluginOptions {
  /** How often expired ads are marked; 0 or absent: never (tests call the job themselves). */
  adExpiryIntervalMs?: number;
  /** How often ended boosts are removed and unanswered payments reconciled; 0 or absent: never. */
  paymentJobsIntervalMs?: number;
  /**
   * How often photos without a data-saver preview (stored before it existed) are given one; the first run is
   * at start, in the background. 0 or absent: never.
   */
  photoPlaceholderIntervalMs?: number;
  /** How often live events older than the retention window are removed; 0 or absent: never. */
  liveEventPurgeIntervalMs?: number;
  /** Days the live-event log keeps an event (LIVE_EVENTS_RETENTION_DAYS); 7 when absent. */
  liveEventRetentionDays?: number;
}

/**
 * Periodic work inside the api process: each job once when the app is ready, then every interval. A run that
 * fails is logged and the next one tries again; a job never overlaps itself; closing the app stops the timers
 * and waits for runs in progress. Every job is idempotent, so several api instances may run them at once.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const jobs: Array<{ name: string; interval: number; task: () => Promise<void> }> = [
      {
        name: 'ad expiry',
        interval: options.adExpiryIntervalMs ?? 0,
        task: async () => {
          const count = await expireAds(app.db);
          if (count > 0) app.log.info({ count }, 'ads expired');
        },
      },
      {
        name: 'boost expiry',
        interval: options.paymentJobsIntervalMs ?? 0,
        task: async () => {
          const count = await expireBoosts(app.db);
          if (count > 0) app.log.info({ count }, 'boosts ended');
        },
      },
      {
        name: 'payment reconciliation',
        interval: options.paymentJobsIntervalMs ?? 0,
        task: async () => {
          const result = await app.payments.reconcile();
          if (result.checked > 0) app.log.info(result, 'payments reconciled');
        },
      },
      {
        name: 'photo placeholders',
        interval: options.photoPlaceholderIntervalMs ?? 0,
        task: async () => {
          const result = await fillPhotoPlaceholders({
            db: app.db,
            storage: app.storage,
            images: app.images,
            log: app.log,
          });
          if (result.filled + result.unreadable + result.skipped > 0)
            app.log.info(result, 'photo placeholders filled');
        },
      },
      {
        name: 'live event purge',
        interval: options.liveEventPurgeIntervalMs ?? 0,
        task: async () => {
          const days = options.liveEventRetentionDays ?? DEFAULT_LIVE_EVENT_RETENTION_DAYS;
          const count = await purgeLiveEvents(app.db, days);
          if (count > 0) app.log.info({ count, days }, 'live events purged');
        },
      },
    ].filter((job) => job.interval > 0);
    if (jobs.length === 0) return;

    const running = new Map<string, Promise<void>>();
    const timers: NodeJS.Timeout[] = [];
    const run = (job: (typeof jobs)[number]) => {
      if (running.has(job.name)) return;
      running.set(
        job.name,
        job
          .task()
          .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed'))
          .finally(() => running.delete(job.name)),
      );
    };
    app.addHook('onReady', async () => {
      for (const job of jobs) {
        run(job);
        const timer = setInterval(() => run(job), job.interval);
        timer.unref();
        timers.push(timer);
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all([...running.values()]);
    });
  },
  { name: 'jobs', dependencies: ['db', 'storage'] },
);
