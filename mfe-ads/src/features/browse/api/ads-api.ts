import type { AdListQuery } from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** The ad search with the filters of the browse, category and location pages. */
export const adsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAds: build.query<ApiResult<'listAds'>, AdListQuery>({
      query: (query) => apiRequest('listAds', { query }),
      providesTags: (result) => [
        { type: 'Ad', id: 'LIST' },
        ...(result?.data.map((ad) => ({ type: 'Ad' as const, id: ad.id })) ?? []),
      ],
    }),
  }),
});

export const { useListAdsQuery } = adsApi;
