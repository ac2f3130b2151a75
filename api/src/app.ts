import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AD_POSTS_PER_HOUR,
  HTTP_URL_FORMAT,
  isEmail,
  isHttpUrl,
  JSON_BODY_MAX_BYTES,
} from '@sokoni/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseConfig } from './db/database';
import type { Database } from './db/types';
import type { MediaStorage } from './media/storage';
import type { ImageDecodingLimits } from './media/image-decoder';
import type { OidcProviderConfig } from './auth/oidc';
import type { AttemptStore } from './auth/attempt-store';
import type { AttemptLimit } from './auth/rate-limits';
import { attemptsPlugin } from './plugins/attempts';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { pathParamsPlugin } from './plugins/path-params';
import { localePlugin } from './plugins/locale';
import { mailPlugin, type Mailer } from './plugins/mail';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redisHealthPlugin } from './plugins/redis-health';
import { publicChangesPlugin } from './plugins/public-changes';
import { drainPlugin } from '@sokoni/server-kit';
import { sharedSchemaCompilers } from './plugins/schema-compilers';
import { schemaIdsPlugin } from './plugins/schema-ids';
import { endpointsPlugin } from './plugins/endpoints';
import { storagePlugin } from './plugins/storage';
import { swaggerPlugin } from './plugins/swagger';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { maintenancePlugin } from './admin/maintenance';
import { adsRoutes } from './routes/ads';
import { adManagementRoutes, type AdPostLimit } from './routes/ads/manage';
import { myAdsRoutes } from './routes/ads/mine';
import { jobQueuePlugin, jobsPlugin } from './plugins/jobs';
import { paymentsPlugin, type PaymentsPluginOptions } from './plugins/payments';
import { paymentRoutes, type PaymentRoutesOptions } from './routes/payments';
import { authRoutes } from './routes/auth';
import { socialRoutes } from './routes/auth/social';
import { devRoutes } from './routes/dev';
import { catalogRoutes } from './routes/catalog';
import { mediaRoutes } from './routes/media';
import { siteRoutes } from './routes/site';
import { systemRoutes } from './routes/system';
import { usersRoutes } from './routes/users';
import { conversationRoutes } from './routes/conversations';
import {
  DEFAULT_SESSION_CHECK_MS,
  DEFAULT_STREAMS_PER_SESSION,
  eventStreamRoutes,
} from './routes/conversations/events';
import { reviewRoutes } from './routes/reviews';
import { savedSearchRoutes } from './routes/saved-searches';
import { savedSearchAlertsPlugin } from './saved-searches/plugin';
import { reportRoutes } from './routes/reports';
import { messagingPlugin } from './messaging/plugin';
import type { LiveEventBus } from './messaging/live-events';
import { businessRoutes } from './routes/business';
import { phoneRoutes } from './routes/phone';
import { renewalRoutes } from './routes/renewal';
import { createSmsProvider, type SmsConfig } from './phone/sms';
import { phoneCodeLimitsWith, type PhoneCodeLimits } from './phone/verification';

