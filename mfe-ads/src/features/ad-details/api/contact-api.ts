import type { ContactSellerRequest, CreateReportRequest } from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** Writing to the seller and reporting the ad, from the ad page. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contactSeller: build.mutation<ApiResult<'contactSeller'>, ContactSellerRequest & { adId: number }>({
      query: ({ adId, ...body }) => apiRequest('contactSeller', { params: { idOrSlug: String(adId) }, body }),
      invalidatesTags: [
        { type: 'Conversation', id: 'LIST' },
        { type: 'Statistics', id: 'ME' },
      ],
    }),
    /** The seller's number, revealed by a tap (and counted); never in the page the server wrote. */
    revealAdPhone: build.mutation<ApiResult<'revealAdPhone'>, number>({
      query: (adId) => apiRequest('revealAdPhone', { params: { idOrSlug: String(adId) } }),
    }),
    createReport: build.mutation<ApiResult<'reportAd'>, CreateReportRequest & { adId: number }>({
      query: ({ adId, ...body }) => apiRequest('reportAd', { params: { idOrSlug: String(adId) }, body }),
    }),
  }),
});

export const { useContactSellerMutation, useCreateReportMutation, useRevealAdPhoneMutation } = contactApi;
