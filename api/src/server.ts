import pino from 'pino';
import { buildApp } from './app';
import { loadConfig, mediaDirectory } from './config';
import { drainOnSignals, shutdownTimings } from '@sokoni/server-kit';
import { createStorage } from './plugins/storage';
import { openDatabase, runDemoSeed, runReferenceSeed } from './startup';

const HOUR_MS = 60 * 60 * 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { service: 'api' } });
  const started = Date.now();
  const handle = await openDatabase(config, log);
  const storage = createStorage({ localRoot: mediaDirectory(config) });
  try {
    await runReferenceSeed(handle, config, log);
    if (config.demoData) await runDemoSeed(handle, storage, log);
  } catch (error) {
    await handle.close();
    throw error;
  }

  const app = await buildApp({
    db: handle.db,
    storage,
    loggerInstance: log,
    redisUrl: config.redisUrl,
    smtpUrl: config.smtpUrl,
    adminEmail: config.adminEmail,
    visitorSecret: config.visitorSecret,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    oidcProviders: config.oidcProviders,
    nodeEnv: config.nodeEnv,
    devMailbox: config.devMailbox,
    registrationLimit: { max: config.registrationsPerIpHour, timeWindowMs: HOUR_MS },
    uploadLimit: { max: config.uploadsPerUserHour, timeWindowMs: HOUR_MS },
    imageLimits: { maxInputPixels: config.imageMaxPixels, concurrency: config.imageDecodeConcurrency },
    adExpiryIntervalMs: 5 * 60 * 1000,
    // Owners of ads about to expire get one reminder each (the setting says how many days before).
    expiryReminderIntervalMs: 15 * 60 * 1000,
    paymentJobsIntervalMs: 60 * 1000,
    eventsStreamsPerSession: config.eventsStreamsPerSession,
    eventsSessionCheckMs: config.eventsSessionCheckMs,
    // Photos stored before the data saver existed get their preview in the background after start.
    photoPlaceholderIntervalMs: 60 * 60 * 1000,
    // The live-event log keeps a bounded window: older events are purged hourly (and at start).
    liveEventPurgeIntervalMs: 60 * 60 * 1000,
    liveEventRetentionDays: config.liveEventRetentionDays,
    // Daily saved-search digests: the job runs hourly, each search is mailed at most once a day.
    savedSearchDigestIntervalMs: 60 * 60 * 1000,
    jobsPollingIntervalSeconds: config.jobsPollSeconds,
    sms: config.sms,
    phoneCodeLimits: config.phoneCodeLimits,
    searchCache: config.searchCache.enabled ? config.searchCache : undefined,
    payments: {
      sandboxInProduction: config.paymentsSandboxInProduction,
      sandboxWebhookSecret: config.sandboxWebhookSecret,
      sandboxWebhookDelayMs: config.sandboxWebhookDelayMs,
    },
  });
  app.addHook('onClose', async () => handle.close());

  // SIGTERM / SIGINT: fail the health check, stop taking connections, finish what is in flight, exit.
  drainOnSignals(app, shutdownTimings(), log);

  await app.listen({ port: config.port, host: config.host });
  if (config.devMailbox) {
    console.warn(
      config.smtpUrl
        ? 'DEV_MAILBOX is ignored: mail goes out through SMTP_URL, the outbox stays empty.'
        : `Development mailbox ON (DEV_MAILBOX=1): ${config.publicUrl}/dev/mailbox shows every mail the site ` +
            'sends, password resets included, to visitors on this machine only. Never set it on a public server.',
    );
  }
  if (config.sms.provider === 'sandbox')
    console.warn(
      config.nodeEnv === 'production'
        ? 'SMS sandbox ON in production (SMS_SANDBOX_IN_PRODUCTION=1): codes are kept in the outbox, never sent.'
        : 'SMS sandbox ON: verification codes are kept in the outbox (the development mailbox shows them).',
    );
  else if (config.sms.provider === 'none')
    log.warn('no SMS provider (set SMS_PROVIDER=africastalking): phone verification answers 503');
  log.info(
    { startMs: Date.now() - started, dataDir: config.databaseUrl ? undefined : config.dataDir },
    'api started',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
