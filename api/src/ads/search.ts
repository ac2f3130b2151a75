import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AdSort } from '@sokoni/contracts';
import type { AdRow, Database } from '../db/types';
import { isPubliclyVisible } from '../services/catalog';
import { typoTsQuery } from './typos';

/** Every column of `ads` but the search vector, which no client needs. */
export const AD_COLUMNS = [
  'ads.id',
  'ads.slug',
  'ads.user_id',
  'ads.category_id',
  'ads.location_id',
  'ads.title',
  'ads.description',
  'ads.price_minor',
  'ads.currency_code',
  'ads.price_usd_cents',
  'ads.is_negotiable',
  'ads.condition',
  'ads.status',
  'ads.rejection_reason',
  'ads.views_count',
  'ads.is_featured',
  'ads.is_urgent',
  'ads.is_sponsored',
  'ads.boost_type',
  'ads.boost_expires_at',
  'ads.expires_at',
  'ads.published_at',
  'ads.created_at',
  'ads.updated_at',
  'ads.deleted_at',
] as const;

/**
 * An ad that is not deleted, by id (digits) or slug, with whether the public may see it (active, seller in good
 * standing); undefined when there is none.
 */
export async function findAdByIdOrSlug(
  db: Kysely<Database>,
  idOrSlug: string,
): Promise<{ row: AdRow; isPublic: boolean } | undefined> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const found = (await db
    .selectFrom('ads')
    .select([...AD_COLUMNS, (eb) => isPubliclyVisible(eb).as('is_public')])
    .where(byId ? 'ads.id' : 'ads.slug', '=', byId ? Number(idOrSlug) : idOrSlug)
    .where('ads.deleted_at', 'is', null)
    .where('ads.status', '!=', 'deleted')
    .executeTakeFirst()) as (AdRow & { is_public: boolean }) | undefined;
  if (!found) return undefined;
  const { is_public: isPublic, ...row } = found;
  return { row, isPublic };
}

export interface AdSearch {
  q?: string;
  categoryIds?: number[];
  locationIds?: number[];
  /** A category by slug, with everything below it (resolved inside the search query itself). */
  categorySlug?: string;
  /** A place by slug, with the places inside it. */
  locationSlug?: string;
  minUsdCents?: number;
  maxUsdCents?: number;
  userId?: number;
  boostedOnly?: boolean;
  sort: AdSort;
  page: number;
  perPage: number;
  /** How many matches are counted at most; COUNT_CAP (TEXT_COUNT_CAP for words) unless a caller needs less. */
  countCap?: number;
}

export interface AdSearchResult {
  rows: AdRow[];
  total: number;
  /** More ads matched than were counted (see COUNT_CAP): `total` is a lower bound. */
  totalIsLowerBound: boolean;
}

/**
 * Counting every match of a broad search costs more than finding the page (tens of milliseconds over a few
 * hundred thousand ads), and nobody pages that far: past this many, the total is given as "more than".
 */
export const COUNT_CAP = 10_000;

/**
 * A search with words orders its matches by relevance in memory, so it works on a bounded candidate set: the
 * newest this many matches (plus one, to know there are more). Past it the total is "more than".
 */
export const TEXT_COUNT_CAP = 2_000;

type TextMode = 'fulltext' | 'typo';

/** Both language configurations of the query, accents folded, OR-ed: a word matches in French or English. */
const tsQuery = (q: string) => sql`(
  websearch_to_tsquery('pg_catalog.french'::regconfig, public.sokoni_unaccent(${q}))
  || websearch_to_tsquery('pg_catalog.english'::regconfig, public.sokoni_unaccent(${q})))`;

/** The query folded as titles are in the trigram index. */
const foldedQuery = (q: string) => sql`public.sokoni_unaccent(lower(${q}))`;

/** The words with one slip allowed in each (see typos.ts), in both language configurations. */
function typoQuery(q: string) {
  const text = typoTsQuery(q) ?? '';
  return sql`(to_tsquery('pg_catalog.french'::regconfig, ${text})
    || to_tsquery('pg_catalog.english'::regconfig, ${text}))`;
}

function wordsQuery(q: string, mode: TextMode) {
  return mode === 'fulltext' ? tsQuery(q) : typoQuery(q);
}

/**
 * Categories (and their children) whose French or English name matches the words (or, for misspellings, their
 * spellings one slip away). Used inside the search query as an array (an init plan), so the planner can still
 * combine the category index with the text index.
 */
function namedCategories(q: string, mode: TextMode): RawBuilder<number[]> {
  return sql<number[]>`ARRAY(
    WITH RECURSIVE named AS (
      SELECT id FROM categories
      WHERE is_active AND (
        to_tsvector('pg_catalog.french'::regconfig, public.sokoni_unaccent(name_fr))
        || to_tsvector('pg_catalog.english'::regconfig, public.sokoni_unaccent(name_en))
      ) @@ ${wordsQuery(q, mode)}
      UNION
      SELECT child.id FROM categories child JOIN named ON child.parent_id = named.id
    )
    SELECT id FROM named
  )`;
}

