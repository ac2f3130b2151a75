import type {
  AdminAdResponse,
  AdminAdsQuery,
  AdminAdsResponse,
  MessageResponse,
  PendingAdsQuery,
  PendingAdsResponse,
} from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** The review queue and every ad (GET/POST/DELETE /api/admin/ads…). */
export const moderationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPendingAds: build.query<PendingAdsResponse, PendingAdsQuery>({
      query: (params) => ({ url: '/admin/ads/pending', params }),
      providesTags: [{ type: 'Admin', id: 'PENDING' }],
    }),
    listAdminAds: build.query<AdminAdsResponse, AdminAdsQuery>({
      query: (params) => ({ url: '/admin/ads', params }),
      providesTags: (result) => [
        { type: 'Ad', id: 'LIST' },
        ...(result?.data.map((ad) => ({ type: 'Ad' as const, id: ad.id })) ?? []),
      ],
    }),
    approveAd: build.mutation<AdminAdResponse, { id: number }>({
      query: ({ id }) => ({ url: `/admin/ads/${id}/approve`, method: 'POST' }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Ad', id }, { type: 'Ad', id: 'LIST' }, { type: 'Admin', id: 'STATS' }],
    }),
    rejectAd: build.mutation<AdminAdResponse, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin/ads/${id}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Ad', id }, { type: 'Ad', id: 'LIST' }, { type: 'Admin', id: 'STATS' }],
    }),
    deleteAdminAd: build.mutation<MessageResponse, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin/ads/${id}`, method: 'DELETE', body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Ad', id },
        { type: 'Ad', id: 'LIST' },
        { type: 'Admin', id: 'PENDING' },
        { type: 'Admin', id: 'STATS' },
      ],
    }),
  }),
});

export const {
  useListPendingAdsQuery,
  useListAdminAdsQuery,
  useApproveAdMutation,
  useRejectAdMutation,
  useDeleteAdminAdMutation,
} = moderationApi;
