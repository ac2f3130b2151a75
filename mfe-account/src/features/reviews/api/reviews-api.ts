import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

export interface SellerReviewsArgs {
  sellerId: number;
  page: number;
}

/** A seller's reviews and the seller's one reply to a review. */
export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSellerReviews: build.query<ApiResult<'listSellerReviews'>, SellerReviewsArgs>({
      query: ({ sellerId, page }) =>
        apiRequest('listSellerReviews', {
          params: { id: sellerId },
          query: page > 1 ? { page } : undefined,
        }),
      providesTags: (_result, _error, { sellerId }) => [{ type: 'Review', id: sellerId }],
    }),
    replyToReview: build.mutation<
      ApiResult<'replyToReview'>,
      { reviewId: number; sellerId: number; reply: string }
    >({
      query: ({ reviewId, reply }) =>
        apiRequest('replyToReview', { params: { id: reviewId }, body: { reply } }),
      invalidatesTags: (_result, _error, { sellerId }) => [{ type: 'Review', id: sellerId }],
    }),
  }),
});

export const { useGetSellerReviewsQuery, useReplyToReviewMutation } = reviewsApi;
