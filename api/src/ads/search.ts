import { sql, type ExpressionBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { AdSort, AttributeFilter } from '@sokoni/contracts';
import { withCancellation } from '../db/database';
import type { AdRow, Database } from '../db/types';
import { isPubliclyVisible } from '../services/catalog';
import { correctableWords, correctedTsQuery, type Candidate } from './typos';
import { comparePlaces, foldPlaceName, keptPlaceNames, type PlaceName, type PlaceNames } from './place-names';
import type { KeptReference } from '../services/kept-reference';

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
  'ads.attributes',
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
  /** The category's fields filtered on (checked against its fields by `readAttributeFilters`). */
  attributes?: AttributeFilter[];
  /** Only these ads (a saved search checked against one new ad). */
  adIds?: number[];
  /**
   * Look for a place named in the words ("toyota kinshasa") when no place is chosen: the words that name it become
   * the place filter (that place and the places inside it). On unless a caller turns it off.
   */
  placesInWords?: boolean;
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
  /** The place the words named, which the list was narrowed to (see `placesInWords`). */
  place?: NamedPlace;
}

/**
 * Counting every match of a broad search costs more than finding the page (tens of milliseconds over a few
 * hundred thousand ads), and nobody pages that far: past this many, the total is given as "more than".
 */
export const COUNT_CAP = 2_000;

/**
 * A search with words orders its matches by relevance in memory, so it works on a bounded candidate set: the
 * newest this many matches (plus one, to know there are more). Past it the total is "more than".
 */
export const TEXT_COUNT_CAP = 500;

/**
 * How far a search with words walks the newest visible ads (in `ads_live_idx`, which holds each ad's words) before
 * it judges them rare. A word that common is found among the newest ads in that walk; a rarer one is looked up
 * in the text index, whose matches are then few (fewer than RARE_HITS in WALK_LIMIT, about 0.5 %).
 */
const WALK_LIMIT = 10_000;
const RARE_HITS = 50;

/**
 * Before the walk, the newest this many visible ads are looked at (their words and the filters' columns are in
 * `ads_live_idx`) and the matches among them counted, the filters applied (field filters aside: they need the
 * rows). The walk reads WALK_LIMIT / PROBE_RECENT times as many ads, so fewer than PROBE_HITS matches there
 * foretell fewer than RARE_HITS in the walk: it would end in the look-up in the text index anyway, and is skipped
 * for it. That is the case of words a few ads in a thousand have ("toyota corolla"), of common words in a narrow
 * place ("appartement" in Gombe) and of misspellings before their correction: the look-up alone costs a fraction
 * of the walk and the look-up together. Words that PROBE_HITS of those ads match are walked as before.
 */
const PROBE_RECENT = 500;
const PROBE_HITS = Math.ceil((RARE_HITS * PROBE_RECENT) / WALK_LIMIT);

/**
 * The share of the ads from which a place counts as large for a search with words. A word that reaches the text
 * index there is rare (fewer than RARE_HITS of the place's ads in the walk): reading its matches and checking
 * their place costs less than ANDing them with the place's index entries, a fifth of the ads or more (« electricity »
 * in Kinshasa at 1 M ads: 42 ms that way, 22 ms this way).
 */
const LARGE_PLACE_SHARE = 0.2;

/**
 * The places holding more than LARGE_PLACE_SHARE of the ads with the places inside them, by the planner's own
 * statistics of `ads.location_id` (the most common values ANALYZE keeps): none without them. Shares move slowly;
 * the api keeps this set for a while (`reference.largePlaces`).
 */
export async function readLargePlaces(db: Kysely<Database>): Promise<Set<string>> {
  const { rows } = await sql<{ slug: string }>`
    WITH RECURSIVE shares AS (
      SELECT share.id, share.freq FROM pg_stats stats
      CROSS JOIN LATERAL unnest(stats.most_common_vals::text::int[], stats.most_common_freqs) AS share(id, freq)
      WHERE stats.schemaname = current_schema() AND stats.tablename = 'ads' AND stats.attname = 'location_id'
    ),
    below AS (
      SELECT id AS place, id FROM locations
      UNION ALL
      SELECT below.place, child.id FROM below JOIN locations child ON child.parent_id = below.id
    )
    SELECT locations.slug FROM below
    JOIN shares ON shares.id = below.id
    JOIN locations ON locations.id = below.place
    GROUP BY locations.slug
    HAVING sum(shares.freq) > ${sql.lit(LARGE_PLACE_SHARE)}
  `.execute(db);
  return new Set(rows.map((row) => row.slug));
}

/** The words as typed (web search syntax), or the `to_tsquery` text of their corrected spellings. */
type TextQuery = { kind: 'typed'; q: string } | { kind: 'corrected'; text: string };

/**
 * The statement's first step, `search_query`: the words (both language configurations of the query, accents
 * folded, OR-ed: a word matches in French or English) and the categories (with their children) whose French or
 * English name they match. Worked out once; the rest of the statement reads it through `QUERY` and `NAMED`.
 */
