import { sql, type Kysely } from 'kysely';

/**
 * Search at a million ads.
 *
 * `search_words` is the vocabulary of the ads' titles: each distinct word (lower case, accents folded) with the
 * number of ads whose title has it. Misspellings are corrected against it (tens of thousands of rows, its own
 * trigram index) instead of against every title, and its counts tell common words from rare ones. Triggers
 * keep it up to date: per statement for inserts and deletes (a bulk load updates it once per statement), per
 * row for the rare change of a title.
 *
 * `ads_live_idx` holds, in date order, what a list of visible ads filters on and each ad's words, so browsing,
 * counting and looking for common words among the newest ads read the index alone (once the visibility map is
 * set) rather than every row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION public.sokoni_title_words(text) RETURNS SETOF text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$
        SELECT DISTINCT word
        FROM regexp_split_to_table(lower(public.sokoni_unaccent($1)), '[^a-z0-9]+') AS word
        WHERE length(word) BETWEEN 2 AND 40
      $$
  `.execute(db);

  await sql`
    CREATE TABLE search_words (
      word text PRIMARY KEY,
      ads integer NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops)`.execute(db);

  // Words are upserted in word order so that two inserting transactions lock shared words in the same order.
  await sql`
    CREATE FUNCTION public.sokoni_search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO public.search_words AS s (word, ads)
      SELECT w.word, count(*) FROM added_ads a CROSS JOIN LATERAL public.sokoni_title_words(a.title) AS w(word)
      GROUP BY w.word ORDER BY w.word
      ON CONFLICT (word) DO UPDATE SET ads = s.ads + EXCLUDED.ads;
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE FUNCTION public.sokoni_search_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      WITH gone AS (
        SELECT w.word, count(*) AS ads
        FROM removed_ads a CROSS JOIN LATERAL public.sokoni_title_words(a.title) AS w(word)
        GROUP BY w.word ORDER BY w.word
      ), lowered AS (
        UPDATE public.search_words s SET ads = s.ads - gone.ads FROM gone WHERE s.word = gone.word
        RETURNING s.word, s.ads
      )
      DELETE FROM public.search_words s USING lowered WHERE s.word = lowered.word AND lowered.ads <= 0;
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE FUNCTION public.sokoni_search_words_retitled() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      WITH gone AS (
        SELECT word FROM public.sokoni_title_words(OLD.title) AS word
        EXCEPT SELECT word FROM public.sokoni_title_words(NEW.title) AS word
      ), lowered AS (
        UPDATE public.search_words s SET ads = s.ads - 1 FROM gone WHERE s.word = gone.word
        RETURNING s.word, s.ads
      )
      DELETE FROM public.search_words s USING lowered WHERE s.word = lowered.word AND lowered.ads <= 0;
      INSERT INTO public.search_words AS s (word, ads)
      SELECT word, 1 FROM (
        SELECT word FROM public.sokoni_title_words(NEW.title) AS word
        EXCEPT SELECT word FROM public.sokoni_title_words(OLD.title) AS word
      ) added ORDER BY word
      ON CONFLICT (word) DO UPDATE SET ads = s.ads + 1;
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER ads_search_words_insert AFTER INSERT ON ads
      REFERENCING NEW TABLE AS added_ads FOR EACH STATEMENT EXECUTE FUNCTION public.sokoni_search_words_added()
  `.execute(db);
  await sql`
    CREATE TRIGGER ads_search_words_delete AFTER DELETE ON ads
      REFERENCING OLD TABLE AS removed_ads FOR EACH STATEMENT EXECUTE FUNCTION public.sokoni_search_words_removed()
  `.execute(db);
  await sql`
    CREATE TRIGGER ads_search_words_update AFTER UPDATE OF title ON ads
      FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION public.sokoni_search_words_retitled()
  `.execute(db);

  await sql`
    INSERT INTO search_words (word, ads)
    SELECT w.word, count(*) FROM ads CROSS JOIN LATERAL public.sokoni_title_words(ads.title) AS w(word)
    GROUP BY w.word
  `.execute(db);

  await sql`
    CREATE INDEX ads_live_idx ON ads (created_at DESC, id DESC)
      INCLUDE (category_id, location_id, price_usd_cents, user_id, expires_at, boost_expires_at, boost_type, search_vector)
      WHERE status = 'active' AND deleted_at IS NULL
  `.execute(db);
  // Boosted ads lead the default order by tier, then newest: read in that order, a page needs a few rows, not
  // every boost ever bought.
  await sql`
    CREATE INDEX IF NOT EXISTS ads_boosted_idx
      ON ads ((CASE boost_type WHEN 'exclusive' THEN 3 WHEN 'premium' THEN 2 ELSE 1 END) DESC, created_at DESC, id DESC)
      INCLUDE (boost_expires_at, category_id, location_id, price_usd_cents, user_id, expires_at)
      WHERE boost_type IS NOT NULL AND status = 'active' AND deleted_at IS NULL
  `.execute(db);
  // A category sorted by price, both ways: the cheapest cars without walking past every cheaper phone.
  await sql`
    CREATE INDEX IF NOT EXISTS ads_live_price_idx ON ads (category_id, price_usd_cents ASC NULLS LAST, id ASC)
      WHERE status = 'active' AND deleted_at IS NULL
  `.execute(db);
  await sql`
    CREATE INDEX IF NOT EXISTS ads_live_price_desc_idx ON ads (category_id, price_usd_cents DESC NULLS LAST, id DESC)
      WHERE status = 'active' AND deleted_at IS NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS ads_live_price_desc_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS ads_live_price_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS ads_boosted_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS ads_live_idx`.execute(db);
  await sql`DROP TRIGGER IF EXISTS ads_search_words_insert ON ads`.execute(db);
  await sql`DROP TRIGGER IF EXISTS ads_search_words_delete ON ads`.execute(db);
  await sql`DROP TRIGGER IF EXISTS ads_search_words_update ON ads`.execute(db);
  await sql`DROP FUNCTION IF EXISTS public.sokoni_search_words_added()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS public.sokoni_search_words_removed()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS public.sokoni_search_words_retitled()`.execute(db);
  await sql`DROP TABLE IF EXISTS search_words`.execute(db);
  await sql`DROP FUNCTION IF EXISTS public.sokoni_title_words(text)`.execute(db);
}
