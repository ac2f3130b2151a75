import { sql, type Kysely } from 'kysely';

/**
 * The business dashboard reads the boost purchases of each ad of a page in order (its latest run of
 * extensions); transactions were indexed by buyer only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX transactions_ad_created_idx ON transactions (ad_id, created_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS transactions_ad_created_idx`.execute(db);
}
