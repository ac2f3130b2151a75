import type { EndpointAddress } from './define';

/**
 * The address and guard of every api endpoint, by name: the one place a path is written. Each has its schemas
 * in the domain file beside this one (`API_ENDPOINTS`); the front end reads only this table.
 */
export const API_PATHS = {
  // Ads
  listAds: { method: 'GET', path: '/ads', guard: 'optional' },
  getAd: { method: 'GET', path: '/ads/:idOrSlug', guard: 'optional' },
  reportAd: { method: 'POST', path: '/ads/:idOrSlug/reports', guard: 'user' },
  // Catalog
  getSettings: { method: 'GET', path: '/settings', guard: 'public' },
  listCategories: { method: 'GET', path: '/categories', guard: 'public' },
  getCategory: { method: 'GET', path: '/categories/:slug', guard: 'public' },
  listLocations: { method: 'GET', path: '/locations', guard: 'public' },
  getLocation: { method: 'GET', path: '/locations/:slug', guard: 'public' },
  listCurrencies: { method: 'GET', path: '/currencies', guard: 'public' },
  // Conversations
  contactSeller: { method: 'POST', path: '/ads/:idOrSlug/contact', guard: 'user' },
  listConversations: { method: 'GET', path: '/conversations', guard: 'user' },
  getUnreadCount: { method: 'GET', path: '/conversations/unread-count', guard: 'user' },
  getConversation: { method: 'GET', path: '/conversations/:id', guard: 'user' },
  sendMessage: { method: 'POST', path: '/conversations/:id/messages', guard: 'user' },
  archiveConversation: { method: 'PATCH', path: '/conversations/:id', guard: 'user' },
  deleteMessage: { method: 'DELETE', path: '/conversations/:id/messages/:messageId', guard: 'user' },
  streamEvents: { method: 'GET', path: '/events/stream', guard: 'user' },
  // Development mailbox
  listDevMails: { method: 'GET', path: '/dev/mailbox', guard: 'public', developmentOnly: true },
  getDevMail: { method: 'GET', path: '/dev/mailbox/:id', guard: 'public', developmentOnly: true },
  // Reviews
  listSellerReviews: { method: 'GET', path: '/users/:id/reviews', guard: 'public' },
  createReview: { method: 'POST', path: '/users/:id/reviews', guard: 'user' },
  replyToReview: { method: 'POST', path: '/reviews/:id/reply', guard: 'user' },
  removeReview: { method: 'DELETE', path: '/admin/reviews/:id', guard: 'admin' },
  // Site
  getSiteStats: { method: 'GET', path: '/stats', guard: 'public' },
  sendContactMessage: { method: 'POST', path: '/contact', guard: 'public' },
  // System
  getHealth: { method: 'GET', path: '/health', guard: 'public' },
  getReadiness: { method: 'GET', path: '/ready', guard: 'public' },
  // Users
  getSellerCard: { method: 'GET', path: '/users/:id', guard: 'optional' },
} as const satisfies Record<string, EndpointAddress>;

export type ApiEndpointName = keyof typeof API_PATHS;
