import type {
  ContactSellerRequest,
  ContactSellerResponse,
  CreateReportRequest,
  CreateReportResponse,
} from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** Writing to the seller and reporting the ad, from the ad page. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contactSeller: build.mutation<ContactSellerResponse, ContactSellerRequest & { adId: number }>({
      query: ({ adId, ...body }) => ({ url: `/ads/${adId}/contact`, method: 'POST', body }),
      invalidatesTags: [
        { type: 'Conversation', id: 'LIST' },
        { type: 'Statistics', id: 'ME' },
      ],
    }),
    createReport: build.mutation<CreateReportResponse, CreateReportRequest & { adId: number }>({
      query: ({ adId, ...body }) => ({ url: `/ads/${adId}/reports`, method: 'POST', body }),
    }),
  }),
});

export const { useContactSellerMutation, useCreateReportMutation } = contactApi;
