import type { Kysely } from 'kysely';
import {
  ATTRIBUTE_FILTER_PREFIX,
  DEFAULT_PAGE_SIZE,
  readAttributeFilters,
  type AdListQuery,
  type Locale,
} from '@sokoni/contracts';
import type { Database } from '../db/types';
import { ApiError } from '../errors';
import { invalidFieldsIn, type FieldErrors } from '../plugins/errors';
import { loadCurrencies, toUsdCents, type CurrencyInfo } from '../services/currencies';
import type { KeptReference } from '../services/kept-reference';
import { attributeError, categoryFields } from './attributes';
import type { AdSearch } from './search';
import { movedCategorySlug } from '../catalog/category-aliases';

export interface ListQueryContext {
  db: Kysely<Database>;
  locale: Locale;
  currencies: Map<string, CurrencyInfo>;
  /** The site's default currency (prices without `price_currency`). */
  defaultCurrency: () => Promise<string>;
}

/** An active currency by code; a 422 on `field` when there is none. */
export function currencyOrFail(
  currencies: Map<string, CurrencyInfo>,
  code: string | undefined,
  field: string,
  locale: Locale,
): CurrencyInfo | undefined {
  if (code === undefined) return undefined;
  const currency = currencies.get(code.toUpperCase());
  if (!currency || !currency.is_active)
    throw invalidFieldsIn(locale, { [field]: ['validation.unknownCurrency'] });
  return currency;
}

/**
 * The currencies (the ones `kept` in this process when given), and the one a list of ads asks its prices shown in
 * (`display_currency`; a 422 when unknown).
 */
export async function displayCurrencies(
  db: Kysely<Database>,
  request: { query: { display_currency?: string }; locale: Locale },
  kept?: KeptReference<Map<string, CurrencyInfo>>,
): Promise<{ currencies: Map<string, CurrencyInfo>; displayCurrency: CurrencyInfo | undefined }> {
  const currencies = kept ? await kept.get(db) : await loadCurrencies(db);
  const displayCurrency = currencyOrFail(
    currencies,
    request.query.display_currency,
    'display_currency',
    request.locale,
  );
  return { currencies, displayCurrency };
}

/**
 * The search a list query asks for (GET /api/ads, and any saved query run again): price bounds in USD cents,
 * category fields (`attr.*`) checked against the category's fields. Every problem is one 422 in the request's
 * language; an unknown category or place slug is no problem (it matches nothing).
 */
export async function adSearchFromListQuery(
  context: ListQueryContext,
  query: AdListQuery & Record<string, unknown>,
): Promise<AdSearch> {
  const { currencies, locale } = context;
  // A former category address (merged or renamed category) searches the category now there.
  const category =
    query.category === undefined ? undefined : ((await movedCategorySlug(context.db, query.category)) ?? query.category);
  const errors: FieldErrors = {};
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price)
    errors.min_price = ['validation.priceRange'];

  const attributeParams = Object.keys(query).filter((name) => name.startsWith(ATTRIBUTE_FILTER_PREFIX));
  let attributes: AdSearch['attributes'];
  if (attributeParams.length > 0) {
    const fields =
      category !== undefined
        ? ((await categoryFields(context.db, { slug: category })) ?? [])
        : [];
    const read = readAttributeFilters(fields, query);
    for (const [name, problem] of Object.entries(read.errors)) errors[name] = [attributeError(problem)];
    attributes = read.filters;
  }
  if (Object.keys(errors).length > 0) throw invalidFieldsIn(locale, errors);

  let minUsdCents: number | undefined;
  let maxUsdCents: number | undefined;
  if (query.min_price !== undefined || query.max_price !== undefined) {
    const priceCurrency =
      currencyOrFail(currencies, query.price_currency, 'price_currency', locale) ??
      currencies.get(await context.defaultCurrency()) ??
      currencies.get('USD');
    if (!priceCurrency) throw new ApiError(500, 'errors.internal');
    // Bounds are widened to whole cents so an ad priced exactly at a bound stays in.
    if (query.min_price !== undefined) minUsdCents = Math.floor(toUsdCents(query.min_price, priceCurrency));
    if (query.max_price !== undefined) maxUsdCents = Math.ceil(toUsdCents(query.max_price, priceCurrency));
  }

  return {
    q: query.q,
    // Category and place are resolved inside the search statement: an unknown slug simply matches nothing.
    categorySlug: category,
    locationSlug: query.location,
    minUsdCents,
    maxUsdCents,
    userId: query.user_id,
    boostedOnly: query.boosted === true,
    attributes: attributes && attributes.length > 0 ? attributes : undefined,
    sort: query.sort ?? 'relevance',
    page: query.page ?? 1,
    perPage: query.per_page ?? DEFAULT_PAGE_SIZE,
  };
}
