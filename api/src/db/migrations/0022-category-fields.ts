import { sql, type Kysely } from 'kysely';
import { CATEGORY_FIELDS } from '../../catalog/reference-fields';

/**
 * Category fields (docs/category-fields.md): each category lists the fields its ads carry
 * (`categories.attributes`, a JSON array) and each ad its values (`ads.attributes`, a JSON object).
 *
 * The list filters on them stay served by an index at a million ads:
 * - an option (`attr.make=toyota`) is `attributes @> '{"make":"toyota"}'`, answered by a GIN index in
 *   `jsonb_path_ops` (one entry per key and value, smaller and faster than the default operator class for `@>`);
 * - the numbers people filter cars by (year, mileage) have expression indexes by category
 *   (`sokoni_attr_number`), so "cars from 2015" reads that range of the index and the planner knows, from the
 *   statistics the expression index gathers, how many there are; other numbers are checked on the rows the
 *   category and the other filters leave.
 * All are partial, over the ads a list may show (active, not deleted), like the other list indexes.
 * The reference categories that have no fields yet get theirs.
 */
/** The number fields with an index of their own. */
const NUMBER_INDEX_KEYS = ['year', 'mileage_km'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE categories ADD COLUMN attributes jsonb NOT NULL DEFAULT '[]'::jsonb`.execute(db);
  await sql`ALTER TABLE ads ADD COLUMN attributes jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db);
  // A number field's value, or null when the ad has none (or an older value that is not a number).
  await sql`
    CREATE FUNCTION public.sokoni_attr_number(jsonb, text) RETURNS numeric
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT CASE WHEN jsonb_typeof($1 -> $2) = 'number' THEN ($1 ->> $2)::numeric END $$
  `.execute(db);
  await sql`
    CREATE INDEX ads_live_attributes_idx ON ads USING gin (attributes jsonb_path_ops)
      WHERE status = 'active' AND deleted_at IS NULL
  `.execute(db);
  for (const key of NUMBER_INDEX_KEYS) {
    await sql`
      CREATE INDEX ${sql.id(`ads_live_attr_${key}_idx`)}
        ON ads (category_id, public.sokoni_attr_number(attributes, ${sql.lit(key)}))
        WHERE status = 'active' AND deleted_at IS NULL AND attributes ? ${sql.lit(key)}
    `.execute(db);
  }
  for (const [slug, fields] of Object.entries(CATEGORY_FIELDS)) {
    await sql`
      UPDATE categories SET attributes = ${JSON.stringify(fields)}::jsonb
      WHERE slug = ${slug} AND attributes = '[]'::jsonb
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const key of NUMBER_INDEX_KEYS)
    await sql`DROP INDEX IF EXISTS ${sql.id(`ads_live_attr_${key}_idx`)}`.execute(db);
  await sql`DROP INDEX IF EXISTS ads_live_attributes_idx`.execute(db);
  await sql`DROP FUNCTION IF EXISTS public.sokoni_attr_number(jsonb, text)`.execute(db);
  await sql`ALTER TABLE ads DROP COLUMN IF EXISTS attributes`.execute(db);
  await sql`ALTER TABLE categories DROP COLUMN IF EXISTS attributes`.execute(db);
}
