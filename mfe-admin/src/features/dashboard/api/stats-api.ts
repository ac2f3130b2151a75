import type { AdminStats } from '@sokoni/contracts';
import { apiRequest, baseApi } from '@sokoni/shared-ui';

/** The dashboard figures. */
export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => apiRequest('getAdminStats'),
      providesTags: [{ type: 'Admin', id: 'STATS' }],
    }),
  }),
});

export const { useGetAdminStatsQuery } = statsApi;
