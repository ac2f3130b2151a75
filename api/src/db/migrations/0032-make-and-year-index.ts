import { sql, type Kysely } from 'kysely';

/**
 * The make of a car or a motorcycle, with its year, in one index by category: "Toyotas from 2012" reads that range
 * and no more. The field index of migration 0022 gave every Toyota (forty thousand entries at a million ads) to be
 * checked one by one for its year and category, most of the time the list took. A list filtered on the make
 * alone reads the same index by its first two columns.
 *
 * Searches write the make as `attributes ->> 'make'` beside the containment (see `INDEXED_OPTION_KEYS` in
 * ads/search.ts). The index holds only live ads that have a make, like the other list indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX ads_live_attr_make_year_idx
      ON ads (category_id, (attributes ->> 'make'), public.sokoni_attr_number(attributes, 'year'))
      WHERE status = 'active' AND deleted_at IS NULL AND (attributes ->> 'make') IS NOT NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS ads_live_attr_make_year_idx`.execute(db);
}