/** Text match: the words (or spellings one slip away from them), or the ad's category by its name. */
function textCondition(q: string, mode: TextMode) {
  // An ad also matches through its category's name: "téléphone" finds phones whose text never says it.
  const byCategory = sql`ads.category_id = ANY(${namedCategories(q, mode)})`;
  const byWords = sql`ads.search_vector @@ ${wordsQuery(q, mode)}`;
  if (mode === 'fulltext') return sql<boolean>`(${byWords} OR ${byCategory})`;
  // Word similarity against the folded title (trigram index) catches what one edit does not: "samsng galxy".
  return sql<boolean>`(${byWords} OR public.sokoni_unaccent(lower(ads.title)) %> ${foldedQuery(q)} OR ${byCategory})`;
}

/** A category or place with everything below it, by slug, as an array for the search query. */
function subtree(table: 'categories' | 'locations', slug: string) {
  return sql<number[]>`ARRAY(
    WITH RECURSIVE subtree AS (
      SELECT id FROM ${sql.table(table)} WHERE slug = ${slug}
      UNION
      SELECT child.id FROM ${sql.table(table)} child JOIN subtree ON child.parent_id = subtree.id
    )
    SELECT id FROM subtree
  )`;
}

const runningBoost = sql<boolean>`ads.boost_expires_at > now()`;
const notRunningBoost = sql<boolean>`(ads.boost_expires_at IS NULL OR ads.boost_expires_at <= now())`;
/** Exclusive, premium, standard; 0 for an ad whose boost is not running. */
const boostTier = sql<number>`(CASE WHEN ads.boost_expires_at > now()
  THEN CASE ads.boost_type WHEN 'exclusive' THEN 3 WHEN 'premium' THEN 2 ELSE 1 END ELSE 0 END)`;

function filtered(db: Kysely<Database>, search: AdSearch, q: string | undefined, mode: TextMode | null) {
  return db
    .selectFrom('ads')
    .where(isPubliclyVisible)
    .$if(search.categoryIds !== undefined, (qb) => qb.where('ads.category_id', 'in', search.categoryIds!))
    .$if(search.locationIds !== undefined, (qb) => qb.where('ads.location_id', 'in', search.locationIds!))
    .$if(search.categorySlug !== undefined, (qb) =>
      qb.where(sql<boolean>`ads.category_id = ANY(${subtree('categories', search.categorySlug!)})`),
    )
    .$if(search.locationSlug !== undefined, (qb) =>
      qb.where(sql<boolean>`ads.location_id = ANY(${subtree('locations', search.locationSlug!)})`),
    )
    .$if(search.minUsdCents !== undefined, (qb) => qb.where('ads.price_usd_cents', '>=', search.minUsdCents!))
    .$if(search.maxUsdCents !== undefined, (qb) => qb.where('ads.price_usd_cents', '<=', search.maxUsdCents!))
    .$if(search.userId !== undefined, (qb) => qb.where('ads.user_id', '=', search.userId!))
    .$if(search.boostedOnly === true, (qb) => qb.where(runningBoost))
    .$if(mode !== null && q !== undefined, (qb) => qb.where(() => textCondition(q!, mode!)));
}

/** The chosen order, over `ads` columns or over the `hits` candidate set (same column names). */
function sortKeys(sort: AdSort, table: 'ads' | 'hits') {
  const t = sql.table(table);
  switch (sort) {
    case 'price_asc':
      return sql`${t}.price_usd_cents ASC NULLS LAST, ${t}.id ASC`;
    case 'price_desc':
      return sql`${t}.price_usd_cents DESC NULLS LAST, ${t}.id DESC`;
    default:
      return sql`${t}.created_at DESC, ${t}.id DESC`;
  }
}

interface PageRow extends AdRow {
  total: number | string;
}

function toResult(rows: PageRow[], cap: number): AdSearchResult {
  const total = Number(rows[0]?.total ?? 0);
  return {
    rows: rows.filter((row) => row.id !== null).map(({ total: _total, ...row }) => row as AdRow),
    total: Math.min(total, cap),
    totalIsLowerBound: total > cap,
  };
}

/**
 * Browsing without words: one statement gives the bounded count and the page. The order runs along an index:
 * for the default order (relevance) running boosts lead by tier, each part read in its own index order and
 * merged; a sort the visitor chose (newest, price) is exactly that order, boosted or not.
 */
