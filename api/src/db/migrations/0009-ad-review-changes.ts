import { sql, type Kysely } from 'kysely';

/**
 * What a material edit changed on an approved ad, kept while the ad waits for review again so the
 * administrator sees the before and after; cleared when the ad is approved or rejected.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ads ADD COLUMN review_changes jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ads DROP COLUMN IF EXISTS review_changes`.execute(db);
}
