import type { BusinessAnalyticsPeriod } from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/**
 * The seller analytics of the dashboard and what each product's boost changed. Its products (the seller's ads, their status and deletion) come from
 * the shared `myAdsApi` of `@sokoni/shared-ui`.
 */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBusinessAnalytics: build.query<ApiResult<'getBusinessAnalytics'>, BusinessAnalyticsPeriod>({
      query: (days) => apiRequest('getBusinessAnalytics', { query: { days } }),
      providesTags: [{ type: 'Business', id: 'ANALYTICS' }],
    }),
    /** The latest boost of each ad of one page of products, against the days before it (`adIds`: "3,7,12"). */
    getBoostEffects: build.query<ApiResult<'getBoostEffects'>, string>({
      query: (adIds) => apiRequest('getBoostEffects', { query: { ad_ids: adIds } }),
      providesTags: [{ type: 'Business', id: 'ANALYTICS' }],
    }),
  }),
});

export const { useGetBoostEffectsQuery, useGetBusinessAnalyticsQuery } = dashboardApi;