export interface BuildAppOptions {
  /** A database to open (and close with the app)… */
  database?: DatabaseConfig;
  /** …or one the caller opened and will close. */
  db?: Kysely<Database>;
  storage: MediaStorage;
  /** Pixel and concurrency limits of image decoding (defaults: 40 MP, 2 at once). */
  imageLimits?: ImageDecodingLimits;
  /** Photo uploads (ads, avatar) one user may make per window; default 60 per hour. */
  uploadLimit?: { max: number; timeWindowMs: number };
  /** Accounts one IP address may create per window; default 10 per hour. */
  registrationLimit?: { max: number; timeWindowMs: number };
  /** false (silent), true, or pino options. */
  logger?: FastifyServerOptions['logger'];
  /** An existing pino logger (the server's), used instead of `logger`. */
  loggerInstance?: FastifyBaseLogger;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom?: string;
  /** A ready mailer, e.g. to capture mail in tests; defaults to SMTP when smtpUrl is set, else the outbox table. */
  mailer?: Mailer;
  /** Receives contact mail when the settings have no admin address. */
  adminEmail?: string;
  /** Secret for visitor hashes (view counting); random per process when absent. */
  visitorSecret?: string;
  contactRateLimit?: { max: number; timeWindow: number | string };
  /** Signs email links; when absent a key generated once and kept in the database is used. */
  appSecret?: string;
  /** Origin of the site (the bff) that links in mails point to; default http://localhost:3000. */
  publicUrl?: string;
  /** OpenID Connect providers for social login (see auth/oidc.ts oidcProvidersFromEnv). */
  oidcProviders?: OidcProviderConfig[];
  /**
   * Sign-in throttling (login, reset, recovery, email change): failures per account and per IP, requests
   * for forgot-password and recovery. Each setting left out keeps its default; none can be switched off.
   */
  attemptLimit?: Partial<AttemptLimit>;
  /** Where those counters live; Redis (redisUrl) or this process when absent. */
  attemptStore?: AttemptStore;
  /** Prefix of the counters' Redis keys (tests use one per case). */
  attemptKeyPrefix?: string;
  /** The clock sign-in delays are measured with; Date.now when absent. */
  clock?: () => number;
  /** Verification mails a signed-in user may ask for. */
  resendLimit?: { max: number; timeWindowMs: number };
  /** 'production' refuses the dev mailbox. */
  nodeEnv?: string;
  /**
   * Serve the outbox at /api/dev/mailbox to requests from this machine. Off unless asked for; refused in
   * production and meaningless with SMTP or a custom mailer (the outbox stays empty).
   */
  devMailbox?: boolean;
  /** Ads one user may post per window; default 10 per hour. */
  adPostLimit?: AdPostLimit;
  /** How often the api marks expired ads; off when absent (server.ts sets it). */
  adExpiryIntervalMs?: number;
  /** Payment providers, sandbox behaviour, grace period and clock (plugins/payments.ts). */
  payments?: Omit<PaymentsPluginOptions, 'nodeEnv'>;
  /** How often boosts end and unanswered payments are reconciled; off when absent (server.ts sets it). */
  paymentJobsIntervalMs?: number;
  /** How often photos stored before the data saver get their preview (first run at start); off when absent. */
  photoPlaceholderIntervalMs?: number;
  /** How often live events past the retention window are purged (first run at start); off when absent. */
  liveEventPurgeIntervalMs?: number;
  /** Days the live-event log keeps an event; default 7. */
  liveEventRetentionDays?: number;
  /** How often the saved-search digest job runs (daily digests, lost grouped alerts); off when absent. */
  savedSearchDigestIntervalMs?: number;
  /** How often an idle job worker looks for work, in seconds (default 2; tests lower it). */
  jobsPollingIntervalSeconds?: number;
  /** How often runs of killed workers are taken back, in seconds (default 60; tests lower it). */
  jobsMaintenanceIntervalSeconds?: number;
  /** Payment attempts per client and window; default 20 per 10 minutes. */
  paymentCreateLimit?: PaymentRoutesOptions['createLimit'];
  /** Live events bus (tests); defaults to Redis pub/sub when redisUrl is set, else in-process. */
  liveEventBus?: LiveEventBus;
  /** Heartbeat period of the event stream; default 25 s. */
  eventsHeartbeatMs?: number;
  /** Event streams one session may hold open; default 5 (one more closes the oldest). */
  eventsStreamsPerSession?: number;
  /** How often the sessions of the open event streams are checked again; default 15 s. */
  eventsSessionCheckMs?: number;
  /**
   * Who sends SMS codes. Default: the sandbox (texts kept in the outbox), none under nodeEnv 'production'
   * (verification answers 503) unless chosen explicitly.
   */
  sms?: SmsConfig;
  /** Codes per number, person and address; each left out keeps its default, none can be switched off. */
  phoneCodeLimits?: Partial<PhoneCodeLimits>;
  /** How often owners of ads about to expire get their reminder mail; off when absent (server.ts sets it). */
  expiryReminderIntervalMs?: number;
  /** Phone reveals one address may make per window; default 30 per 10 minutes. */
  phoneRevealLimit?: { max: number; timeWindow: number | string };
  /**
   * Anonymous search answers shared by every visitor for `ttlMs` (server.ts: SEARCH_CACHE*); none when absent,
   * so a test sees at once what it wrote straight into the database.
   */
  searchCache?: { ttlMs: number; maxEntries: number };
}

