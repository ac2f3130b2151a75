import { sql, type Kysely } from 'kysely';

/**
 * Lists of a place or a category at a million ads, read from indexes alone:
 * - the visible ads of each place and of each category, newest first, with every column a list filters on, so
 *   counting a place's ads and walking its newest ones reads no table row for an ad the filters leave out;
 * - `ads_boosted_idx` gains the boost type, so the running boosts of a list are ranked from the index too.
 * The page's ads alone are then read from the table (see `browse` in ads/search.ts).
 */
const LIST_COLUMNS = sql.raw('price_usd_cents, user_id, expires_at, boost_type, boost_expires_at');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX IF NOT EXISTS ads_live_location_idx ON ads (location_id, created_at DESC, id DESC)
    INCLUDE (category_id, ${LIST_COLUMNS}) WHERE status = 'active' AND deleted_at IS NULL
  `.execute(db);
  await sql`
    CREATE INDEX IF NOT EXISTS ads_live_category_idx ON ads (category_id, created_at DESC, id DESC)
    INCLUDE (location_id, ${LIST_COLUMNS}) WHERE status = 'active' AND deleted_at IS NULL
  `.execute(db);
  await sql`DROP INDEX IF EXISTS ads_boosted_idx`.execute(db);
  await sql`
    CREATE INDEX ads_boosted_idx ON ads
      ((CASE boost_type WHEN 'exclusive' THEN 3 WHEN 'premium' THEN 2 ELSE 1 END) DESC, created_at DESC, id DESC)
    INCLUDE (boost_type, boost_expires_at, category_id, location_id, price_usd_cents, user_id, expires_at)
    WHERE boost_type IS NOT NULL AND status = 'active' AND deleted_at IS NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS ads_live_location_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS ads_live_category_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS ads_boosted_idx`.execute(db);
  await sql`
    CREATE INDEX ads_boosted_idx ON ads
      ((CASE boost_type WHEN 'exclusive' THEN 3 WHEN 'premium' THEN 2 ELSE 1 END) DESC, created_at DESC, id DESC)
    INCLUDE (boost_expires_at, category_id, location_id, price_usd_cents, user_id, expires_at)
    WHERE boost_type IS NOT NULL AND status = 'active' AND deleted_at IS NULL
  `.execute(db);
}
