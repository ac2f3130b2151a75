import { ErrorResponseSchema, IdParamSchema, MessageResponseSchema } from '../common';
import {
  CreateReviewRequestSchema,
  ReplyReviewRequestSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewSchema,
} from '../messaging';
import { endpoint } from './define';

const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

/** Reviews of sellers by buyers who talked with them about an ad; the seller answers once. */
export const reviewEndpoints = {
  listSellerReviews: endpoint({
    method: 'GET',
    path: '/users/:id/reviews',
    guard: 'public',
    tags: ['reviews'],
    summary: "A seller's reviews, newest first, with the average rating",
    params: IdParamSchema,
    query: ReviewListQuerySchema,
    responses: { 200: ReviewListSchema, 404: ErrorResponseSchema },
  }),
  createReview: endpoint({
    method: 'POST',
    path: '/users/:id/reviews',
    guard: 'user',
    tags: ['reviews'],
    summary: 'Review a seller about an ad we talked about (once per ad)',
    params: IdParamSchema,
    body: CreateReviewRequestSchema,
    responses: { 201: ReviewSchema, ...errors },
  }),
  replyToReview: endpoint({
    method: 'POST',
    path: '/reviews/:id/reply',
    guard: 'user',
    tags: ['reviews'],
    summary: 'The reviewed seller answers a review (once)',
    params: IdParamSchema,
    body: ReplyReviewRequestSchema,
    responses: { 200: ReviewSchema, ...errors },
  }),
  removeReview: endpoint({
    method: 'DELETE',
    path: '/admin/reviews/:id',
    guard: 'admin',
    tags: ['reviews'],
    summary: 'Remove a review (administrators)',
    params: IdParamSchema,
    responses: { 200: MessageResponseSchema, ...errors },
  }),
};
