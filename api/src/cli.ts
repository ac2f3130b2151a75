import pino from 'pino';
import { loadConfig, mediaDirectory } from './config';
import { createStorage } from './plugins/storage';
import { openDatabase, runDemoSeed, runReferenceSeed } from './startup';

const USAGE = `usage: cli <command>

commands:
  migrate     apply pending database migrations
  seed        migrate, then insert the reference data (categories, places, currencies, settings, admin)
  seed-demo   migrate, seed, then insert the demo ads and photos
`;

async function main(command: string | undefined): Promise<number> {
  if (command !== 'migrate' && command !== 'seed' && command !== 'seed-demo') {
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
