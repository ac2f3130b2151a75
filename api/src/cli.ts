import pino from 'pino';
import { loadConfig, mediaDirectory } from './config';
import { purgeExpiredAccounts } from './accounts/purge';
import { createStorage } from './plugins/storage';
import { openDatabase, runDemoSeed, runReferenceSeed } from './startup';

const USAGE = `usage: cli <command>

commands:
  migrate     apply pending database migrations
  seed        migrate, then insert the reference data (categories, places, currencies, settings, admin)
  seed-demo   migrate, seed, then insert the demo ads and photos
  seed-scale [--ads N] [--force]
              migrate, seed, then add N generated ads (default 1 000 000 on PostgreSQL, 50 000 on PGlite),
              their sellers and shared photos, to measure the site at scale; refused with NODE_ENV=production
              unless --force
  purge-accounts
              remove for good the accounts deleted more than 30 days ago, with their ads and photos
`;

const COMMANDS = ['migrate', 'seed', 'seed-demo', 'seed-scale', 'purge-accounts'];

async function main(command: string | undefined): Promise<number> {
  if (!command || !COMMANDS.includes(command)) {
    process.stderr.write(USAGE);
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
  const config = loadConfig();
  let scale: { ads?: number } | undefined;
  if (command === 'seed-scale') {
    // Loaded only when asked for: the generator is not part of a production start.
    const { parseScaleArguments, scaleSeedRefusal } = await import('./seed/scale');
    const args = parseScaleArguments(process.argv.slice(3));
    const refusal = scaleSeedRefusal(config.nodeEnv, args.force);
    if (refusal) {
      process.stderr.write(`${refusal}\n`);
      return 2;
    }
    scale = args;
  }
  const log = pino({
    level: config.logLevel === 'silent' ? 'info' : config.logLevel,
    base: { service: 'api-cli' },
  });
  // Maintenance commands run long statements on purpose: no deadline for them.
  const handle = await openDatabase({ ...config, dbStatementTimeoutMs: 0 }, log);
  try {
    if (command === 'seed' || command === 'seed-demo' || command === 'seed-scale')
      await runReferenceSeed(handle, config, log);
    if (scale) {
      const { DEFAULT_SCALE_ADS, seedScaleData } = await import('./seed/scale');
      const ads = scale.ads ?? DEFAULT_SCALE_ADS[handle.kind];
      process.stdout.write(
        `Adding ${ads.toLocaleString('en')} generated ads to the ${handle.kind === 'postgres' ? 'PostgreSQL database' : `PGlite database in ${config.dataDir}`}…\n`,
      );
      await seedScaleData(handle.db, createStorage({ localRoot: mediaDirectory(config) }), {
        ads,
        batch: handle.kind === 'pglite' ? 25_000 : 100_000,
        log: (message) => process.stdout.write(`${message}\n`),
      });
    }
    if (command === 'seed-demo')
      await runDemoSeed(handle, createStorage({ localRoot: mediaDirectory(config) }), log);
    if (command === 'purge-accounts') {
      const purged = await purgeExpiredAccounts(
        handle.db,
        createStorage({ localRoot: mediaDirectory(config) }),
        { log: (message) => process.stdout.write(`${message}\n`) },
      );
      process.stdout.write(
        `${purged.length} expired account(s) removed, ${purged.reduce((n, p) => n + p.ads, 0)} ad(s), ` +
          `${purged.reduce((n, p) => n + p.files, 0)} file(s)\n`,
      );
    }
  } finally {
    await handle.close();
  }
  return 0;
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
