import { sql, type Kysely } from 'kysely';

/**
 * The former addresses of categories: the slug of a category merged into another, and the old slug of a renamed
 * one, lead to the category that took its place, so shared links and search engines keep finding it. A merge
 * moves the aliases of the merged category along, so a chain of merges resolves in one step; an alias goes when
 * a category takes that slug again, and with the category it leads to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE category_slug_aliases (
      category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
      slug text NOT NULL CHECK (slug <> ''),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (slug)
    )
  `.execute(db);
  await sql`CREATE INDEX category_slug_aliases_category_idx ON category_slug_aliases (category_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS category_slug_aliases`.execute(db);
}