function searchQueryStep(query: TextQuery) {
  const tsquery =
    query.kind === 'typed'
      ? sql`websearch_to_tsquery('pg_catalog.french'::regconfig, public.sokoni_unaccent(${query.q}))
        || websearch_to_tsquery('pg_catalog.english'::regconfig, public.sokoni_unaccent(${query.q}))`
      : sql`to_tsquery('pg_catalog.french'::regconfig, ${query.text})
        || to_tsquery('pg_catalog.english'::regconfig, ${query.text})`;
  return sql`search_query AS MATERIALIZED (
    SELECT typed.tsquery, ARRAY(
      WITH RECURSIVE named AS (
        SELECT id FROM categories
        WHERE is_active AND (
          to_tsvector('pg_catalog.french'::regconfig, public.sokoni_unaccent(name_fr))
          || to_tsvector('pg_catalog.english'::regconfig, public.sokoni_unaccent(name_en))
        ) @@ typed.tsquery
        UNION
        SELECT child.id FROM categories child JOIN named ON child.parent_id = named.id
      )
      SELECT id FROM named
    ) AS categories
    FROM (SELECT ${tsquery} AS tsquery) typed
  )`;
}

/** The words of the search, as a value (an init plan: the planner can still use the text index with it). */
const QUERY = sql`(SELECT tsquery FROM search_query)`;
/** The categories named by the words, as an array. */
const NAMED = sql`(SELECT categories FROM search_query)::int[]`;

/** Text match: the words, or the ad's category by its name ("téléphone" finds phones whose text never says it). */
const textCondition = sql<boolean>`(ads.search_vector @@ ${QUERY} OR ads.category_id = ANY(${NAMED}))`;

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

/**
 * Option fields with a btree index of their own by category (migration 0032: the make, with the year), read there
 * rather than through the field index when a list filters on them.
 */
const INDEXED_OPTION_KEYS = new Set(['make']);

/**
 * One field filter as a condition on `ads`, written so the migration 0022 and 0032 indexes serve it: an option is a
 * JSON containment (`ads_live_attributes_idx`, GIN jsonb_path_ops; for a count, an indexed option as text too),
 * a number range reads `sokoni_attr_number` of the key under `attributes ? key` (the expression indexes of the main
 * keys, by category; elsewhere checked on the rows the other filters leave). Keys are field keys (checked against
 * ATTRIBUTE_KEY_PATTERN), hence literals, which the planner needs to match an index's expression and predicate.
 */