export const DEFAULT_AD_POST_LIMIT: AdPostLimit = { max: AD_POSTS_PER_HOUR, windowMs: 60 * 60 * 1000 };

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const DEFAULT_UPLOAD_LIMIT = { max: 60, timeWindowMs: 60 * 60 * 1000 };
export const DEFAULT_REGISTRATION_LIMIT = { max: 10, timeWindowMs: 60 * 60 * 1000 };

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export type App = FastifyInstance;

type AjvPlugins = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>;
const contractFormats: AjvPlugins = [(ajv) => ajv.addFormat(HTTP_URL_FORMAT, isHttpUrl)];
/** Runs after ajv-formats: the `email` format is the contracts' rule, the one every form checks. */
const contractEmailFormat = (ajv: { addFormat(name: string, check: (value: string) => boolean): unknown }) =>
  ajv.addFormat('email', isEmail);

/**
 * The whole product API as a Fastify instance, not yet listening: server.ts listens, tests use `inject`.
 * Routes are registered but the instance is not ready, so a caller may still add routes or hooks.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  if (!options.db && !options.database)
    throw new Error('buildApp needs a database (options.db or options.database)');
  if (options.devMailbox && options.nodeEnv === 'production')
    throw new Error('The development mailbox cannot be served in production');
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    // X-Forwarded-For is believed only from a proxy on this machine (the bff); anyone else's is ignored.
    trustProxy: 'loopback',
    // A caller's X-Request-Id is kept only when it looks like an id: it is echoed in a header and logged.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Collect every failing field, so a form shows all its errors at once.
    ajv: {
      customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true },
      // Formats the contracts define for themselves (a website: empty or an http(s) address).
      plugins: contractFormats,
      onCreate: contractEmailFormat,
    } as FastifyServerOptions['ajv'],
    bodyLimit: JSON_BODY_MAX_BYTES,
    schemaController: { compilersFactory: sharedSchemaCompilers },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Whatever answers a signed-in request is that person's: no shared cache, no back/forward cache copy.
    if (request.headers.authorization && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  await app.register(schemaIdsPlugin);
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(dbPlugin, options.db ? { db: options.db } : { database: options.database! });
  await app.register(storagePlugin, { storage: options.storage, imageLimits: options.imageLimits });
  await app.register(jobQueuePlugin, {
    pollingIntervalSeconds: options.jobsPollingIntervalSeconds,
    maintenanceIntervalSeconds: options.jobsMaintenanceIntervalSeconds,
  });
  await app.register(mailPlugin, {
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    mailer: options.mailer,
  });
  await app.register(drainPlugin);
  await app.register(redisHealthPlugin);
  await app.register(publicChangesPlugin, { redisUrl: options.redisUrl, searchCache: options.searchCache });
  await app.register(rateLimitPlugin, { redisUrl: options.redisUrl });
  await app.register(attemptsPlugin, {
    redisUrl: options.redisUrl,
    keyPrefix: options.attemptKeyPrefix,
    store: options.attemptStore,
    limit: options.attemptLimit,
    now: options.clock,
  });
  await app.register(authPlugin, { appSecret: options.appSecret });
  await app.register(maintenancePlugin);
  await app.register(swaggerPlugin);
  await app.register(paymentsPlugin, { ...options.payments, nodeEnv: options.nodeEnv });
  await app.register(jobsPlugin, {
    adExpiryIntervalMs: options.adExpiryIntervalMs,
    paymentJobsIntervalMs: options.paymentJobsIntervalMs,
    photoPlaceholderIntervalMs: options.photoPlaceholderIntervalMs,
    liveEventPurgeIntervalMs: options.liveEventPurgeIntervalMs,
    liveEventRetentionDays: options.liveEventRetentionDays,
  });

  const visitorSecret = options.visitorSecret ?? randomBytes(32).toString('hex');
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/$/, '');
  await app.register(messagingPlugin, { redisUrl: options.redisUrl, publicUrl, bus: options.liveEventBus });
  await app.register(savedSearchAlertsPlugin, { publicUrl, digestIntervalMs: options.savedSearchDigestIntervalMs });
  // The mailbox shows the outbox table, which only the embedded mailer fills.
  const devMailbox = options.devMailbox === true && !options.smtpUrl && !options.mailer;
  await app.register(endpointsPlugin, { developmentEndpoints: devMailbox });
  await app.register(
    async (api) => {
      // Under /api only: a media path with a NUL character is simply a file that does not exist (404).
      await api.register(pathParamsPlugin);
      await api.register(inputHygienePlugin);
      await api.register(systemRoutes);
      await api.register(catalogRoutes);
      await api.register(adsRoutes, { visitorSecret });
      await api.register(adManagementRoutes, {
        postLimit: options.adPostLimit ?? DEFAULT_AD_POST_LIMIT,
        uploadLimit: options.uploadLimit ?? DEFAULT_UPLOAD_LIMIT,
      });
      await api.register(myAdsRoutes);
      await api.register(usersRoutes);
      await api.register(conversationRoutes);
      await api.register(eventStreamRoutes, {
        heartbeatMs: options.eventsHeartbeatMs ?? 25_000,
        maxStreamsPerSession: options.eventsStreamsPerSession ?? DEFAULT_STREAMS_PER_SESSION,
        sessionCheckMs: options.eventsSessionCheckMs ?? DEFAULT_SESSION_CHECK_MS,
      });
      await api.register(reviewRoutes);
      await api.register(savedSearchRoutes);
      await api.register(reportRoutes);
      await api.register(businessRoutes);
      await api.register(phoneRoutes, {
        sms: createSmsProvider(
          options.sms ?? { provider: options.nodeEnv === 'production' ? 'none' : 'sandbox' },
          app.db,
        ),
        limits: phoneCodeLimitsWith(options.phoneCodeLimits),
        now: options.clock ?? Date.now,
        revealLimit: options.phoneRevealLimit ?? { max: 30, timeWindow: '10 minutes' },
      });
      await api.register(renewalRoutes, {
        publicUrl,
        now: options.clock ?? Date.now,
        reminderIntervalMs: options.expiryReminderIntervalMs,
      });
      await api.register(authRoutes, {
        publicUrl,
        now: options.clock,
        resendLimit: options.resendLimit ?? { max: 5, timeWindowMs: 15 * 60 * 1000 },
        registrationLimit: options.registrationLimit ?? DEFAULT_REGISTRATION_LIMIT,
      });
      await api.register(socialRoutes, { publicUrl, providers: options.oidcProviders ?? [] });
      await api.register(accountRoutes, {
        publicUrl,
        now: options.clock,
        uploadLimit: options.uploadLimit ?? DEFAULT_UPLOAD_LIMIT,
      });
      await api.register(paymentRoutes, {
        createLimit: options.paymentCreateLimit ?? { max: 20, timeWindow: '10 minutes' },
      });
      await api.register(adminRoutes, { publicUrl });
      if (devMailbox) await api.register(devRoutes);
      await api.register(siteRoutes, {
        contactRateLimit: options.contactRateLimit ?? { max: 5, timeWindow: '15 minutes' },
        fallbackAdminEmail: options.adminEmail,
      });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  return app;
}
