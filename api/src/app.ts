import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AD_POSTS_PER_HOUR, HTTP_URL_FORMAT, isHttpUrl } from '@sokoni/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseConfig } from './db/database';
import type { Database } from './db/types';
import type { MediaStorage } from './media/storage';
import type { OidcProviderConfig } from './auth/oidc';
import { DEFAULT_ATTEMPT_LIMIT, type AttemptLimit } from './auth/rate-limits';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { localePlugin } from './plugins/locale';
import { mailPlugin, type Mailer } from './plugins/mail';
import { rateLimitPlugin } from './plugins/rate-limit';
import { schemaIdsPlugin } from './plugins/schema-ids';
import { storagePlugin } from './plugins/storage';
import { swaggerPlugin } from './plugins/swagger';
import { accountRoutes } from './routes/account';
import { adsRoutes } from './routes/ads';
import { adManagementRoutes, type AdPostLimit } from './routes/ads/manage';
import { myAdsRoutes } from './routes/ads/mine';
import { jobsPlugin } from './plugins/jobs';
import { authRoutes } from './routes/auth';
import { socialRoutes } from './routes/auth/social';
import { devRoutes } from './routes/dev';
import { catalogRoutes } from './routes/catalog';
import { mediaRoutes } from './routes/media';
import { siteRoutes } from './routes/site';
import { systemRoutes } from './routes/system';
import { usersRoutes } from './routes/users';
import { businessRoutes } from './routes/business';

export interface BuildAppOptions {
  /** A database to open (and close with the app)… */
  database?: DatabaseConfig;
  /** …or one the caller opened and will close. */
  db?: Kysely<Database>;
  storage: MediaStorage;
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
  /** Login, forgot-password, reset and recovery attempts per account and per IP. */
  attemptLimit?: AttemptLimit;
  /** Verification mails a signed-in user may ask for. */
  resendLimit?: { max: number; timeWindowMs: number };
  /** 'production' turns the dev mailbox off. */
  nodeEnv?: string;
  /** Ads one user may post per window; default 10 per hour. */
  adPostLimit?: AdPostLimit;
  /** How often the api marks expired ads; off when absent (server.ts sets it). */
  adExpiryIntervalMs?: number;
}

export const DEFAULT_AD_POST_LIMIT: AdPostLimit = { max: AD_POSTS_PER_HOUR, windowMs: 60 * 60 * 1000 };

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export type App = FastifyInstance;

type AjvPlugins = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>;
const contractFormats: AjvPlugins = [(ajv) => ajv.addFormat(HTTP_URL_FORMAT, isHttpUrl)];

/**
 * The whole product API as a Fastify instance, not yet listening: server.ts listens, tests use `inject`.
 * Routes are registered but the instance is not ready, so a caller may still add routes or hooks.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  if (!options.db && !options.database)
    throw new Error('buildApp needs a database (options.db or options.database)');
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    // X-Forwarded-For is believed only from a proxy on this machine (the bff); anyone else's is ignored.
    trustProxy: 'loopback',
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Collect every failing field, so a form shows all its errors at once.
    ajv: {
      customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true },
      // Formats the contracts define for themselves (a website: empty or an http(s) address).
      plugins: contractFormats,
    },
    bodyLimit: 64 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(schemaIdsPlugin);
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(dbPlugin, options.db ? { db: options.db } : { database: options.database! });
  await app.register(storagePlugin, { storage: options.storage });
  await app.register(mailPlugin, {
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    mailer: options.mailer,
  });
  await app.register(rateLimitPlugin, { redisUrl: options.redisUrl });
  await app.register(authPlugin, { appSecret: options.appSecret });
  await app.register(swaggerPlugin);
  await app.register(jobsPlugin, { adExpiryIntervalMs: options.adExpiryIntervalMs });

  const visitorSecret = options.visitorSecret ?? randomBytes(32).toString('hex');
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/$/, '');
  const attemptLimit = options.attemptLimit ?? DEFAULT_ATTEMPT_LIMIT;
  // The mailbox shows the outbox table, which only the embedded mailer fills.
  const devMailbox = options.nodeEnv !== 'production' && !options.smtpUrl && !options.mailer;
  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(catalogRoutes);
      await api.register(adsRoutes, { visitorSecret });
      await api.register(adManagementRoutes, { postLimit: options.adPostLimit ?? DEFAULT_AD_POST_LIMIT });
      await api.register(myAdsRoutes);
      await api.register(usersRoutes);
      await api.register(businessRoutes);
      await api.register(authRoutes, {
        publicUrl,
        attemptLimit,
        resendLimit: options.resendLimit ?? { max: 5, timeWindowMs: 15 * 60 * 1000 },
      });
      await api.register(socialRoutes, { publicUrl, providers: options.oidcProviders ?? [] });
      await api.register(accountRoutes, { publicUrl, attemptLimit });
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
