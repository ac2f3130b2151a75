import type { EndpointAddress } from './define';

/**
 * The address and guard of every api endpoint, by name: the one place a path is written. Each has its schemas
 * in the domain file beside this one (`API_ENDPOINTS`); the front end reads only this table.
 */
export const API_PATHS = {
  // Reviews
  listSellerReviews: { method: 'GET', path: '/users/:id/reviews', guard: 'public' },
  createReview: { method: 'POST', path: '/users/:id/reviews', guard: 'user' },
  replyToReview: { method: 'POST', path: '/reviews/:id/reply', guard: 'user' },
  removeReview: { method: 'DELETE', path: '/admin/reviews/:id', guard: 'admin' },
} as const satisfies Record<string, EndpointAddress>;

export type ApiEndpointName = keyof typeof API_PATHS;
