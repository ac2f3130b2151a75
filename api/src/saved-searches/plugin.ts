import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  mailPendingHits,
  matchAd,
  sendDigests,
  SAVED_SEARCH_DIGEST_JOB,
  SAVED_SEARCH_MAIL_JOB,
  SAVED_SEARCH_MATCH_JOB,
  type AlertContext,
} from './alerts';

export interface SavedSearchAlertsOptions {
  /** Origin of the site, for links in mails. */
  publicUrl: string;
  /**
   * How often the digest job runs (each daily search is mailed at most once a day; an instant search's lost
   * grouped mail is sent too); 0 or absent: never (tests call `sendDigests` themselves).
   */
  digestIntervalMs?: number;
}

export function alertContext(app: FastifyInstance, publicUrl: string): AlertContext {
  return {
    db: app.db,
    jobs: app.jobs,
    mailer: app.mailer,
    storage: app.storage,
    publicUrl,
    secret: app.appSecret,
  };
}

/**
 * The alerts of saved searches on the shared job queue: a newly visible ad is matched by a job (queued in the
 * transaction that approves or boosts it), each instant search's mail by another, the digests periodically.
 * Every job is idempotent: a match or a mail is recorded once.
 */
export const savedSearchAlertsPlugin = fp<SavedSearchAlertsOptions>(
  async (app, options) => {
    const context = alertContext(app, options.publicUrl);
    await app.jobs.work<{ adId: number }>(
      SAVED_SEARCH_MATCH_JOB,
      async ({ adId }) => {
        const matched = await matchAd(context, adId);
        if (matched.length > 0) app.log.info({ adId, searches: matched.length }, 'saved searches matched');
      },
      { retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 5 * 60 },
    );
    await app.jobs.work<{ savedSearchId: number }>(
      SAVED_SEARCH_MAIL_JOB,
      async ({ savedSearchId }) => {
        await mailPendingHits(context, savedSearchId, 'instant');
      },
      { retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 5 * 60 },
    );
    const interval = options.digestIntervalMs ?? 0;
    if (interval > 0) {
      await app.jobs.work(
        SAVED_SEARCH_DIGEST_JOB,
        async () => {
          const sent = await sendDigests(context);
          if (sent > 0) app.log.info({ sent }, 'saved search digests sent');
        },
        { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 30 * 60 },
      );
      app.jobs.every(SAVED_SEARCH_DIGEST_JOB, interval);
    }
  },
  { name: 'saved-search-alerts', dependencies: ['db', 'storage', 'job-queue', 'mail'] },
);
