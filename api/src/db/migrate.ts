import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { installJobQueue } from '../jobs/queue';
import { migrations } from './migrations';
import type { Database } from './types';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Whether the database has recorded every migration of this build (false when it has no migration table). */
async function allMigrationsApplied(db: Kysely<Database>): Promise<boolean> {
  const names = Object.keys(migrations);
  try {
    const { rows } = await sql<{ applied: string | number }>`
      SELECT count(*) AS applied FROM kysely_migration WHERE name IN (${sql.join(names)})`.execute(db);
    return Number(rows[0]?.applied) === names.length;
  } catch {
    return false;
  }
}

/** Brings the schema (and the job queue's) to the latest migration; throws (with the failing migration's name) if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Nearly every start finds the schema up to date: one query says so, without the migrator's lock table,
  // lock and listing (an api replaced under load starts sooner).
  if (await allMigrationsApplied(db)) {
    await installJobQueue(db);
    return [];
  }
  // A migration may rewrite or index a large table: it runs on one connection without the statement deadline.
  const { error, results } = await db.connection().execute(async (connection) => {
    await sql`SET statement_timeout = 0`.execute(connection);
    try {
      // Migrations are numbered as features are planned and may land out of order (0018 before 0015): a
      // database that already has a later one still gets the earlier ones.
      return await new Migrator({
        db: connection,
        provider,
        allowUnorderedMigrations: true,
      }).migrateToLatest();
    } finally {
      await sql`RESET statement_timeout`.execute(connection);
    }
  });
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  // The job queue's tables belong to pg-boss, which creates and upgrades them itself.
  await installJobQueue(db);
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
