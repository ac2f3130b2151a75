import type {
  AdminAdResponse,
  AdminAdsQuery,
  AdminAdsResponse,
  MessageResponse,
  PendingAdsQuery,
  PendingAdsResponse,
} from '@sokoni/contracts';
import { apiRequest, baseApi } from '@sokoni/shared-ui';

/** The review queue and every ad: approve, reject or remove with a reason. */
export const moderationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPendingAds: build.query<PendingAdsResponse, PendingAdsQuery>({
      query: (query) => apiRequest('listPendingAds', { query }),
      providesTags: [{ type: 'Admin', id: 'PENDING' }],
    }),
    listAdminAds: build.query<AdminAdsResponse, AdminAdsQuery>({
      query: (query) => apiRequest('listAdminAds', { query }),
      providesTags: (result) => [
        { type: 'Ad', id: 'LIST' },
        ...(result?.data.map((ad) => ({ type: 'Ad' as const, id: ad.id })) ?? []),
      ],
    }),
    approveAd: build.mutation<AdminAdResponse, { id: number }>({
      query: ({ id }) => apiRequest('approveAd', { params: { id } }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Ad', id },
        { type: 'Ad', id: 'LIST' },
        { type: 'Admin', id: 'STATS' },
      ],
    }),
    rejectAd: build.mutation<AdminAdResponse, { id: number; reason: string }>({
      query: ({ id, reason }) => apiRequest('rejectAd', { params: { id }, body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Ad', id },
        { type: 'Ad', id: 'LIST' },
        { type: 'Admin', id: 'STATS' },
      ],
    }),
    deleteAdminAd: build.mutation<MessageResponse, { id: number; reason: string }>({
      query: ({ id, reason }) => apiRequest('removeAd', { params: { id }, body: { reason } }),
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
