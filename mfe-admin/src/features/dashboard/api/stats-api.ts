import type { AdminStats } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** GET /api/admin/stats: the dashboard figures. */
export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => '/admin/stats',
      providesTags: [{ type: 'Admin', id: 'STATS' }],
    }),
  }),
});

export const { useGetAdminStatsQuery } = statsApi;
