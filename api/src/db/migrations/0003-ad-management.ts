import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the seller's side of ads: a person's favourites newest first, and the expiry job's scan of
 * active ads past their date (a partial index: only active ads with a date are in it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX favorites_user_created_idx ON favorites (user_id, created_at DESC, ad_id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX ads_active_expiry_idx ON ads (expires_at) WHERE status = 'active' AND expires_at IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS ads_active_expiry_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS favorites_user_created_idx`.execute(db);
}
