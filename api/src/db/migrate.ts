import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './types';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the latest migration; throws (with the failing migration's name) if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
