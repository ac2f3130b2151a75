import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  ATTRIBUTE_FILTER_PREFIX,
  readAttributeFilters,
  formatMoney,
  SAVED_SEARCH_MAX_PER_USER,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  type CreateSavedSearchRequest,
  type Locale,
  type SavedSearch,
  type SavedSearchList,
  type SavedSearchQuery,
  type UpdateSavedSearchRequest,
} from '@sokoni/contracts';
import { categoryFields } from '../ads/attributes';
import type { AdSearch } from '../ads/search';
import type { Database, SavedSearchesTable } from '../db/types';
import { ApiError, invalidFields, notFound } from '../errors';
import { translate, type MessageKey } from '../i18n/messages';
import { loadCurrencies, toUsdCents, type CurrencyInfo } from '../services/currencies';
import { loadSettings } from '../services/settings';
import { movedCategorySlug } from '../catalog/category-aliases';

export type SavedSearchRow = Selectable<SavedSearchesTable>;

/** The filters of a saved query that the ads search reads (attribute keys pass through to it untouched). */
export type SavedSearchFilters = Omit<AdSearch, 'sort' | 'page' | 'perPage'>;

/** A saved query with its keys in a stable order and its empty values left out. */
export function normalizeQuery(query: SavedSearchQuery): SavedSearchQuery {
  const out: Record<string, string | number> = {};
  const q = query.q?.trim();
  if (q) out.q = q;
  for (const key of ['category', 'location', 'min_price', 'max_price', 'currency', 'sort'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '')
      out[key] = key === 'currency' ? String(value).toUpperCase() : value;
  }
  for (const key of Object.keys(query).sort()) {
    if (key.startsWith('attr.')) out[key] = (query as Record<string, string>)[key]!;
  }
  if (out.currency !== undefined && out.min_price === undefined && out.max_price === undefined)
    delete out.currency;
  return out as SavedSearchQuery;
}

interface Prices {
  currencies: Map<string, CurrencyInfo>;
  defaultCurrency: string;
}

async function loadPrices(db: Kysely<Database>): Promise<Prices> {
  const [currencies, settings] = await Promise.all([loadCurrencies(db), loadSettings(db)]);
  return { currencies, defaultCurrency: settings.default_currency };
}

/** How a currency is written, for `formatMoney`. */
export function moneyFormat(currency: CurrencyInfo) {
  return {
    symbol: currency.symbol,
    position: currency.symbol_position,
    decimal_places: currency.decimal_places,
    code: currency.code,
  };
}

/** The currency the bounds are in (the site default when none), or undefined when it is unknown or inactive. */
function boundsCurrency(query: SavedSearchQuery, prices: Prices): CurrencyInfo | undefined {
  const code = query.currency ?? prices.defaultCurrency;
  const currency = prices.currencies.get(code) ?? (query.currency ? undefined : prices.currencies.get('USD'));
  return currency?.is_active ? currency : undefined;
}

/**
 * The query as the ads search reads it, price bounds in US cents at today's rates widened to whole cents
 * (as the list does). Unknown currency: no price bound (it was refused when saved).
 */
export function toSearchFilters(query: SavedSearchQuery, prices: Prices): SavedSearchFilters {
  const currency = boundsCurrency(query, prices);
  return {
    q: query.q,
    categorySlug: query.category,
    locationSlug: query.location,
    minUsdCents:
      query.min_price !== undefined && currency
        ? Math.floor(toUsdCents(query.min_price, currency))
        : undefined,
    maxUsdCents:
      query.max_price !== undefined && currency
        ? Math.ceil(toUsdCents(query.max_price, currency))
        : undefined,
  };
}

/**
 * The search of a saved query with its category-field filters (`attr.*`), read against the category's fields as
 * the list reads them; a filter on a field the category no longer has is left out.
 */
