import { formatDecimal, type SavedSearchQuery } from '@sokoni/contracts';

export interface SearchNames {
  /** Category name by slug. */
  categories: Map<string, string>;
  /** Place name by slug. */
  locations: Map<string, string>;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A saved search as one readable line: « tecno » · Téléphones · Kinshasa · 50 – 200 USD · Prix croissant. */
export function describeSearch(
  query: SavedSearchQuery,
  names: SearchNames,
  t: Translate,
  locale: string,
): string {
  const parts: string[] = [];
  if (query.q) parts.push(t('savedSearches.describe.words', { q: query.q }));
  if (query.category) parts.push(names.categories.get(query.category) ?? query.category);
  if (query.location) parts.push(names.locations.get(query.location) ?? query.location);
  const amount = (value: number) => formatDecimal(value, locale);
  const currency = query.currency ? ` ${query.currency}` : '';
  if (query.min_price !== undefined && query.max_price !== undefined)
    parts.push(`${amount(query.min_price)} – ${amount(query.max_price)}${currency}`);
  else if (query.min_price !== undefined)
    parts.push(t('savedSearches.describe.from', { price: `${amount(query.min_price)}${currency}` }));
  else if (query.max_price !== undefined)
    parts.push(t('savedSearches.describe.upTo', { price: `${amount(query.max_price)}${currency}` }));
  for (const [key, value] of Object.entries(query)) {
    if (key.startsWith('attr.')) parts.push(`${key.slice(5).replace(/_/g, ' ')} : ${value}`);
  }
  if (query.sort && query.sort !== 'relevance') parts.push(t(`savedSearches.sort.${query.sort}`));
  return parts.length > 0 ? parts.join(' · ') : t('savedSearches.describe.all');
}

/** The list address of a saved search, with its filters as the list reads them from the URL. */
export function searchHref(query: SavedSearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key === 'currency' ? 'price_currency' : key, String(value));
  }
  const text = params.toString();
  return text ? `/ads?${text}` : '/ads';
}
