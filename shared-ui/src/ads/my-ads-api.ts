import type { Ad, AdStatusChangeRequest, MyAdsQuery } from '@sokoni/contracts';
import { baseApi } from '../kernel/base-api';
import { apiRequest, type ApiResult } from '../kernel/endpoint-request';

export interface ChangeStatusArgs extends AdStatusChangeRequest {
  ad: Ad;
}

/** Every cached page of the seller's ads that shows the ad, for optimistic changes. */
function cachedPagesWith(state: unknown, id: number): MyAdsQuery[] {
  return myAdsApi.util
    .selectInvalidatedBy(state as never, [{ type: 'MyAds', id }])
    .filter((entry) => entry.endpointName === 'listMyAds')
    .map((entry) => entry.originalArgs as MyAdsQuery);
}

/**
 * The seller's own ads (My Ads, the business dashboard, the profile, the ads to promote), their status changes
 * and deletion: one declaration shared by every remote, so they share one cache.
 */
export const myAdsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listMyAds: build.query<ApiResult<'listMyAds'>, MyAdsQuery>({
      query: (query) => apiRequest('listMyAds', { query }),
      providesTags: (result) => [
        { type: 'MyAds', id: 'LIST' },
        ...(result?.data.map((ad) => ({ type: 'MyAds' as const, id: ad.id })) ?? []),
      ],
    }),
    /** The badge and the actions change at once; the counts and tabs catch up when the lists refetch. */
    updateAdStatus: build.mutation<ApiResult<'changeAdStatus'>, ChangeStatusArgs>({
      query: ({ ad, status }) =>
        apiRequest('changeAdStatus', { params: { idOrSlug: String(ad.id) }, body: { status } }),
      async onQueryStarted({ ad, status }, { dispatch, getState, queryFulfilled }) {
        const patches = cachedPagesWith(getState(), ad.id).map((args) =>
          dispatch(
            myAdsApi.util.updateQueryData('listMyAds', args, (draft) => {
              const row = draft.data.find((item) => item.id === ad.id);
              if (row) row.status = status;
            }),
          ),
        );
        try {
          const { data } = await queryFulfilled;
          for (const args of cachedPagesWith(getState(), ad.id)) {
            dispatch(
              myAdsApi.util.updateQueryData('listMyAds', args, (draft) => {
                const index = draft.data.findIndex((item) => item.id === ad.id);
                if (index >= 0) draft.data[index] = data;
              }),
            );
          }
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: (result, _error, { ad }) =>
        result
          ? [
              { type: 'MyAds', id: 'LIST' },
              { type: 'Ad', id: ad.id },
              { type: 'Ad', id: 'LIST' },
            ]
          : [],
    }),
    deleteAd: build.mutation<ApiResult<'deleteAd'>, Ad>({
      query: (ad) => apiRequest('deleteAd', { params: { idOrSlug: String(ad.id) } }),
      async onQueryStarted(ad, { dispatch, getState, queryFulfilled }) {
        const patches = cachedPagesWith(getState(), ad.id).map((args) =>
          dispatch(
            myAdsApi.util.updateQueryData('listMyAds', args, (draft) => {
              draft.data = draft.data.filter((item) => item.id !== ad.id);
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: (result, _error, ad) =>
        result
          ? [
              { type: 'MyAds', id: 'LIST' },
              { type: 'Ad', id: ad.id },
              { type: 'Ad', id: 'LIST' },
              { type: 'Favorite', id: 'LIST' },
            ]
          : [],
    }),
  }),
});

export const { useListMyAdsQuery, useUpdateAdStatusMutation, useDeleteAdMutation } = myAdsApi;
