import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { MAX_PAGE, MAX_PRICE_FILTER, SEARCH_QUERY_MAX_LENGTH } from '@sokoni/contracts';
import { parseAdFilters, toAdListQuery, useAdFilters } from './use-ad-filters';

function renderFilters(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useAdFilters(), location: useLocation() }), { wrapper });
}

describe('useAdFilters', () => {
  it('builds a change on one made just before it, even before the page shows the first', () => {
    const { result } = renderFilters('/ads?q=toyota&page=4');
    // The same render's `update`, called twice: the second must not drop the first.
    const { update } = result.current;
    act(() => {
      update({ category: 'vehicles' });
      update({ sort: 'price_asc' });
    });
    expect(result.current.location.search).toBe('?q=toyota&category=vehicles&sort=price_asc');
  });

  it('starts from the shown query again after back/forward', () => {
    const { result } = renderFilters('/ads?q=toyota');
    act(() => result.current.update({ category: 'vehicles' }));
    expect(result.current.location.search).toBe('?q=toyota&category=vehicles');
    act(() => result.current.update({ q: undefined }));
    expect(result.current.location.search).toBe('?category=vehicles');
  });

  it('keeps a hand-edited link within the limits of the api query', () => {
    const filters = parseAdFilters(
      new URLSearchParams({
        q: 'x'.repeat(SEARCH_QUERY_MAX_LENGTH + 30),
        min_price: String(MAX_PRICE_FILTER * 10),
        max_price: String(MAX_PRICE_FILTER),
        page: String(MAX_PAGE + 1),
      }),
    );
    expect(filters.q).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    expect(filters.page).toBe(MAX_PAGE);
    expect(toAdListQuery(filters)).toMatchObject({ max_price: MAX_PRICE_FILTER });
    expect(toAdListQuery(filters).min_price).toBeUndefined();
  });
});
