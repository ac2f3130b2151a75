/** Categories and places: read by the browse filters and the ad form, so they live outside any one feature. */
import type { CategoryDetail, CategoryListResponse, Location, LocationListResponse } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** Categories and places rarely change: keep them for the visit instead of refetching (data costs money). */
const ONE_HOUR_S = 60 * 60;

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCategories: build.query<CategoryListResponse, void>({
      query: () => '/categories',
      providesTags: [{ type: 'Category', id: 'LIST' }],
      keepUnusedDataFor: ONE_HOUR_S,
    }),
    getCategory: build.query<CategoryDetail, string>({
      query: (slug) => `/categories/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Category', id: slug }],
      keepUnusedDataFor: ONE_HOUR_S,
    }),
    listLocations: build.query<LocationListResponse, void>({
      query: () => '/locations',
      providesTags: [{ type: 'Location', id: 'LIST' }],
      keepUnusedDataFor: ONE_HOUR_S,
    }),
    getLocation: build.query<Location, string>({
      query: (slug) => `/locations/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Location', id: slug }],
      keepUnusedDataFor: ONE_HOUR_S,
    }),
  }),
});

export const { useListCategoriesQuery, useGetCategoryQuery, useListLocationsQuery, useGetLocationQuery } = catalogApi;
