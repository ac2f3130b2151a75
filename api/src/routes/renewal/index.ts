import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { remindExpiringAds, renewByLink, renewOwnAd } from '../../ads/renewal';
import { route } from '../../plugins/endpoints';

export interface RenewalRoutesOptions {
  publicUrl: string;
  now: () => number;
  /** How often owners of ads about to expire are reminded (a periodic job); 0 or absent: never. */
  reminderIntervalMs?: number;
}

/** Ad renewal from My ads and from the reminder mail's link; the reminder job itself. */
export const renewalRoutes: FastifyPluginAsyncTypebox<RenewalRoutesOptions> = async (app, options) => {
  route(app, 'renewAd', {
    handler: async (request) =>
      renewOwnAd(app.db, request.user!, request.params.idOrSlug, request.locale, options.now()),
  });

  route(app, 'renewAdByLink', {
    config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    handler: async (request) =>
      renewByLink(app.db, app.appSecret, request.body.token, request.locale, options.now()),
  });

  const interval = options.reminderIntervalMs ?? 0;
  if (interval > 0) {
    await app.jobs.work(
      'ad-expiry-reminders',
      async () => {
        const sent = await remindExpiringAds({
          db: app.db,
          mailer: app.mailer,
          secret: app.appSecret,
          publicUrl: options.publicUrl,
          now: options.now,
        });
        if (sent > 0) app.log.info({ sent }, 'ad expiry reminders sent');
      },
      { retryLimit: 2, retryDelaySeconds: 30 },
    );
    app.jobs.every('ad-expiry-reminders', interval);
  }
};
