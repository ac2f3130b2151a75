import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { oidcProvidersFromEnv, type OidcProviderConfig } from './auth/oidc';
import { DEFAULT_LIVE_EVENT_RETENTION_DAYS } from './messaging/event-log';
import type { PhoneCodeLimits } from './phone/verification';
import { smsConfigFromEnv, type SmsConfig } from './phone/sms';

/**
 * The folder of this module: `api/src` when run from source (Jest, tsx), `api/dist` when bundled. Both sit
 * two levels below the repository root, which is all the defaults below need.
 */
function moduleDirectory(): string {
  // CommonJS (Jest, tsx) defines __dirname; the bundled ES module knows its own URL instead.
  if (typeof __dirname === 'string') return __dirname;
  return path.dirname(fileURLToPath(import.meta.url));
}

export const REPO_ROOT = path.resolve(moduleDirectory(), '..', '..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ApiConfig {
  nodeEnv: string;
  /** Root of everything the api keeps on disk: `pgdata/` (PGlite) and `media/`. */
  dataDir: string;
  databaseUrl?: string;
  /** Deadline of every database statement of the server, in ms (DB_STATEMENT_TIMEOUT_MS, default 3000; 0: none). */
  dbStatementTimeoutMs: number;
  redisUrl?: string;
  smtpUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  demoData: boolean;
  port: number;
  host: string;
  logLevel: LogLevel;
  /** Secret mixed into visitor hashes (view counting); a per-process random value when unset. */
  visitorSecret?: string;
  /** Signs email links; a generated key kept in the database when unset. */
  appSecret?: string;
  /** Origin of the site that mailed links point to. */
  publicUrl: string;
  oidcProviders: OidcProviderConfig[];
  /**
   * Serve the outbox at /api/dev/mailbox to requests from this machine (DEV_MAILBOX=1, set by `npm start`'s
   * demo). Off by default, refused in production: the outbox holds every user's reset links.
   */
  devMailbox: boolean;
  /** Accounts one IP may create per hour (REGISTRATIONS_PER_IP_HOUR, default 10). */
  registrationsPerIpHour: number;
  /** Ad forms and profile updates one user may send per hour (UPLOADS_PER_USER_HOUR, default 60). */
  uploadsPerUserHour: number;
  /** Largest uploaded image in pixels (IMAGE_MAX_PIXELS, default 40 000 000). */
  imageMaxPixels: number;
  /** Image decodes at once (IMAGE_DECODE_CONCURRENCY, default 2). */
  imageDecodeConcurrency: number;
  /** PAYMENTS_SANDBOX_IN_PRODUCTION=1: allow the sandbox payment provider under NODE_ENV=production. */
  paymentsSandboxInProduction: boolean;
  /** PAYMENT_WEBHOOK_SECRET_SANDBOX: HMAC key of the sandbox's webhooks (random per process when unset). */
  sandboxWebhookSecret?: string;
  /** PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: how long the sandbox's mobile money customer takes to confirm. */
  sandboxWebhookDelayMs?: number;
  /** Live event streams one session may hold open (EVENTS_STREAMS_PER_SESSION, default 5). */
  eventsStreamsPerSession: number;
  /** How often the sessions of open event streams are checked again (EVENTS_SESSION_CHECK_MS, default 15 000). */
  eventsSessionCheckMs: number;
  /** Days the live-event log keeps an event for reconnecting streams (LIVE_EVENTS_RETENTION_DAYS, default 7). */
  liveEventRetentionDays: number;
  /** How often an idle job worker looks for work, in seconds (JOBS_POLL_SECONDS, default 2, at least 0.5). */
  jobsPollSeconds: number;
  /** Who sends SMS codes (SMS_PROVIDER; see phone/sms.ts smsConfigFromEnv). */
  sms: SmsConfig;
  /**
   * Codes sent per number and per person a day, per address an hour (PHONE_CODES_PER_NUMBER_DAY 5,
   * PHONE_CODES_PER_USER_DAY 5, PHONE_CODES_PER_IP_HOUR 10; a missing value keeps its default).
   */
  phoneCodeLimits: PhoneCodeLimits;
  /**
   * Anonymous answers of the public list and search of ads, shared by every visitor who sends the same search
   * (SEARCH_CACHE `on`, the default, or `off`): each kept SEARCH_CACHE_TTL_MS (5 000) and at most
   * SEARCH_CACHE_MAX_ENTRIES (2 000), all forgotten when public content changes.
   */
  searchCache: { enabled: boolean; ttlMs: number; maxEntries: number };
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`${name} must be a port number`);
  return parsed;
}