export async function savedQuerySearch(
  db: Kysely<Database>,
  query: SavedSearchQuery,
  prices: Prices,
): Promise<SavedSearchFilters> {
  const filters = toSearchFilters(query, prices);
  const hasFieldFilters = Object.keys(query).some((name) => name.startsWith(ATTRIBUTE_FILTER_PREFIX));
  if (!hasFieldFilters || query.category === undefined) return filters;
  const fields = (await categoryFields(db, { slug: query.category })) ?? [];
  return { ...filters, attributes: readAttributeFilters(fields, query).filters };
}

/** Field errors of a query beyond its schema: the price range and the currency, as the list checks them. */
function checkQuery(query: SavedSearchQuery, prices: Prices): void {
  const errors: Record<string, MessageKey[]> = {};
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price)
    errors['query.min_price'] = ['validation.priceRange'];
  if (query.currency !== undefined && !boundsCurrency(query, prices))
    errors['query.currency'] = ['validation.unknownCurrency'];
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

/** The indexed columns a new ad's candidates are picked by (alerts.ts). */
async function candidateColumns(db: Kysely<Database>, query: SavedSearchQuery, prices: Prices) {
  const filters = toSearchFilters(query, prices);
  const [category, location] = await Promise.all([
    query.category
      ? db.selectFrom('categories').where('slug', '=', query.category).select('id').executeTakeFirst()
      : undefined,
    query.location
      ? db.selectFrom('locations').where('slug', '=', query.location).select('id').executeTakeFirst()
      : undefined,
  ]);
  return {
    category_id: category?.id ?? null,
    location_id: location?.id ?? null,
    has_category: query.category !== undefined,
    has_location: query.location !== undefined,
    min_usd_cents: filters.minUsdCents ?? null,
    max_usd_cents: filters.maxUsdCents ?? null,
  };
}

