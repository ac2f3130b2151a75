import type { AdminJobs } from '@sokoni/contracts';
import { apiRequest, baseApi } from '@sokoni/shared-ui';

/** The background jobs every api instance shares, and their latest failures. */
export const jobsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminJobs: build.query<AdminJobs, void>({
      query: () => apiRequest('getAdminJobs'),
      providesTags: [{ type: 'Admin', id: 'JOBS' }],
    }),
  }),
});

export const { useGetAdminJobsQuery } = jobsApi;
