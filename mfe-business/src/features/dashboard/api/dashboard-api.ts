import type { BusinessAnalyticsPeriod } from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/**
 * The seller analytics of the dashboard. Its products (the seller's ads, their status and deletion) come from
 * the shared `myAdsApi` of `@sokoni/shared-ui`.
 */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBusinessAnalytics: build.query<ApiResult<'getBusinessAnalytics'>, BusinessAnalyticsPeriod>({
      query: (days) => apiRequest('getBusinessAnalytics', { query: { days } }),
      providesTags: [{ type: 'Business', id: 'ANALYTICS' }],
    }),
  }),
});

export const { useGetBusinessAnalyticsQuery } = dashboardApi;
