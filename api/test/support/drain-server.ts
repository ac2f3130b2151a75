import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { LocalFolderStorage } from '../../src/media/storage';
import { drainOnSignals, shutdownTimings } from '@sokoni/server-kit';
import { createTestDatabase } from '../helper';
import { createAccount } from './accounts';

/**
 * The api as server.ts runs it (same stop-signal handling), on a fresh PGlite database, with one slow route
 * (`GET /test-slow`: waits SLOW_MS, then asks the database) so a test can hold a request in flight. Prints
 * one JSON line per step on stdout: `{ ready, token }`, `{ slow: 'started' }`; the log lines are JSON too.
 */
async function main(): Promise<void> {
  const database = await createTestDatabase('pglite');
  const account = await createAccount(database.db, { email: 'drain@example.cd' });
  const mediaRoot = await mkdtemp(path.join(tmpdir(), 'sokoni-drain-media-'));
  const log = pino({ level: 'info' });
  const app = await buildApp({
    db: database.db,
    storage: new LocalFolderStorage(mediaRoot),
    loggerInstance: log,
    visitorSecret: 'test-secret',
    eventsHeartbeatMs: 60_000,
  });
  // Outside /api: the api mounts only the endpoints of its table there.
  app.get('/test-slow', async () => {
    console.log(JSON.stringify({ slow: 'started' }));
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.SLOW_MS ?? 2000)));
    // Still answered from the database: it is closed only after the requests in flight.
    await sql`SELECT 1`.execute(app.db);
    return { done: true };
  });
  app.addHook('onClose', async () => {
    await database.close();
    await rm(mediaRoot, { recursive: true, force: true });
  });
  drainOnSignals(app, shutdownTimings(), log);
  await app.listen({ port: Number(process.env.API_PORT), host: '127.0.0.1' });
  console.log(JSON.stringify({ ready: true, token: account.token }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
