import type {
  Ad,
  AdStatusChangeRequest,
  BusinessAnalytics,
  BusinessAnalyticsPeriod,
  DeleteAdResponse,
  MyAdsQuery,
  MyAdsResponse,
} from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/**
 * The dashboard's products: GET /api/my-ads (every status the table shows), PATCH /api/ads/{id}/status and
 * DELETE /api/ads/{id}; the seller analytics. Endpoint names are the business remote's own, so they never
 * collide with My Ads' in the shared api.
 */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listBusinessProducts: build.query<MyAdsResponse, MyAdsQuery>({
      query: (params) => ({ url: '/my-ads', params }),
      providesTags: (result) => [
        { type: 'MyAds', id: 'LIST' },
        ...(result?.data.map((ad) => ({ type: 'MyAds' as const, id: ad.id })) ?? []),
      ],
    }),
    /** The row is replaced by the ad the server returns. */
    updateBusinessProductStatus: build.mutation<Ad, AdStatusChangeRequest & { ad: Ad }>({
      query: ({ ad, status }) => ({ url: `/ads/${ad.id}/status`, method: 'PATCH', body: { status } }),
      async onQueryStarted({ ad }, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const entries = dashboardApi.util
            .selectInvalidatedBy(getState() as never, [{ type: 'MyAds', id: ad.id }])
            .filter((entry) => entry.endpointName === 'listBusinessProducts');
          for (const entry of entries) {
            dispatch(
              dashboardApi.util.updateQueryData('listBusinessProducts', entry.originalArgs as MyAdsQuery, (draft) => {
                const index = draft.data.findIndex((item) => item.id === ad.id);
                if (index >= 0) draft.data[index] = data;
              }),
            );
          }
        } catch {
          // The page shows the failure; the row keeps its state.
        }
      },
      invalidatesTags: (result, _error, { ad }) => (result ? [{ type: 'Ad', id: ad.id }, { type: 'Ad', id: 'LIST' }] : []),
    }),
    deleteBusinessProduct: build.mutation<DeleteAdResponse, Ad>({
      query: (ad) => ({ url: `/ads/${ad.id}`, method: 'DELETE' }),
      invalidatesTags: (result, _error, ad) =>
        result
          ? [
              { type: 'MyAds', id: 'LIST' },
              { type: 'Ad', id: ad.id },
              { type: 'Ad', id: 'LIST' },
            ]
          : [],
    }),
    getBusinessAnalytics: build.query<BusinessAnalytics, BusinessAnalyticsPeriod>({
      query: (days) => ({ url: '/my-business/analytics', params: { days } }),
      providesTags: [{ type: 'Business', id: 'ANALYTICS' }],
    }),
  }),
});

export const {
  useListBusinessProductsQuery,
  useUpdateBusinessProductStatusMutation,
  useDeleteBusinessProductMutation,
  useGetBusinessAnalyticsQuery,
} = dashboardApi;
