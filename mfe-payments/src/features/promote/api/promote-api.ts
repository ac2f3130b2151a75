import type { Ad, CreatePaymentRequest, Payment, PromotionPlanListResponse } from '@sokoni/contracts';
import { apiRequest, baseApi } from '@sokoni/shared-ui';

export interface CreatePaymentArgs {
  body: CreatePaymentRequest;
  /** One key per attempt: a double tap or a retry after a lost answer reuses it and is charged once. */
  idempotencyKey: string;
}

/** The promotion plans, paying for a promotion and following the payment (the seller's ads: `useListMyAdsQuery`). */
export const promoteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Keyed by the reader's language: plan names, descriptions and features come in it. */
    listPromotionPlans: build.query<PromotionPlanListResponse, string>({
      query: () => apiRequest('listPromotionPlans'),
      providesTags: [{ type: 'PromotionPlan', id: 'LIST' }],
    }),
    getPromotedAd: build.query<Ad, number>({
      query: (id) => apiRequest('getAd', { params: { idOrSlug: String(id) } }),
      providesTags: (_result, _error, id) => [{ type: 'Ad', id }],
    }),
    createPayment: build.mutation<Payment, CreatePaymentArgs>({
      query: ({ body, idempotencyKey }) => ({
        ...apiRequest('createPayment', { body }),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: [{ type: 'Transaction', id: 'LIST' }],
    }),
    getPayment: build.query<Payment, string>({
      query: (id) => apiRequest('getPayment', { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Transaction', id }],
    }),
  }),
});

export const {
  useListPromotionPlansQuery,
  useGetPromotedAdQuery,
  useCreatePaymentMutation,
  useGetPaymentQuery,
} = promoteApi;
