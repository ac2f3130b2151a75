import type { AdListQuery, AdListResponse } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** GET /api/ads with the filters of the browse, category and location pages. */
export const adsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAds: build.query<AdListResponse, AdListQuery>({
      query: (params) => ({ url: '/ads', params }),
      providesTags: (result) => [
        { type: 'Ad', id: 'LIST' },
        ...(result?.data.map((ad) => ({ type: 'Ad' as const, id: ad.id })) ?? []),
      ],
    }),
  }),
});

export const { useListAdsQuery } = adsApi;