/** A readable name for a search saved without one: its words, category, place and price range. */
async function defaultName(
  db: Kysely<Database>,
  query: SavedSearchQuery,
  prices: Prices,
  locale: Locale,
): Promise<string> {
  const parts: string[] = [];
  if (query.q) parts.push(query.q);
  if (query.category) {
    const category = await db
      .selectFrom('categories')
      .where('slug', '=', query.category)
      .select(['name_fr', 'name_en'])
      .executeTakeFirst();
    parts.push(category ? (locale === 'en' ? category.name_en : category.name_fr) : query.category);
  }
  if (query.location) {
    const location = await db
      .selectFrom('locations')
      .where('slug', '=', query.location)
      .select('name')
      .executeTakeFirst();
    parts.push(location?.name ?? query.location);
  }
  const currency = boundsCurrency(query, prices);
  const price = (amount: number) =>
    currency ? formatMoney(amount, moneyFormat(currency), locale) : String(amount);
  if (query.min_price !== undefined && query.max_price !== undefined)
    parts.push(`${price(query.min_price)} – ${price(query.max_price)}`);
  else if (query.min_price !== undefined)
    parts.push(translate(locale, 'savedSearches.priceFrom', { price: price(query.min_price) }));
  else if (query.max_price !== undefined)
    parts.push(translate(locale, 'savedSearches.priceUpTo', { price: price(query.max_price) }));
  const name = parts.length > 0 ? parts.join(' · ') : translate(locale, 'savedSearches.allAds');
  return name.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH);
}

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    // jsonb keeps its keys in its own order: given back in the order they were saved in.
    query: normalizeQuery(
      (typeof row.query === 'string' ? JSON.parse(row.query) : row.query) as SavedSearchQuery,
    ),
    alert: row.alert,
    new_count: row.new_count,
    opened_at: new Date(row.opened_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function listSavedSearches(db: Kysely<Database>, userId: number): Promise<SavedSearchList> {
  const rows = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  const data = rows.map(presentSavedSearch);
  return { data, new_total: data.reduce((sum, search) => sum + search.new_count, 0) };
}

export async function createSavedSearch(
  db: Kysely<Database>,
  userId: number,
  locale: Locale,
  request: CreateSavedSearchRequest,
): Promise<SavedSearch> {
  const asked = normalizeQuery(request.query);
  // A former category address (a merged or renamed category) is saved as the category now there: the alerts
  // follow that category, and the search's name says its name.
  const moved = asked.category === undefined ? undefined : await movedCategorySlug(db, asked.category);
  const query = moved === undefined ? asked : { ...asked, category: moved };
  const prices = await loadPrices(db);
  checkQuery(query, prices);
  const name = request.name?.trim() || (await defaultName(db, query, prices, locale));
  const columns = await candidateColumns(db, query, prices);
  return db.transaction().execute(async (trx) => {
    // The person's row is locked so that two saves at once cannot both pass the limit.
    await trx.selectFrom('users').where('id', '=', userId).select('id').forUpdate().executeTakeFirst();
    const { count } = await trx
      .selectFrom('saved_searches')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) >= SAVED_SEARCH_MAX_PER_USER)
      throw new ApiError(422, 'savedSearches.limit', undefined, { limit: SAVED_SEARCH_MAX_PER_USER });
    const row = await trx
      .insertInto('saved_searches')
      .values({
        user_id: userId,
        name,
        query: JSON.stringify(query),
        alert: request.alert ?? 'instant',
        ...columns,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return presentSavedSearch(row);
  });
}

async function ownRow(db: Kysely<Database>, userId: number, id: number): Promise<SavedSearchRow> {
  const row = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // Another person's search is not found, as if it did not exist.
  if (!row) throw notFound('savedSearches.notFound');
  return row;
}

export async function updateSavedSearch(
  db: Kysely<Database>,
  userId: number,
  id: number,
  request: UpdateSavedSearchRequest,
): Promise<SavedSearch> {
  const current = await ownRow(db, userId, id);
  return db.transaction().execute(async (trx) => {
    if (request.alert !== undefined && request.alert !== current.alert && current.alert === 'off') {
      // Ads that arrived while alerts were off are counted on the page, never mailed afterwards.
      await trx
        .updateTable('saved_search_hits')
        .set({ mailed_at: sql`now()` })
        .where('saved_search_id', '=', id)
        .where('mailed_at', 'is', null)
        .execute();
    }
    const row = await trx
      .updateTable('saved_searches')
      .set({
        ...(request.name !== undefined ? { name: request.name.trim() || current.name } : {}),
        ...(request.alert !== undefined ? { alert: request.alert } : {}),
        ...(request.opened ? { new_count: 0, opened_at: sql`now()` } : {}),
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound('savedSearches.notFound');
    return presentSavedSearch(row);
  });
}

export async function deleteSavedSearch(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  const deleted = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw notFound('savedSearches.notFound');
}

/** The signature of a search's unsubscribe link: it names the search and its owner, and never expires. */
export function unsubscribeToken(secret: string, search: { id: number; user_id: number }): string {
  return createHmac('sha256', secret)
    .update(`saved-search-unsubscribe:${search.id}:${search.user_id}`, 'utf8')
    .digest('base64url');
}

/** Turns a search's alerts off from its mail's link; a link not signed by us is refused. */
export async function unsubscribeSavedSearch(
  db: Kysely<Database>,
  secret: string,
  id: number,
  token: string,
): Promise<{ name: string }> {
  const row = await db
    .selectFrom('saved_searches')
    .select(['id', 'user_id', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  const expected = row ? Buffer.from(unsubscribeToken(secret, row)) : Buffer.alloc(0);
  const given = Buffer.from(token);
  if (!row || expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new ApiError(404, 'savedSearches.badLink');
  await db
    .updateTable('saved_searches')
    .set({ alert: 'off', updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  return { name: row.name };
}

/** The list address of a saved query: the page the alert mail and "My searches" open. */
export function savedSearchPath(query: SavedSearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(normalizeQuery(query))) {
    if (key === 'currency') params.set('price_currency', String(value));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return `/ads${text ? `?${text}` : ''}`;
}

export { loadPrices };
