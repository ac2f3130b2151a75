import { sql, type Kysely } from 'kysely';

/**
 * The live ads of one category in one place, newest first: « appartement » in Gombe reads the newest apartments of
 * Gombe there (a few hundred entries at a million ads), where the category's index of migration 0030 gave every
 * apartment of the country, newest first, to be checked for its place (twenty-six thousand entries for five
 * hundred of Gombe). Lists of a category in a place (cars in Lubumbashi) read it too. It holds what the lists'
 * filters read, as the other walks' indexes do, so that no row is read for an ad a filter leaves out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX ads_live_category_place_idx
      ON ads (category_id, location_id, created_at DESC, id DESC)
      INCLUDE (price_usd_cents, user_id, expires_at, boost_type, boost_expires_at)
      WHERE status = 'active' AND deleted_at IS NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS ads_live_category_place_idx`.execute(db);
}
