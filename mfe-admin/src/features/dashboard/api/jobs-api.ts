import type { AdminJobs } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** GET /api/admin/jobs: the background jobs every api instance shares, and their latest failures. */
export const jobsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminJobs: build.query<AdminJobs, void>({
      query: () => '/admin/jobs',
      providesTags: [{ type: 'Admin', id: 'JOBS' }],
    }),
  }),
});

export const { useGetAdminJobsQuery } = jobsApi;
