import { sql, type Kysely } from 'kysely';

/**
 * Saved searches and their alerts. The query is kept as the visitor wrote it (`query`, JSON); the columns
 * beside it (category, place, price bounds in US cents) are that query resolved when it was saved, so a new ad
 * is matched against the few searches that could want it (`saved_searches_candidate_idx`) rather than every
 * search against every ad. `saved_search_hits` holds each ad a search was told about (or will be, in the next
 * grouped or daily mail): once per search and ad.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE saved_searches (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name varchar(80) NOT NULL,
      query jsonb NOT NULL,
      alert varchar(10) NOT NULL DEFAULT 'instant' CHECK (alert IN ('instant', 'daily', 'off')),
      category_id integer REFERENCES categories (id) ON DELETE SET NULL,
      location_id integer REFERENCES locations (id) ON DELETE SET NULL,
      has_category boolean NOT NULL DEFAULT false,
      has_location boolean NOT NULL DEFAULT false,
      min_usd_cents bigint,
      max_usd_cents bigint,
      new_count integer NOT NULL DEFAULT 0,
      opened_at timestamptz NOT NULL DEFAULT now(),
      last_mailed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, id)`.execute(db);
  await sql`CREATE INDEX saved_searches_category_idx ON saved_searches (category_id)`.execute(db);
  await sql`CREATE INDEX saved_searches_location_idx ON saved_searches (location_id)`.execute(db);
  await sql`
    CREATE TABLE saved_search_hits (
      saved_search_id integer NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
      ad_id integer NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      mailed_at timestamptz,
      PRIMARY KEY (saved_search_id, ad_id)
    )
  `.execute(db);
  await sql`CREATE INDEX saved_search_hits_unmailed_idx ON saved_search_hits (saved_search_id) WHERE mailed_at IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS saved_search_hits`.execute(db);
  await sql`DROP TABLE IF EXISTS saved_searches`.execute(db);
}
