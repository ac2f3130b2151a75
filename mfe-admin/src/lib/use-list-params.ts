import { useSearchParams } from 'react-router-dom';

/** What a paginated admin list keeps in its URL: the page and its filters. */
export interface ListParams {
  params: URLSearchParams;
  /** The page asked for, 1 when absent or not a number. */
  page: number;
  /** Sets (or, when empty, removes) filters and goes back to the first page. */
  apply: (changes: Record<string, string | undefined>) => void;
  /** The address of another page of the same list, filters kept. */
  hrefFor: (page: number) => string;
  /** A filter kept in the URL under `name`: one of `allowed`, else `fallback` (or none). */
  filter: {
    <T extends string>(name: string, allowed: readonly T[]): UrlFilter<T | undefined>;
    <T extends string>(name: string, allowed: readonly T[], fallback: T): UrlFilter<T>;
  };
}

/** A list filter read from the URL, and what its select needs to change it (FilterSelect's props). */
export interface UrlFilter<Value> {
  value: Value;
  select: {
    /** The option shown: the filter, or `unset`. */
    value: string;
    /** The option that stands for no filter in the URL (the fallback, or the empty option). */
    unset: string;
    onChange: (value: string | undefined) => void;
  };
}

/** The page and filters of an admin list at `base` (e.g. `/admin/users`), read from and written to the URL. */
export function useListParams(base: string): ListParams {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const apply = (changes: Record<string, string | undefined>) => {
    const copy = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) copy.set(key, value);
      else copy.delete(key);
    }
    copy.delete('page');
    setParams(copy);
  };
  const hrefFor = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    const query = copy.toString();
    return query ? `${base}?${query}` : base;
  };
  const filter = <T extends string>(name: string, allowed: readonly T[], fallback?: T) => {
    const raw = params.get(name) ?? '';
    const value = (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
    const unset = fallback ?? '';
    const onChange = (next?: string) => apply({ [name]: next });
    return { value, select: { value: value ?? unset, unset, onChange } };
  };
  return { params, page, apply, hrefFor, filter: filter as ListParams['filter'] };
}
