import fp from 'fastify-plugin';
import { createJobQueue, type JobPolicy, type JobQueue } from '../jobs/queue';
import { expireAds } from '../services/ad-expiry';
import { expireBoosts } from '../payments/boosts';
import { fillPhotoPlaceholders } from '../ads/photo-placeholders';
import { DEFAULT_LIVE_EVENT_RETENTION_DAYS, purgeLiveEvents } from '../messaging/event-log';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable jobs shared by every instance on the database (jobs/queue.ts). */
    jobs: JobQueue;
  }
}

export interface JobQueuePluginOptions {
  /** How often an idle worker looks for work, in seconds (JOBS_POLL_SECONDS; default 2, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** How often runs of killed workers are taken back and old jobs archived, in seconds (default 60). */
  maintenanceIntervalSeconds?: number;
  /** How long closing the app waits for jobs in progress (default 8 s, within the drain's grace period). */
  stopGraceMs?: number;
}

/**
 * The job queue (pg-boss, on PostgreSQL or PGlite alike): workers and periodic ticks start when the app is
 * ready and stop when it closes; a job still running then is retried by another instance after its expiry.
 */
export const jobQueuePlugin = fp<JobQueuePluginOptions>(
  async (app, options) => {
    const queue = createJobQueue({
      db: app.db,
      log: app.log,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    });
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop(options.stopGraceMs));
  },
  { name: 'job-queue', dependencies: ['db'] },
);

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
 * The api's periodic jobs, on the shared queue: each runs once per interval across all instances (the first
 * run at start unless another instance already did this interval's), a failed run is retried with backoff,
 * and one whose instance died is run again after its expiry. Every job is idempotent, so a run repeated after
 * a crash does no harm.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const jobs: Array<{ name: string; interval: number; policy?: JobPolicy; task: () => Promise<void> }> = [
      {
        name: 'ad-expiry',
        interval: options.adExpiryIntervalMs ?? 0,
        task: async () => {
          const count = await expireAds(app.db);
          if (count > 0) {
            app.log.info({ count }, 'ads expired');
            app.publicChanges.announce();
          }
        },
      },
      {
        name: 'boost-expiry',
        interval: options.paymentJobsIntervalMs ?? 0,
        task: async () => {
          const count = await expireBoosts(app.db);
          if (count > 0) {
            app.log.info({ count }, 'boosts ended');
            app.publicChanges.announce();
          }
        },
      },
      {
        name: 'payment-reconciliation',
        interval: options.paymentJobsIntervalMs ?? 0,
        task: async () => {
          const result = await app.payments.reconcile();
          if (result.checked > 0) app.log.info(result, 'payments reconciled');
        },
      },
      {
        name: 'photo-placeholders',
        interval: options.photoPlaceholderIntervalMs ?? 0,
        // A first run over an old catalogue decodes many photos.
        policy: { expireInSeconds: 60 * 60 },
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
        name: 'live-event-purge',
        interval: options.liveEventPurgeIntervalMs ?? 0,
        task: async () => {
          const days = options.liveEventRetentionDays ?? DEFAULT_LIVE_EVENT_RETENTION_DAYS;
          const count = await purgeLiveEvents(app.db, days);
          if (count > 0) app.log.info({ count, days }, 'live events purged');
        },
      },
    ];
    for (const job of jobs) {
      if (job.interval <= 0) continue;
      // A periodic run that fails is retried soon, but never past its next regular run.
      const retryDelaySeconds = Math.max(1, Math.min(30, Math.round(job.interval / 4000)));
      await app.jobs.work(job.name, job.task, { retryLimit: 2, retryDelaySeconds, ...job.policy });
      app.jobs.every(job.name, job.interval);
    }
  },
  { name: 'jobs', dependencies: ['db', 'storage', 'job-queue', 'payments', 'public-changes'] },
);