/** A positive whole number from the environment; a missing value takes the default, a wrong one stops the start. */
function limit(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a whole number of at least 1`);
  return parsed;
}

function statementTimeout(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error('DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds (0 for no deadline)');
  return parsed;
}

function pollSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return 2;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0.5 || parsed > 60)
    throw new Error('JOBS_POLL_SECONDS must be a number of seconds between 0.5 and 60');
  return parsed;
}

/** SEARCH_CACHE: `on` (the default) or `off`; anything else is a mistake worth stopping for. */
function searchCacheEnabled(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`SEARCH_CACHE must be "on" or "off", got "${value}"`);
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const logLevel = (env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const devMailbox = env.DEV_MAILBOX === '1' || env.DEV_MAILBOX === 'true';
  if (devMailbox && nodeEnv === 'production')
    throw new Error(
      'DEV_MAILBOX cannot be used with NODE_ENV=production: the mailbox shows every password-reset link',
    );
  if ((env.DEV_OIDC === '1' || env.DEV_OIDC === 'true') && nodeEnv === 'production')
    throw new Error(
      'DEV_OIDC cannot be used with NODE_ENV=production: the demo sign-in provider signs anyone in as any address',
    );
  return {
    nodeEnv,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    dbStatementTimeoutMs: statementTimeout(env.DB_STATEMENT_TIMEOUT_MS),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoData: env.DEMO_DATA === '1' || env.DEMO_DATA === 'true',
    port: integer(env.API_PORT, 3001, 'API_PORT'),
    host: env.API_HOST || '127.0.0.1',
    logLevel,
    visitorSecret: env.VISITOR_SECRET || undefined,
    appSecret: env.APP_SECRET || undefined,
    publicUrl: (env.PUBLIC_URL || 'http://localhost:3000').replace(/\/$/, ''),
    oidcProviders: oidcProvidersFromEnv(env),
    devMailbox,
    registrationsPerIpHour: limit(env.REGISTRATIONS_PER_IP_HOUR, 10, 'REGISTRATIONS_PER_IP_HOUR'),
    uploadsPerUserHour: limit(env.UPLOADS_PER_USER_HOUR, 60, 'UPLOADS_PER_USER_HOUR'),
    imageMaxPixels: limit(env.IMAGE_MAX_PIXELS, 40_000_000, 'IMAGE_MAX_PIXELS'),
    imageDecodeConcurrency: limit(env.IMAGE_DECODE_CONCURRENCY, 2, 'IMAGE_DECODE_CONCURRENCY'),
    paymentsSandboxInProduction:
      env.PAYMENTS_SANDBOX_IN_PRODUCTION === '1' || env.PAYMENTS_SANDBOX_IN_PRODUCTION === 'true',
    sandboxWebhookSecret: env.PAYMENT_WEBHOOK_SECRET_SANDBOX || undefined,
    eventsStreamsPerSession: limit(env.EVENTS_STREAMS_PER_SESSION, 5, 'EVENTS_STREAMS_PER_SESSION'),
    eventsSessionCheckMs: limit(env.EVENTS_SESSION_CHECK_MS, 15_000, 'EVENTS_SESSION_CHECK_MS'),
    liveEventRetentionDays: limit(
      env.LIVE_EVENTS_RETENTION_DAYS,
      DEFAULT_LIVE_EVENT_RETENTION_DAYS,
      'LIVE_EVENTS_RETENTION_DAYS',
    ),
    jobsPollSeconds: pollSeconds(env.JOBS_POLL_SECONDS),
    sms: smsConfigFromEnv(env, nodeEnv),
    phoneCodeLimits: {
      perNumberPerDay: limit(env.PHONE_CODES_PER_NUMBER_DAY, 5, 'PHONE_CODES_PER_NUMBER_DAY'),
      perUserPerDay: limit(env.PHONE_CODES_PER_USER_DAY, 5, 'PHONE_CODES_PER_USER_DAY'),
      perAddressPerHour: limit(env.PHONE_CODES_PER_IP_HOUR, 10, 'PHONE_CODES_PER_IP_HOUR'),
    },
    searchCache: {
      enabled: searchCacheEnabled(env.SEARCH_CACHE),
      ttlMs: limit(env.SEARCH_CACHE_TTL_MS, 5_000, 'SEARCH_CACHE_TTL_MS'),
      maxEntries: limit(env.SEARCH_CACHE_MAX_ENTRIES, 2_000, 'SEARCH_CACHE_MAX_ENTRIES'),
    },
    sandboxWebhookDelayMs: env.PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS
      ? Math.max(0, Number(env.PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS) || 0)
      : undefined,
  };
}

/** PGlite's folder inside the data directory. */
export function pgliteDirectory(config: Pick<ApiConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'pgdata');
}

export function mediaDirectory(config: Pick<ApiConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'media');
}
