import type {
  AdminReportResolve,
  AdminReportResponse,
  AdminReportsQuery,
  AdminReportsResponse,
} from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** The reports queue under /api/admin/reports. */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listReports: build.query<AdminReportsResponse, AdminReportsQuery>({
      query: (params) => ({ url: '/admin/reports', params }),
      providesTags: [{ type: 'Admin', id: 'REPORTS' }],
    }),
    resolveReport: build.mutation<AdminReportResponse, { id: number } & AdminReportResolve>({
      query: ({ id, ...body }) => ({ url: `/admin/reports/${id}/resolve`, method: 'POST', body }),
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