function attributeCondition(filter: AttributeFilter, optionIndexes = false): RawBuilder<boolean> {
  if (!/^[a-z][a-z0-9_]*$/.test(filter.key)) throw new Error(`bad field key ${filter.key}`);
  if (filter.kind === 'option') {
    const contains = sql<boolean>`ads.attributes @> ${JSON.stringify({ [filter.key]: filter.value })}::jsonb`;
    if (!optionIndexes || !INDEXED_OPTION_KEYS.has(filter.key)) return contains;
    // The same test, in the form of the key's own index (a make is text).
    return sql<boolean>`(${contains} AND (ads.attributes ->> ${sql.lit(filter.key)}) = ${filter.value})`;
  }
  const key = sql.lit(filter.key);
  const value = sql`public.sokoni_attr_number(ads.attributes, ${key})`;
  const parts: RawBuilder<boolean>[] = [sql<boolean>`ads.attributes ? ${key}`];
  if (filter.min !== undefined) parts.push(sql<boolean>`${value} >= ${filter.min}`);
  if (filter.max !== undefined) parts.push(sql<boolean>`${value} <= ${filter.max}`);
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

const notRunningBoost = sql<boolean>`(ads.boost_expires_at IS NULL OR ads.boost_expires_at <= now())`;
/** Exclusive, premium, standard; 0 for an ad whose boost is not running. */
const boostTier = sql<number>`(CASE WHEN ads.boost_expires_at > now()
  THEN CASE ads.boost_type WHEN 'exclusive' THEN 3 WHEN 'premium' THEN 2 ELSE 1 END ELSE 0 END)`;
/**
 * A running boost, written so that the planner cannot answer it from `ads_boost_idx` (every running boost fetched,
 * then sorted) and reads `ads_boosted_idx` in its order instead, skipping the boosts that have ended. Through
 * `coalesce` the condition does not even imply that the end is set, which is all `ads_boost_idx` holds: the
 * planner otherwise intersected that whole index (sixty thousand boosts at a million ads) with another one.
 */
const runningBoostInOrder = sql<boolean>`coalesce(ads.boost_expires_at, '-infinity'::timestamptz) + interval '0 seconds' > now()`;
/** The tier of a boosted ad, running or not: the expression `ads_boosted_idx` is ordered by. */
const boostTypeTier = sql<number>`(CASE ads.boost_type WHEN 'exclusive' THEN 3 WHEN 'premium' THEN 2 ELSE 1 END)`;

/**
 * `isPubliclyVisible` as the lists and searches write it: the sellers' standing as two filters on each row read
 * (`NOT IN` the few deleted or banned accounts, each set read once per statement from its partial index and
 * hashed) rather than two anti-joins. Same ads (`user_id` and `users.id` are never null); a walk of ten thousand
 * index entries no longer passes each through two join nodes, and the planner has two joins fewer to weigh in
 * each part of a statement.
 */
function listVisible(eb: ExpressionBuilder<Database, 'ads'>) {
  return eb.and([
    eb('ads.status', '=', 'active'),
    eb('ads.deleted_at', 'is', null),
    eb.or([eb('ads.expires_at', 'is', null), eb('ads.expires_at', '>', sql<Date>`now()`)]),
    sql<boolean>`ads.user_id NOT IN (SELECT deleted_seller.id FROM users deleted_seller WHERE deleted_seller.deleted_at IS NOT NULL)`,
    sql<boolean>`ads.user_id NOT IN (SELECT banned_seller.id FROM users banned_seller WHERE banned_seller.is_banned)`,
  ]);
}

/**
 * The ads `search` matches, as a query to select from. `optionIndexes` writes an indexed option (the make) in its
 * index's form too, for a count: there its index gives the matches in any order. A page walks an index in its own
 * order instead, and the planner, which counts the option twice when written twice, took a few Toyotas for
 * every Toyota and sorted thirty thousand of them.
 */
function filtered(db: Kysely<Database>, search: AdSearch, { optionIndexes = false } = {}) {
  return db
    .selectFrom('ads')
    .where(listVisible)
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
    .$if(search.boostedOnly === true, (qb) =>
      qb.where('ads.boost_type', 'is not', null).where(runningBoostInOrder),
    )
    .$if(search.adIds !== undefined, (qb) => qb.where('ads.id', 'in', search.adIds!))
    .$if((search.attributes ?? []).length > 0, (qb) =>
      qb.where(
        sql<boolean>`(${sql.join(
          search.attributes!.map((filter) => attributeCondition(filter, optionIndexes)),
          sql` AND `,
        )})`,
      ),
    );
}

/** The filters of `filtered` (visibility aside) as one condition on an `ads` row. */
function filterCondition(search: AdSearch): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (search.categoryIds !== undefined) parts.push(sql`ads.category_id = ANY(${search.categoryIds}::int[])`);
  if (search.locationIds !== undefined) parts.push(sql`ads.location_id = ANY(${search.locationIds}::int[])`);
  if (search.categorySlug !== undefined)
    parts.push(sql`ads.category_id = ANY(${subtree('categories', search.categorySlug)})`);
  if (search.locationSlug !== undefined)
    parts.push(sql`ads.location_id = ANY(${subtree('locations', search.locationSlug)})`);
  if (search.minUsdCents !== undefined) parts.push(sql`ads.price_usd_cents >= ${search.minUsdCents}`);
  if (search.maxUsdCents !== undefined) parts.push(sql`ads.price_usd_cents <= ${search.maxUsdCents}`);
  if (search.userId !== undefined) parts.push(sql`ads.user_id = ${search.userId}`);
  if (search.boostedOnly) parts.push(sql`(ads.boost_type IS NOT NULL AND ads.boost_expires_at > now())`);
  if (search.adIds !== undefined) parts.push(sql`ads.id = ANY(${search.adIds}::int[])`);
  for (const filter of search.attributes ?? []) parts.push(attributeCondition(filter));
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

/** The chosen order, over `ads` columns or over the `hits` candidate set (same column names). */
function sortKeys(sort: AdSort, table: 'ads' | 'hits' | 'merged') {
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
 * The matches to count, up to `cap + 1`. Within a place or a category they are read place by place (or category
 * by category) from that column's index: the planner cannot see which places an array holds and would read the
 * table in its order until it met enough of them.
 */
function countedMatches(db: Kysely<Database>, search: AdSearch, cap: number) {
  const by =
    search.locationSlug !== undefined ? 'location' : search.categorySlug !== undefined ? 'category' : null;
  if (by === null)
    return sql`${filtered(db, search, { optionIndexes: true })
      .select(sql<number>`1`.as('one'))
      .limit(cap + 1)}`;
  const [table, column, slug] =
    by === 'location'
      ? (['locations', 'location_id', search.locationSlug!] as const)
      : (['categories', 'category_id', search.categorySlug!] as const);
  const rest =
    by === 'location' ? { ...search, locationSlug: undefined } : { ...search, categorySlug: undefined };
  // With a field option filtered on, its index gives the few matches and the category is checked on them: the
  // planner, which takes a common option for a rare one, otherwise intersected them with every ad of the category
  // in `ads_category_idx` (180 000 entries for phones), which costs more than the count.
  // An option with an index of its own by category (the make) is read there, category first.
  const options = (search.attributes ?? []).filter((filter) => filter.kind === 'option');
  const byOption =
    by === 'category' && options.length > 0 && !options.some((filter) => INDEXED_OPTION_KEYS.has(filter.key));
  const perPart = filtered(db, rest, { optionIndexes: true })
    .where(
      byOption
        ? sql<boolean>`ads.category_id + 0 = picked.id`
        : sql<boolean>`${sql.ref(`ads.${column}`)} = picked.id`,
    )
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1);
  return sql`SELECT 1 FROM unnest(${subtree(table, slug)}) AS picked(id) CROSS JOIN LATERAL (${perPart}) part
    LIMIT ${cap + 1}`;
}

/**
 * How many ads of a list a page filtered on fields may walk, per ad it shows, before its matches are read through
 * the fields' indexes instead: a filter that leaves fewer than one ad in fifty of the list is rare enough for that.
 */
const FIELD_WALK_PER_AD = 50;

/**
 * The first `reach` ads of a list filtered on fields, in the list's order, as the statement's step `name` and the
 * query that reads it. The planner cannot tell how often a field value goes with a category (a Toyota is one car
 * in three, one ad in twenty-five): it took « Toyotas from 2012 » for a few hundred ads and, from the second page
 * on, fetched and sorted all thirty thousand of them; « Toyotas from 2024 », which are none, walked every car.
 * So the statement decides from what it counted first (`counted`, up to `cap` + 1 matches), when given `cap`:
 * - no more than `cap` matches: they are read through the fields' indexes and sorted (`looked`);
 * - more: the list is walked in its index order without its fields (`walk`: no table read for an ad the other
 *   filters leave out), each ad's fields checked on its row, for at most FIELD_WALK_PER_AD ads per ad needed. A
 *   common value fills the page there; if the walk falls short, `looked` is read after all.
 */
function walkWithFields(
  name: string,
  walk: SelectQueryBuilder<Database, 'ads', object>,
  looked: SelectQueryBuilder<Database, 'ads', object>,
  fields: AttributeFilter[],
  reach: number,
  { cap, byTier = false }: { cap?: number; byTier?: boolean },
) {
  const step = sql.table(name);
  // The walk's own order (by tier only for boosts: a constant tier would make the planner sort the whole walk).
  const order = byTier
    ? sql`walked.tier DESC, walked.created_at DESC, walked.id DESC`
    : sql`walked.created_at DESC, walked.id DESC`;
  const fieldsMatch = filterCondition({ sort: 'newest', page: 1, perPage: 1, attributes: fields });
  const walked = sql`${sql.raw(name)} AS MATERIALIZED (
    SELECT walked.id, walked.created_at, walked.tier FROM (${walk.limit(reach * FIELD_WALK_PER_AD)}) walked
    JOIN ads ON ads.id = walked.id AND ${fieldsMatch}
    ${cap === undefined ? sql`` : sql`WHERE (SELECT total FROM counted) > ${cap}`}
    ORDER BY ${order}
    LIMIT ${reach}
  )`;
  const short = sql<boolean>`(SELECT count(*) FROM ${step}) < ${reach}`;
  const rows = sql`SELECT id, created_at, tier FROM ${step} WHERE NOT ${short}
    UNION ALL (${looked.where(short).limit(reach)})`;
  return { walked, rows };
}

/** `walkWithFields` for a list in date order, newest first (running boosts left out with `withoutBoosts`). */
function newestWithFields(
  db: Kysely<Database>,
  search: AdSearch,
  name: string,
  reach: number,
  { cap, withoutBoosts }: { cap: number; withoutBoosts: boolean },
) {
  const part = (qb: SelectQueryBuilder<Database, 'ads', object>) =>
    qb
      .$if(withoutBoosts, (q) => q.where(notRunningBoost))
      .select(['ads.id', 'ads.created_at', sql<number>`0`.as('tier')]);
  return walkWithFields(
    name,
    part(filtered(db, { ...search, attributes: undefined })).orderBy(sql`ads.created_at DESC, ads.id DESC`),
    part(filtered(db, search, { optionIndexes: true })).orderBy(
      sql`ads.created_at + interval '0 seconds' DESC, ads.id DESC`,
    ),
    search.attributes ?? [],
    reach,
    { cap },
  );
}

/**
 * Browsing without words: one statement gives the bounded count and the page. The order runs along an index:
 * for the default order (relevance) running boosts lead by tier, each part read in its own index order and
 * merged; a sort the visitor chose (newest, price) is exactly that order, boosted or not.
 */
async function browse(db: Kysely<Database>, search: AdSearch): Promise<AdSearchResult> {
  const cap = search.countCap ?? COUNT_CAP;
  const offset = (search.page - 1) * search.perPage;
  const matches = filtered(db, search);
  const capped = countedMatches(db, search, cap);
  const columns = [...AD_COLUMNS];
  const attributes = search.attributes ?? [];
  const steps: RawBuilder<unknown>[] = [];

  let page: RawBuilder<unknown>;
  if (search.sort === 'relevance' || search.boostedOnly) {
    // Each part needs at most offset + perPage rows; their merge is cut to the page.
    const reach = offset + search.perPage;
    // Read in `ads_boosted_idx` order (tier, then newest), skipping boosts that have ended: never every boost.
    // Each part picks its ads' ids from its index alone (the filters' columns are in it: no table read for an ad
    // a filter leaves out); only the page's ads are then read from the table.
    const boostedInOrder = filtered(db, attributes.length > 0 ? { ...search, attributes: undefined } : search)
      // With boosted=true the filters already say so (twice would make the planner expect almost no rows).
      .$if(!search.boostedOnly, (qb) => qb.where('ads.boost_type', 'is not', null).where(runningBoostInOrder))
      .select(['ads.id', 'ads.created_at', boostTypeTier.as('tier')])
      .orderBy(sql`${boostTypeTier} DESC, ads.created_at DESC, ads.id DESC`);
    let boosted: RawBuilder<unknown>;
    let others: RawBuilder<unknown> | undefined;
    if (attributes.length === 0) {
      boosted = sql`${boostedInOrder.limit(reach)}`;
      if (!search.boostedOnly)
        others = sql`${matches
          .where(notRunningBoost)
          .select(['ads.id', 'ads.created_at', sql<number>`0`.as('tier')])
          .orderBy(sql`ads.created_at DESC, ads.id DESC`)
          .limit(reach)}`;
    } else {
      // Fields: each part walked in its index order (see walkWithFields). The boosts' matches, when looked up,
      // are sorted by tier and date (`+ interval '0'` keeps the planner off the date indexes).
      const byFields = filtered(db, search, { optionIndexes: true });
      const boostedWalk = walkWithFields(
        'boosted_walk',
        boostedInOrder,
        byFields
          .$if(!search.boostedOnly, (qb) =>
            qb.where('ads.boost_type', 'is not', null).where(sql<boolean>`ads.boost_expires_at > now()`),
          )
          .select(['ads.id', 'ads.created_at', boostTypeTier.as('tier')])
          .orderBy(sql`${boostTypeTier} DESC, ads.created_at + interval '0 seconds' DESC, ads.id DESC`),
        attributes,
        reach,
        // With boosted=true the count is of boosted ads, but the fields' indexes give every ad of the fields.
        { cap: search.boostedOnly ? undefined : cap, byTier: true },
      );
      steps.push(boostedWalk.walked);
      boosted = boostedWalk.rows;
      if (!search.boostedOnly) {
        const othersWalk = newestWithFields(db, search, 'others_walk', reach, { cap, withoutBoosts: true });
        steps.push(othersWalk.walked);
        others = othersWalk.rows;
      }
    }
    const parts = others ? sql`(${boosted}) UNION ALL (${others})` : sql`(${boosted})`;
    page = sql`SELECT ${sql.join(columns.map((column) => sql.ref(column)))}, picked.tier FROM (
        SELECT * FROM (${parts}) merged
        ORDER BY merged.tier DESC, merged.created_at DESC, merged.id DESC
        LIMIT ${search.perPage} OFFSET ${offset}
      ) picked
      JOIN ads ON ads.id = picked.id
      ORDER BY picked.tier DESC, picked.created_at DESC, picked.id DESC`;
  } else if (search.categorySlug !== undefined && search.sort !== 'newest') {
    // By price within a category: each category of the subtree read in `ads_live_price_idx` order (the cheapest
    // cars are far down a price index shared with phones and shoes), the parts merged and cut to the page.
    const reach = offset + search.perPage;
    const perCategory = filtered(db, { ...search, categorySlug: undefined })
      .where(sql<boolean>`ads.category_id = picked.id`)
      .select(columns)
      .orderBy(sortKeys(search.sort, 'ads'))
      .limit(reach);
    page = sql`SELECT merged.* FROM unnest(${subtree('categories', search.categorySlug)}) AS picked(id)
      CROSS JOIN LATERAL (${perCategory}) merged
      ORDER BY ${sortKeys(search.sort, 'merged')}
      LIMIT ${search.perPage} OFFSET ${offset}`;
  } else if (attributes.length > 0 && search.sort === 'newest') {
    const newest = newestWithFields(db, search, 'newest_walk', offset + search.perPage, {
      cap,
      withoutBoosts: false,
    });
    steps.push(newest.walked);
    page = sql`SELECT ${sql.join(columns.map((column) => sql.ref(column)))} FROM (
        SELECT * FROM (${newest.rows}) newest
        ORDER BY newest.created_at DESC, newest.id DESC
        LIMIT ${search.perPage} OFFSET ${offset}
      ) picked
      JOIN ads ON ads.id = picked.id
      ORDER BY picked.created_at DESC, picked.id DESC`;
  } else {
    page = sql`${matches
      .select(columns)
      .orderBy(sortKeys(search.sort, 'ads'))
      .limit(search.perPage)
      .offset(offset)}`;
  }

  // row_number() over the already ordered page keeps its order through the join.
  const count = sql`SELECT count(*) AS total FROM (${capped}) matches`;
  const { rows } = await sql<PageRow>`
    ${steps.length > 0 ? sql`WITH counted AS MATERIALIZED (${count}), ${sql.join(steps)}` : sql``}
    SELECT counted.total, numbered.*
    FROM ${steps.length > 0 ? sql`counted` : sql`(${count}) counted`}
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
 * What being in a category the words name adds to an ad's rank: more than a description that mentions the word
 * (« voiture » in a house's « parking pour deux voitures » ranks about 0.30) or a title that has it in one language
 * only (0.38), less than a title that has it in both (0.76). Sellers title a car by its make and model, rarely
 * « voiture »: a search for « voiture » shows cars before the houses with a parking.
 */
const NAMED_CATEGORY_RANK = 0.4;

/**
 * A search with words, in one statement of bounded work whatever the words:
 * - the newest visible ads are walked in date order, reading their words from `ads_live_idx` (no table access),
 *   until TEXT_COUNT_CAP + 1 match or WALK_LIMIT were read: a common word ("samsung") is settled there;
 * - only when that walk met fewer than RARE_HITS matches is the text index asked (a gated step that otherwise never
 *   runs): its matches are then rare enough to read them all (ids and dates; the newest cap + 1 are then read from
 *   the table for their rank);
 * - words that few of the newest ads match (with the filters) skip the walk for that look-up (the probe, PROBE_RECENT).
 * The newest matches found (the candidates) are ordered by relevance (boost tier, how well the words match, date)
 * or by the visitor's sort. The total is exact when the walk saw every visible ad of the filters or the index gave
 * every match, otherwise a "more than" lower bound. When nothing matched, the statement also returns the
 * vocabulary's spellings close to each typed word (another gated step), for the second chance.
 */
async function textSearch(
  db: Kysely<Database>,
  search: AdSearch,
  query: TextQuery,
  typedWords: string[],
  largePlace = false,
): Promise<AdSearchResult & { candidates: Candidate[] }> {
  const cap = search.countCap ?? TEXT_COUNT_CAP;
  const offset = (search.page - 1) * search.perPage;
  const walk = Math.max(WALK_LIMIT, cap + 1);
  // How well the words match (titles weigh more than descriptions), and NAMED_CATEGORY_RANK for an ad of a category
  // they name. Never null (an ad without words ranks 0), so a match is exactly an ad with a rank.
  const relevance = sql`(ts_rank(coalesce(search_vector, ''::tsvector), ${QUERY})
    + CASE WHEN category_id = ANY(${NAMED}) THEN ${sql.lit(NAMED_CATEGORY_RANK)} ELSE 0 END)`;
  // The walk reads the newest visible ads whatever the other filters, so it never reads more than WALK_LIMIT
  // entries: a narrow place or category is applied to what it reads, and a rare combination goes to the indexes.
  const newest = filtered(db, { sort: search.sort, page: 1, perPage: search.perPage })
    .select([
      'ads.id',
      'ads.created_at',
      'ads.price_usd_cents',
      boostTier.as('tier'),
      // The rank of a match, null for the others: worked out for the matches only, and the ads' words do not
      // travel through the numbering of the walk.
      sql<number>`CASE WHEN ${filterCondition(search)} AND ${textCondition} THEN ${relevance} END`.as('rank'),
    ])
    .orderBy(sql`ads.created_at DESC, ads.id DESC`)
    .limit(walk);
  // The text index and the category index each give their matches (an OR of both would make the planner read
  // the whole table), as ids and dates: an ad matching both ways comes once, and only the newest cap + 1 of them
  // are then read from the table for their price, tier and rank.
  // In a large place (LARGE_PLACE_SHARE) the place is checked on the words' matches: `+ 0` keeps the planner off
  // `ads_location_idx`, whose entries for the whole place cost more than the matches.
  const byWords = (
    largePlace && search.locationSlug !== undefined
      ? filtered(db, { ...search, locationSlug: undefined }).where(
          sql<boolean>`(ads.location_id + 0) = ANY(${subtree('locations', search.locationSlug)})`,
        )
      : filtered(db, search)
  )
    .where(sql<boolean>`ads.search_vector @@ ${QUERY}`)
    .select(['ads.id', 'ads.created_at']);
  // Each category the words name, newest first along `ads_live_category_idx`, which holds what the filters read
  // (a place is checked in the index; within a place, `ads_live_category_place_idx` gives that place's ads of the
  // category alone): at most cap + 1 ads of a category, however many it has. None for most searches.
  const newestOfCategory = filtered(db, search)
    .where(sql<boolean>`ads.category_id = named_category.id`)
    .select(['ads.id', 'ads.created_at'])
    .orderBy(sql`ads.created_at DESC, ads.id DESC`)
    .limit(cap + 1);
  const byCategory = sql`SELECT by_category.* FROM (SELECT unnest(categories) AS id FROM search_query) named_category
    CROSS JOIN LATERAL (${newestOfCategory}) by_category`;
  // `+ interval '0'` keeps the planner off the date index: the few matches are found first, then sorted.
  const looked = sql`SELECT ads.id, ads.created_at, ads.price_usd_cents, ${boostTier} AS tier, ${relevance} AS rank
    FROM (
      SELECT * FROM ((${byWords}) UNION (${byCategory})) matched
      ORDER BY matched.created_at + interval '0 seconds' DESC, matched.id DESC
      LIMIT ${cap + 1}
    ) newest_matches
    JOIN ads ON ads.id = newest_matches.id`;
  const order =
    search.sort === 'relevance'
      ? sql`hits.tier DESC, hits.rank DESC, hits.created_at DESC, hits.id DESC`
      : sortKeys(search.sort, 'hits');
  const words = typedWords.length > 0 ? typedWords : [''];
  // The newest visible ads a probe looks at, with the columns the filters and the words read (see PROBE_RECENT).
  const recent = sql`SELECT ads.id, ads.search_vector, ads.category_id, ads.location_id, ads.price_usd_cents,
      ads.user_id, ads.boost_type, ads.boost_expires_at
    FROM ads WHERE ads.status = 'active' AND ads.deleted_at IS NULL
    ORDER BY ads.created_at DESC, ads.id DESC LIMIT ${PROBE_RECENT}`;
  // Whether the walk would meet fewer than RARE_HITS matches (see PROBE_RECENT): a gate of the walk (it stays part
  // of `walked`, whose name is how a running search is told in pg_stat_activity's first kilobyte).
  const probe = sql`(SELECT count(*) FROM (
      SELECT 1 FROM (${recent}) ads
      WHERE ${filterCondition({ ...search, attributes: undefined })} AND ${textCondition}
      LIMIT ${PROBE_HITS}
    ) probed) < ${PROBE_HITS}`;

  const { rows } = await sql<PageRow & { candidates: Candidate[] | null; partial: boolean | null }>`
    WITH ${searchQueryStep(query)},
    walked AS MATERIALIZED (
      -- The matches, and the walk's last ad to tell it went that far.
      SELECT id, created_at, price_usd_cents, tier, rank IS NOT NULL AS hit, seen, rank
      FROM (
        SELECT newest.*, row_number() OVER () AS seen FROM (${newest}) newest
      ) numbered
      WHERE (numbered.rank IS NOT NULL OR numbered.seen = ${walk}) AND NOT (${probe})
      LIMIT ${cap + 2}
    ),
    walk AS MATERIALIZED (
      SELECT count(*) FILTER (WHERE hit) AS hits,
        coalesce(bool_or(seen = ${walk}), false) OR count(*) FILTER (WHERE hit) > ${cap} AS partial,
        -- Nothing walked: the probe skipped the walk, or it read every visible ad and none matched (then the
        -- look-up finds none either).
        count(*) = 0 AS skipped
      FROM walked
    ),
    looked AS MATERIALIZED (
      SELECT * FROM (${looked}) looked WHERE (SELECT skipped OR (partial AND hits < ${RARE_HITS}) FROM walk)
    ),
    hits AS (
      SELECT id, created_at, price_usd_cents, tier, rank FROM walked
      WHERE hit AND NOT (SELECT skipped OR (partial AND hits < ${RARE_HITS}) FROM walk)
      UNION ALL
      SELECT id, created_at, price_usd_cents, tier, rank FROM looked
    ),
    page AS (
      SELECT hits.id, row_number() OVER (ORDER BY ${order}) AS position
      FROM hits
      ORDER BY ${order}
      LIMIT ${search.perPage} OFFSET ${offset}
    ),
    counted AS (
      SELECT count(*) AS total, (SELECT partial AND hits >= ${RARE_HITS} FROM walk) AS partial,
        (SELECT json_agg(json_build_object('typed', typed.word, 'word', near.word, 'ads', near.ads))
          FROM unnest(${words}::text[]) AS typed(word)
          CROSS JOIN LATERAL (
            SELECT near.word, near.ads FROM (
              SELECT s.word, s.ads FROM search_words s WHERE s.word % typed.word
              UNION ALL
              SELECT DISTINCT w.word, 1000000 FROM categories c
              CROSS JOIN LATERAL public.sokoni_title_words(c.name_fr || ' ' || c.name_en) AS w(word)
              WHERE c.is_active AND w.word % typed.word
            ) near
            ORDER BY similarity(near.word, typed.word) DESC, near.ads DESC
            LIMIT 20
          ) near
          WHERE typed.word <> '' AND NOT EXISTS (SELECT 1 FROM hits)) AS candidates
      FROM hits
    )
    SELECT counted.total, counted.partial, counted.candidates, ${sql.join(AD_COLUMNS.map((column) => sql.ref(column)))}
    FROM counted
    LEFT JOIN page ON true
    LEFT JOIN ads ON ads.id = page.id
    ORDER BY page.position
  `.execute(db);
  const candidates = rows[0]?.candidates ?? [];
  const result = toResult(
    rows.map(({ candidates: _candidates, partial: _partial, ...row }) => row),
    cap,
  );
  // Common words settled by the walk: at least that many match, likely more further back.
  if (rows[0]?.partial) result.totalIsLowerBound = true;
  return { ...result, candidates };
}

/**
 * One page of visible ads and their bounded total, in one database statement (two when the words match nothing
 * as typed and the vocabulary has spellings close to them).
 */
export async function searchAds(
  db: Kysely<Database>,
  search: AdSearch,
  options: { signal?: AbortSignal } & SearchReference = {},
): Promise<AdSearchResult> {
  const { signal, ...reference } = options;
  // A visitor who gives up (closes the page, types the next search) cancels the statement on the database.
  return withCancellation(db, signal, (connection) => runSearch(connection, search, reference));
}

/** Reference data a search reads, kept in the api process (see KeptReference); read for the search without it. */
export interface SearchReference {
  places?: PlaceNames;
  /** The large places (readLargePlaces); without it, no place is taken for large. */
  largePlaces?: KeptReference<Set<string>>;
}

async function runSearch(
  db: Kysely<Database>,
  search: AdSearch,
  reference: SearchReference = {},
): Promise<AdSearchResult> {
  const q = search.q?.trim() || undefined;
  if (q && search.locationSlug === undefined && search.placesInWords !== false) {
    const named = await placeInWords(db, q, reference.places);
    if (named) {
      const narrowed = await runWords(
        db,
        { ...search, q: named.rest, locationSlug: named.place.slug },
        reference,
      );
      // Nothing there: the name may have been meant as a word of the ads ("goma" in a description).
      if (narrowed.total > 0) return { ...narrowed, place: named.place };
    }
  }
  return runWords(db, { ...search, q }, reference);
}

async function runWords(
  db: Kysely<Database>,
  search: AdSearch,
  reference: SearchReference,
): Promise<AdSearchResult> {
  const q = search.q?.trim() || undefined;
  if (!q) return browse(db, search);
  const typed = correctableWords(q);
  const largePlace =
    search.locationSlug !== undefined &&
    reference.largePlaces !== undefined &&
    (await reference.largePlaces.get(db)).has(search.locationSlug);
  const { candidates, ...exact } = await textSearch(db, search, { kind: 'typed', q }, typed, largePlace);
  if (exact.total > 0) return exact;
  // Nothing matched the words as typed: try the vocabulary's spellings closest to them.
  const text = correctedTsQuery(q, candidates);
  if (!text) return exact;
  const { candidates: _none, ...corrected } = await textSearch(
    db,
    search,
    { kind: 'corrected', text },
    [],
    largePlace,
  );
  return corrected;
}

/**
 * Whether one ad is among the results of `search`: the list's own search (its conditions, a place named in the
 * words, the spellings it would correct) restricted to that ad, so a saved search alerts on exactly what its list
 * would show. Every statement is bounded by the ad's primary key, whatever the number of ads. `places`, when given,
 * names the places in the words without a statement (one read for all the searches an ad is checked against).
 */
export async function adMatchesSearch(
  db: Kysely<Database>,
  adId: number,
  search: Omit<AdSearch, 'sort' | 'page' | 'perPage'>,
  places?: PlaceNames,
): Promise<boolean> {
  const result = await runSearch(
    db,
    { ...search, adIds: [adId], sort: 'newest', page: 1, perPage: 1 },
    { places },
  );
  return result.total > 0;
}

export interface NamedPlace {
  slug: string;
  name: string;
  path: string;
}

/** Words are looked at in runs of up to this many ("mont ngafula", "kasai oriental"). */
const PLACE_WORDS_MAX = 3;

/**
 * The place the words name, if any, with the words left once its name is taken out: a province first ("kinshasa"
 * is the province, not its commune of that name), then a city, then a commune; the longest name first. Words
 * inside quotes or excluded ("-goma") are left alone. Looked up in `places` (kept in this process), or in the
 * active places read for this search alone.
 */
export async function placeInWords(
  db: Kysely<Database>,
  q: string,
  places: PlaceNames = keptPlaceNames(),
): Promise<{ place: NamedPlace; rest: string } | undefined> {
  if (q.includes('"')) return undefined;
  const tokens = q.split(/\s+/).filter((token) => token !== '');
  const runs: { start: number; end: number; folded: string }[] = [];
  for (let start = 0; start < tokens.length; start += 1) {
    if (tokens[start].startsWith('-')) continue;
    for (let end = start + 1; end <= Math.min(tokens.length, start + PLACE_WORDS_MAX); end += 1) {
      if (tokens[end - 1].startsWith('-')) break;
      const folded = foldPlaceName(tokens.slice(start, end).join(' '));
      if (folded.length >= 3) runs.push({ start, end, folded });
    }
  }
  if (runs.length === 0) return undefined;
  const byName = await places.get(db);
  let found: { place: PlaceName; run: (typeof runs)[number] } | undefined;
  for (const run of runs) {
    const place = byName.get(run.folded);
    if (place && (!found || comparePlaces(place, found.place) < 0)) found = { place, run };
  }
  if (!found) return undefined;
  const { place, run } = found;
  const rest = [...tokens.slice(0, run.start), ...tokens.slice(run.end)].join(' ');
  return { place: { slug: place.slug, name: place.name, path: place.path }, rest };
}
