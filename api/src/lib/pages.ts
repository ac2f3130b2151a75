import type { PaginatedList } from '@sokoni/contracts';

/** The number of the last page of `total` items shown `perPage` at a time: 1 when there are none. */
export const lastPage = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/** The list envelope of every paginated answer: one page of items and where it stands among all of them. */
export function pageOf<T>(data: T[], page: number, perPage: number, total: number): PaginatedList<T> {
  return { data, current_page: page, last_page: lastPage(total, perPage), per_page: perPage, total };
}
