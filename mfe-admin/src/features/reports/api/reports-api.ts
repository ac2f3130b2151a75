import type {
  AdminReportResolve,
  AdminReportResponse,
  AdminReportsQuery,
  AdminReportsResponse,
} from '@sokoni/contracts';
import { apiRequest, baseApi } from '@sokoni/shared-ui';

/** The reports queue: read, then dismiss, remove the ad or suspend the seller. */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listReports: build.query<AdminReportsResponse, AdminReportsQuery>({
      query: (query) => apiRequest('listReports', { query }),
      providesTags: [{ type: 'Admin', id: 'REPORTS' }],
    }),
    resolveReport: build.mutation<AdminReportResponse, { id: number } & AdminReportResolve>({
      query: ({ id, ...body }) => apiRequest('resolveReport', { params: { id }, body }),
      invalidatesTags: [
        { type: 'Admin', id: 'REPORTS' },
        { type: 'Admin', id: 'STATS' },
        { type: 'Ad', id: 'LIST' },
        { type: 'User', id: 'LIST' },
      ],
    }),
  }),
});

export const { useListReportsQuery, useResolveReportMutation } = reportsApi;
