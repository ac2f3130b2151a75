import { sql, type Kysely } from 'kysely';

/**
 * The GIN indexes searches read are kept without a pending list (`fastupdate = off`).
 *
 * With the default, a row written goes to the index's pending list, and every search through that index reads the
 * whole list (up to `gin_pending_list_limit`, 4 MB) until vacuum or a full list merges it: after a job ended
 * twenty thousand boosts at a million ads, a word that matches nothing took 10 ms to look up instead of 0.2 ms,
 * and every look-up of a word or a field paid the same. Without the list each write puts its entries in place
 * (a little more work per ad written, none per search). The lists left over are merged here.
 *
 * `seed-scale` turns the lists back on while it loads a million ads and off again after (see seed/scale).
 */
export const SEARCH_GIN_INDEXES = [
  'ads_search_idx',
  'ads_live_attributes_idx',
  'search_words_trgm_idx',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of SEARCH_GIN_INDEXES) {
    await sql`ALTER INDEX ${sql.id(index)} SET (fastupdate = off)`.execute(db);
    await sql`SELECT gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of SEARCH_GIN_INDEXES)
    await sql`ALTER INDEX ${sql.id(index)} RESET (fastupdate)`.execute(db);
}
