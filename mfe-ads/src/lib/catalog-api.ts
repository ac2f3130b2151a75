/** Categories and places: read by the browse filters and the ad form, so they live outside any one feature. */
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** Categories and places rarely change: keep them for the visit instead of refetching (data costs money). */
const ONE_HOUR_S = 60 * 60;

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCategories: build.query<ApiResult<'listCategories'>, void>({
      query: () => apiRequest('listCategories'),
      providesTags: [{ type: 'Category', id: 'LIST' }],
      keepUnusedDataFor: ONE_HOUR_S,
    }),
    getCategory: build.query<ApiResult<'getCategory'>, string>({
      query: (slug) => apiRequest('getCategory', { params: { slug } }),
      providesTags: (_result, _error, slug) => [{ type: 'Category', id: slug }],
      keepUnusedDataFor: ONE_HOUR_S,
    }),
    listLocations: build.query<ApiResult<'listLocations'>, void>({
      query: () => apiRequest('listLocations'),
      providesTags: [{ type: 'Location', id: 'LIST' }],
      keepUnusedDataFor: ONE_HOUR_S,
    }),
    getLocation: build.query<ApiResult<'getLocation'>, string>({
      query: (slug) => apiRequest('getLocation', { params: { slug } }),
      providesTags: (_result, _error, slug) => [{ type: 'Location', id: slug }],
      keepUnusedDataFor: ONE_HOUR_S,
    }),
  }),
});

export const { useListCategoriesQuery, useGetCategoryQuery, useListLocationsQuery, useGetLocationQuery } =
  catalogApi;
