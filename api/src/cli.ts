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
  purge-accounts
              remove for good the accounts deleted more than 30 days ago, with their ads and photos
`;

const COMMANDS = ['migrate', 'seed', 'seed-demo', 'purge-accounts'];

async function main(command: string | undefined): Promise<number> {
  if (!command || !COMMANDS.includes(command)) {
    process.stderr.write(USAGE);
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
  const config = loadConfig();
  const log = pino({
    level: config.logLevel === 'silent' ? 'info' : config.logLevel,
    base: { service: 'api-cli' },
  });
  const handle = await openDatabase(config, log);
  try {
    if (command === 'seed' || command === 'seed-demo') await runReferenceSeed(handle, config, log);
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
