import type {
  Ad,
  AdStatusChangeRequest,
  DeleteAdResponse,
  MyAdsQuery,
  MyAdsResponse,
} from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

export interface ChangeStatusArgs extends AdStatusChangeRequest {
  ad: Ad;
}

/** Every cached My Ads page that shows the ad, for optimistic changes. */
function cachedPagesWith(state: unknown, id: number): MyAdsQuery[] {
  return myAdsApi.util
    .selectInvalidatedBy(state as never, [{ type: 'MyAds', id }])
    .filter((entry) => entry.endpointName === 'listMyAds')
    .map((entry) => entry.originalArgs as MyAdsQuery);
}

/** GET /api/my-ads, PATCH /api/ads/{id}/status, DELETE /api/ads/{id}. */
export const myAdsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listMyAds: build.query<MyAdsResponse, MyAdsQuery>({
      query: (params) => ({ url: '/my-ads', params }),
      providesTags: (result) => [
        { type: 'MyAds', id: 'LIST' },
        ...(result?.data.map((ad) => ({ type: 'MyAds' as const, id: ad.id })) ?? []),
      ],
    }),
    /** The badge and the actions change at once; the counts and tabs catch up when the lists refetch. */
    updateAdStatus: build.mutation<Ad, ChangeStatusArgs>({
      query: ({ ad, status }) => ({ url: `/ads/${ad.id}/status`, method: 'PATCH', body: { status } }),
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
    deleteAd: build.mutation<DeleteAdResponse, Ad>({
      query: (ad) => ({ url: `/ads/${ad.id}`, method: 'DELETE' }),
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
