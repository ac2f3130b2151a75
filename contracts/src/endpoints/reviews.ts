import { ErrorResponseSchema, IdParamSchema, MessageResponseSchema } from '../common';
import {
  CreateReviewRequestSchema,
  ReplyReviewRequestSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewSchema,
} from '../messaging';
import { endpoint } from './endpoint';

const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

/** Reviews of sellers by buyers who talked with them about an ad; the seller answers once. */
export const reviewEndpoints = {
  listSellerReviews: endpoint('listSellerReviews', {
    tags: ['reviews'],
    summary: "A seller's reviews, newest first, with the average rating",
    params: IdParamSchema,
    query: ReviewListQuerySchema,
    responses: { 200: ReviewListSchema, 404: ErrorResponseSchema },
  }),
  createReview: endpoint('createReview', {
    tags: ['reviews'],
    summary: 'Review a seller about an ad we talked about (once per ad)',
    params: IdParamSchema,
    body: CreateReviewRequestSchema,
    responses: { 201: ReviewSchema, ...errors },
  }),
  replyToReview: endpoint('replyToReview', {
    tags: ['reviews'],
    summary: 'The reviewed seller answers a review (once)',
    params: IdParamSchema,
    body: ReplyReviewRequestSchema,
    responses: { 200: ReviewSchema, ...errors },
  }),
  removeReview: endpoint('removeReview', {
    tags: ['reviews'],
    summary: 'Remove a review (administrators)',
    params: IdParamSchema,
    responses: { 200: MessageResponseSchema, ...errors },
  }),
};
