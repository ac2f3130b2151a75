import { useMemo } from 'react';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';
import type { SearchNames } from '../components/describe-search';

/** Categories and places rarely change: kept for the visit (the same cache entries as the list's filters). */
const ONE_HOUR_S = 60 * 60;

const catalogNamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCategories: build.query<ApiResult<'listCategories'>, void>({
      query: () => apiRequest('listCategories'),
      providesTags: [{ type: 'Category', id: 'LIST' }],
      keepUnusedDataFor: ONE_HOUR_S,
    }),
    listLocations: build.query<ApiResult<'listLocations'>, void>({
      query: () => apiRequest('listLocations'),
      providesTags: [{ type: 'Location', id: 'LIST' }],
      keepUnusedDataFor: ONE_HOUR_S,
    }),
  }),
});

/** The names of categories and places by slug, for the readable text of saved searches. */
export function useSearchNames(): SearchNames {
  const { data: categories } = catalogNamesApi.useListCategoriesQuery();
  const { data: locations } = catalogNamesApi.useListLocationsQuery();
  return useMemo(() => {
    const byCategory = new Map<string, string>();
    for (const node of categories?.data ?? []) {
      byCategory.set(node.slug, node.name);
      for (const child of node.children) byCategory.set(child.slug, child.name);
    }
    const byLocation = new Map<string, string>(
      (locations?.data ?? []).map((place) => [place.slug, place.name]),
    );
    return { categories: byCategory, locations: byLocation };
  }, [categories, locations]);
}
