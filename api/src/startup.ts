import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from './config';
import { pgliteDirectory } from './config';
import { createDatabase, migrateToLatest, type DatabaseHandle } from './db/database';
import type { MediaStorage } from './media/storage';
import { seedReferenceData } from './seed';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: ApiConfig, log: FastifyBaseLogger): Promise<DatabaseHandle> {
  const started = Date.now();
  const handle = await createDatabase(
    config.databaseUrl
      ? {
          databaseUrl: config.databaseUrl,
          statementTimeoutMs: config.dbStatementTimeoutMs,
          onConnectionError: (error) =>
            log.warn({ err: error }, 'database connection lost; reconnecting on next use'),
        }
      : { pgliteDataDir: pgliteDirectory(config) },
  );
  const opened = Date.now();
  const applied = await migrateToLatest(handle.db);
  log.info(
    { engine: handle.kind, openMs: opened - started, migrateMs: Date.now() - opened, applied },
    'database ready',
  );
  return handle;
}

export async function runReferenceSeed(
  handle: DatabaseHandle,
  config: ApiConfig,
  log: FastifyBaseLogger,
): Promise<void> {
  const started = Date.now();
  await seedReferenceData(handle.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    log: (message) => log.info(message),
  });
  log.info({ seedMs: Date.now() - started }, 'reference data in place');
}

export async function runDemoSeed(
  handle: DatabaseHandle,
  storage: MediaStorage,
  log: FastifyBaseLogger,
): Promise<void> {
  const started = Date.now();
  // Loaded only when asked for: the demo generator is not part of a production start.
  const { seedDemoData } = await import('./seed/demo');
  const { ads } = await seedDemoData(handle.db, storage, { log: (message) => log.info(message) });
  if (handle.kind === 'pglite' && ads > 0) {
    // PGlite has no autovacuum: without fresh statistics the planner misjudges every filter after a bulk load.
    await sql`VACUUM ANALYZE`.execute(handle.db);
  }
  log.info({ ads, seedMs: Date.now() - started }, 'demo data in place');
}
