import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  AD_SORTS,
  ATTRIBUTE_FILTER_PREFIX,
  ATTRIBUTE_TEXT_MAX_LENGTH,
  FILTER_SLUG_MAX_LENGTH,
  MAX_PAGE,
  MAX_PRICE_FILTER,
  SEARCH_QUERY_MAX_LENGTH,
  type AdListQuery,
  type AdSort,
} from '@sokoni/contracts';

/** The filters a visitor can set, all held in the URL so a search can be shared and back/forward works. */
export interface AdFilters {
  q?: string;
  category?: string;
  location?: string;
  min_price?: number;
  max_price?: number;
  price_currency?: string;
  sort?: AdSort;
  page: number;
  /** The category's field filters by parameter name (`attr.make`, `attr.year_min`), kept with a category only. */
  attributes: Record<string, string>;
}

export const FILTER_KEYS = ['q', 'category', 'location', 'min_price', 'max_price', 'price_currency', 'sort', 'page'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** A category field filter's parameter: `attr.` then a field key, maybe with `_min` or `_max`. */
const ATTRIBUTE_PARAM = /^attr\.[a-z][a-z0-9_]{0,33}$/;

function text(value: string | null, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

function amount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && number <= MAX_PRICE_FILTER ? number : undefined;
}

/**
 * Reads filters from a query string within the limits of the api's query (contracts); anything malformed or out of
 * bounds (a hand-edited link) is ignored rather than sent.
 */
export function parseAdFilters(params: URLSearchParams): AdFilters {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const currency = params.get('price_currency')?.toUpperCase();
  return {
    q: text(params.get('q'), SEARCH_QUERY_MAX_LENGTH),
    category: text(params.get('category'), FILTER_SLUG_MAX_LENGTH),
    location: text(params.get('location'), FILTER_SLUG_MAX_LENGTH),
    min_price: amount(params.get('min_price')),
    max_price: amount(params.get('max_price')),
    price_currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : undefined,
    sort: (AD_SORTS as readonly string[]).includes(sort ?? '') ? (sort as AdSort) : undefined,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    attributes: Object.fromEntries(
      [...params.entries()]
        .filter(([name, value]) => ATTRIBUTE_PARAM.test(name) && value.trim() !== '')
        .map(([name, value]) => [name, value.trim().slice(0, ATTRIBUTE_TEXT_MAX_LENGTH)]),
    ),
  };
}

/** The api query for these filters (the price currency only travels with a price bound). */
export function toAdListQuery(filters: AdFilters): AdListQuery {
  const query: AdListQuery = {};
  if (filters.q) query.q = filters.q;
  if (filters.category) query.category = filters.category;
  if (filters.location) query.location = filters.location;
  if (filters.min_price !== undefined) query.min_price = filters.min_price;
  if (filters.max_price !== undefined) query.max_price = filters.max_price;
  if (filters.price_currency && (filters.min_price !== undefined || filters.max_price !== undefined)) {
    query.price_currency = filters.price_currency;
  }
  if (filters.sort) query.sort = filters.sort;
  if (filters.page > 1) query.page = filters.page;
  // Field filters belong to a category: without one the api would refuse them.
  if (filters.category) Object.assign(query, filters.attributes);
  return query;
}

export type FilterChanges = Partial<Record<FilterKey | `attr.${string}`, string | number | undefined>>;

/**
 * The query string a filter change has navigated to but the page has not rendered yet. The router renders a
 * navigation in a transition, so on a slow phone a second change (the sort, right after the category) can come
 * before the first is on screen; it must build on the first, not on the query the page still shows.
 */
let pendingQuery: { pathname: string; search: string } | null = null;

export function useAdFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => parseAdFilters(searchParams), [searchParams]);

  // Once a query is on screen (the change itself, back/forward, a link), nothing is pending any more.
  useLayoutEffect(() => {
    pendingQuery = null;
  }, [pathname, searchParams]);

  /** Applies changes; any change but a page change goes back to page 1. */
  const update = useCallback(
    (changes: FilterChanges) => {
      setSearchParams((current) => {
        const base = pendingQuery?.pathname === pathname ? new URLSearchParams(pendingQuery.search) : current;
        const next = new URLSearchParams(base);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes) || changes.page === 1) next.delete('page');
        // Another category has other fields: its filters go.
        if ('category' in changes && changes.category !== base.get('category'))
          for (const name of [...next.keys()])
            if (name.startsWith(ATTRIBUTE_FILTER_PREFIX) && !(name in changes)) next.delete(name);
        pendingQuery = { pathname, search: next.toString() };
        return next;
      });
    },
    [pathname, setSearchParams],
  );

  const reset = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  const pageHref = useCallback(
    (page: number) => {
      const next = new URLSearchParams(searchParams);
      if (page <= 1) next.delete('page');
      else next.set('page', String(page));
      const qs = next.toString();
      return qs ? `${pathname}?${qs}` : pathname;
    },
    [pathname, searchParams],
  );

  return { filters, update, reset, pageHref };
}
