import { sql, type Kysely } from 'kysely';

/**
 * Business storefronts keep working links when a shop renames itself: every slug a storefront gave up is kept
 * here and answers with the current one. A slug is never handed to another business while it is remembered.
 * The seller analytics read favourites per ad and date, hence the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE business_slug_history (
      slug text PRIMARY KEY,
      business_profile_id integer NOT NULL REFERENCES business_profiles (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX business_slug_history_profile_idx ON business_slug_history (business_profile_id)`.execute(
    db,
  );
  await sql`CREATE INDEX favorites_ad_created_idx ON favorites (ad_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS favorites_ad_created_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS business_slug_history`.execute(db);
}
