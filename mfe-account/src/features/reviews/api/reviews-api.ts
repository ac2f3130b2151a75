import type { Review, ReviewList } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

export interface SellerReviewsArgs {
  sellerId: number;
  page: number;
}

/** A seller's reviews (GET /api/users/{id}/reviews) and the seller's one reply (POST /api/reviews/{id}/reply). */
export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSellerReviews: build.query<ReviewList, SellerReviewsArgs>({
      query: ({ sellerId, page }) => ({
        url: `/users/${sellerId}/reviews`,
        params: page > 1 ? { page } : undefined,
      }),
      providesTags: (_result, _error, { sellerId }) => [{ type: 'Review', id: sellerId }],
    }),
    replyToReview: build.mutation<Review, { reviewId: number; sellerId: number; reply: string }>({
      query: ({ reviewId, reply }) => ({
        url: `/reviews/${reviewId}/reply`,
        method: 'POST',
        body: { reply },
      }),
      invalidatesTags: (_result, _error, { sellerId }) => [{ type: 'Review', id: sellerId }],
    }),
  }),
});

export const { useGetSellerReviewsQuery, useReplyToReviewMutation } = reviewsApi;
