import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { AdSort } from '@sokoni/contracts';
import type { AdRow, Database } from '../../db/types';
import { isPubliclyVisible } from '../../services/catalog';

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

export interface AdSearch {
  q?: string;
  categoryIds?: number[];
  locationIds?: number[];
  minUsdCents?: number;
  maxUsdCents?: number;
  userId?: number;
  boostedOnly?: boolean;
  sort: AdSort;
  page: number;
  perPage: number;
  /** How many matches are counted at most; COUNT_CAP unless a caller needs less. */
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

type TextMode = 'fulltext' | 'typo';
type AdsExpression = ExpressionBuilder<Database, 'ads'>;

/**
 * Below this many matches a text search sorts its matches itself; above it the planner may walk the date
 * index, which finds enough common matches quickly. Without the split a rare word could walk the whole index.
 */
const SMALL_MATCH_SET = 5000;

/** Both language configurations of the query, accents folded, OR-ed: a word matches in French or English. */
const tsQuery = (q: string) => sql`(
  websearch_to_tsquery('pg_catalog.french'::regconfig, public.sokoni_unaccent(${q}))
  || websearch_to_tsquery('pg_catalog.english'::regconfig, public.sokoni_unaccent(${q})))`;

function textCondition(eb: AdsExpression, q: string, mode: TextMode, categoryIds: number[]) {
  if (mode === 'fulltext') {
    // An ad also matches through its category's name: "téléphone" finds phones whose text never says it.
    return categoryIds.length > 0
      ? sql<boolean>`(ads.search_vector @@ ${tsQuery(q)} OR ads.category_id = ANY(${categoryIds}::int[]))`
      : sql<boolean>`ads.search_vector @@ ${tsQuery(q)}`;
  }
  // Word similarity against the folded title: "samsng" still finds "Samsung Galaxy". Uses the trigram index.
  return sql<boolean>`public.sokoni_unaccent(lower(ads.title)) %> public.sokoni_unaccent(lower(${q}))`;
}

/** Categories (and their children) whose French or English name matches the query. */
async function categoriesNamed(db: Kysely<Database>, q: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    WITH RECURSIVE named AS (
      SELECT id FROM categories
      WHERE is_active AND (
        to_tsvector('pg_catalog.french'::regconfig, public.sokoni_unaccent(name_fr))
        || to_tsvector('pg_catalog.english'::regconfig, public.sokoni_unaccent(name_en))
      ) @@ ${tsQuery(q)}
      UNION
      SELECT child.id FROM categories child JOIN named ON child.parent_id = named.id
    )
    SELECT id FROM named
  `.execute(db);
  return rows.map((row) => row.id);
}

const runningBoost = sql<boolean>`ads.boost_expires_at > now()`;
const notRunningBoost = sql<boolean>`(ads.boost_expires_at IS NULL OR ads.boost_expires_at <= now())`;

function filtered(
  db: Kysely<Database>,
  search: AdSearch,
  mode: TextMode | null,
  namedCategoryIds: number[] = [],
) {
  return db
    .selectFrom('ads')
    .where(isPubliclyVisible)
    .$if(search.categoryIds !== undefined, (qb) => qb.where('ads.category_id', 'in', search.categoryIds!))
    .$if(search.locationIds !== undefined, (qb) => qb.where('ads.location_id', 'in', search.locationIds!))
    .$if(search.minUsdCents !== undefined, (qb) => qb.where('ads.price_usd_cents', '>=', search.minUsdCents!))
    .$if(search.maxUsdCents !== undefined, (qb) => qb.where('ads.price_usd_cents', '<=', search.maxUsdCents!))
    .$if(search.userId !== undefined, (qb) => qb.where('ads.user_id', '=', search.userId!))
    .$if(search.boostedOnly === true, (qb) => qb.where(runningBoost))
    .$if(mode !== null && !!search.q, (qb) =>
      qb.where((eb) => textCondition(eb, search.q!, mode!, namedCategoryIds)),
    );
}

function orderBySort<O>(
  qb: SelectQueryBuilder<Database, 'ads', O>,
  sort: AdSort,
): SelectQueryBuilder<Database, 'ads', O> {
  switch (sort) {
    case 'price_asc':
      return qb.orderBy(sql`ads.price_usd_cents ASC NULLS LAST`).orderBy('ads.id', 'asc');
    case 'price_desc':
      return qb.orderBy(sql`ads.price_usd_cents DESC NULLS LAST`).orderBy('ads.id', 'desc');
    default:
      return qb.orderBy('ads.created_at', 'desc').orderBy('ads.id', 'desc');
  }
}

const boostRankExpression = sql<number>`CASE ads.boost_type WHEN 'exclusive' THEN 3 WHEN 'premium' THEN 2 ELSE 1 END`;

/**
 * One page of visible ads. Running boosts come first (exclusive, premium, standard), then the chosen sort, with
 * the id as the last tie-breaker so pages never overlap. Boosted ads are a small set read through their own
 * index; the rest is read in index order, so no query sorts or ranks every match.
 */
export async function searchAds(db: Kysely<Database>, search: AdSearch): Promise<AdSearchResult> {
  const q = search.q?.trim() || undefined;
  const request = { ...search, q };
  let mode: TextMode | null = q ? 'fulltext' : null;
  const namedCategoryIds = q ? await categoriesNamed(db, q) : [];

  const count = async (textMode: TextMode | null) => {
    const matches = filtered(db, request, textMode, namedCategoryIds);
    const cap = search.countCap ?? COUNT_CAP;
    const capped = await db
      .selectFrom(matches.select(sql<number>`1`.as('one')).limit(cap + 1).as('matches'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    // Running boosts are a small set behind their own index: always counted exactly.
    const boosted = await matches
      .where(runningBoost)
      .select((eb) => eb.fn.countAll<number>().as('boosted'))
      .executeTakeFirstOrThrow();
    const total = Number(capped.total);
    return { total: Math.min(total, cap), lowerBound: total > cap, boosted: Number(boosted.boosted) };
  };

  let counts = await count(mode);
  if (counts.total === 0 && mode === 'fulltext') {
    // Nothing matched the words as written: fall back to similar spellings.
    mode = 'typo';
    counts = await count(mode);
  }
  if (counts.total === 0) return { rows: [], total: 0, totalIsLowerBound: false };

  const offset = (search.page - 1) * search.perPage;
  const smallSet = mode !== null && !counts.lowerBound && counts.total <= SMALL_MATCH_SET;

  const page = async (boosted: boolean, limit: number, pageOffset: number): Promise<AdRow[]> => {
    const condition = boosted ? runningBoost : notRunningBoost;
    // The matches are few: collect their ids first (an init plan the planner cannot reorder) and sort only
    // them, instead of letting the planner walk a sorted index hoping to meet matches early.
    const query = smallSet
      ? db
          .selectFrom('ads')
          .where(
            sql<boolean>`ads.id = ANY(ARRAY(${filtered(db, request, mode, namedCategoryIds).where(condition).select('ads.id')}))`,
          )
      : filtered(db, request, mode, namedCategoryIds).where(condition);
    let ordered = query.select([...AD_COLUMNS]);
    if (boosted) ordered = ordered.orderBy(boostRankExpression, 'desc');
    ordered = orderBySort(ordered, search.sort);
    return (await ordered.limit(limit).offset(pageOffset).execute()) as AdRow[];
  };

  const rows: AdRow[] = [];
  if (offset < counts.boosted) {
    rows.push(...(await page(true, search.perPage, offset)));
  }
  const remaining = search.perPage - rows.length;
  if (remaining > 0 && !search.boostedOnly && (counts.lowerBound || counts.total > counts.boosted)) {
    rows.push(...(await page(false, remaining, Math.max(0, offset - counts.boosted))));
  }
  return search.boostedOnly
    ? { rows, total: counts.boosted, totalIsLowerBound: false }
    : { rows, total: counts.total, totalIsLowerBound: counts.lowerBound };
}