async function browse(db: Kysely<Database>, search: AdSearch): Promise<AdSearchResult> {
  const cap = search.countCap ?? COUNT_CAP;
  const offset = (search.page - 1) * search.perPage;
  const matches = filtered(db, search, undefined, null);
  const capped = matches.select(sql<number>`1`.as('one')).limit(cap + 1);
  const columns = [...AD_COLUMNS];

  let page: RawBuilder<unknown>;
  if (search.sort === 'relevance' || search.boostedOnly) {
    // Each part needs at most offset + perPage rows; their merge is cut to the page.
    const reach = offset + search.perPage;
    const boosted = matches
      .where(runningBoost)
      .select([...columns, boostTier.as('tier')])
      .orderBy(sql`${boostTier} DESC, ads.created_at DESC, ads.id DESC`)
      .limit(reach);
    const others = matches
      .where(notRunningBoost)
      .select([...columns, sql<number>`0`.as('tier')])
      .orderBy(sql`ads.created_at DESC, ads.id DESC`)
      .limit(reach);
    const parts = search.boostedOnly ? sql`(${boosted})` : sql`(${boosted}) UNION ALL (${others})`;
    page = sql`SELECT * FROM (${parts}) merged
      ORDER BY merged.tier DESC, merged.created_at DESC, merged.id DESC
      LIMIT ${search.perPage} OFFSET ${offset}`;
  } else {
    page = sql`${matches
      .select(columns)
      .orderBy(sortKeys(search.sort, 'ads'))
      .limit(search.perPage)
      .offset(offset)}`;
  }

  // row_number() over the already ordered page keeps its order through the join.
  const { rows } = await sql<PageRow>`
    SELECT counted.total, numbered.*
    FROM (SELECT count(*) AS total FROM (${capped}) matches) counted
    LEFT JOIN LATERAL (
      SELECT ordered.*, row_number() OVER () AS position FROM (${page}) ordered
    ) numbered ON true
    ORDER BY numbered.position
  `.execute(db);
  return toResult(
    rows.map(
      ({ tier: _tier, position: _position, ...row }: PageRow & { tier?: unknown; position?: unknown }) => row,
    ),
    cap,
  );
}

/**
 * A search with words: one statement collects the newest matches up to the cap (read through the text and
 * category indexes, never by walking the date index hoping to meet a rare word), counts them, and orders that
 * bounded set: by relevance (boost tier first, then how well the words match, then date) or by the sort the
 * visitor chose.
 */
async function textSearch(
  db: Kysely<Database>,
  search: AdSearch,
  q: string,
  mode: TextMode,
): Promise<AdSearchResult> {
  const cap = search.countCap ?? TEXT_COUNT_CAP;
  const offset = (search.page - 1) * search.perPage;
  const hits = filtered(db, search, q, mode)
    .select(['ads.id', 'ads.created_at', 'ads.price_usd_cents', boostTier.as('tier')])
    // `+ interval '0'` keeps the planner off the date index: the matches are found first, then sorted.
    .orderBy(sql`ads.created_at + interval '0 seconds' DESC, ads.id DESC`)
    .limit(cap + 1);
  const relevance =
    mode === 'fulltext'
      ? sql`ts_rank(ads.search_vector, ${tsQuery(q)})`
      : sql`(ts_rank(ads.search_vector, ${typoQuery(q)})
          + word_similarity(${foldedQuery(q)}, public.sokoni_unaccent(lower(ads.title))))`;
  const order =
    search.sort === 'relevance'
      ? sql`hits.tier DESC, ${relevance} DESC, hits.created_at DESC, hits.id DESC`
      : sortKeys(search.sort, 'hits');

  const { rows } = await sql<PageRow>`
    WITH hits AS MATERIALIZED (${hits}),
    page AS (
      SELECT hits.id, row_number() OVER (ORDER BY ${order}) AS position
      FROM hits JOIN ads ON ads.id = hits.id
      ORDER BY ${order}
      LIMIT ${search.perPage} OFFSET ${offset}
    )
    SELECT counted.total, ${sql.join(AD_COLUMNS.map((column) => sql.ref(column)))}
    FROM (SELECT count(*) AS total FROM hits) counted
    LEFT JOIN page ON true
    LEFT JOIN ads ON ads.id = page.id
    ORDER BY page.position
  `.execute(db);
  return toResult(rows, cap);
}

/**
 * One page of visible ads and their bounded total, in one database statement (two when words match nothing
 * as written and similar spellings are tried).
 */
export async function searchAds(db: Kysely<Database>, search: AdSearch): Promise<AdSearchResult> {
  const q = search.q?.trim() || undefined;
  if (!q) return browse(db, search);
  const exact = await textSearch(db, search, q, 'fulltext');
  if (exact.total > 0) return exact;
  // Nothing matched the words as written: fall back to similar spellings.
  return textSearch(db, search, q, 'typo');
}
