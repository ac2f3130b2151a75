import type { EndpointAddress } from './define';

/**
 * The address and guard of every api endpoint, by name: the one place a path is written. Each has its schemas
 * in the domain file beside this one (`API_ENDPOINTS`); the front end reads only this table.
 */
export const API_PATHS = {
  // Admin
  getAdminStats: { method: 'GET', path: '/admin/stats', guard: 'admin' },
  getAdminJobs: { method: 'GET', path: '/admin/jobs', guard: 'admin' },
  getAdminSettings: { method: 'GET', path: '/admin/settings', guard: 'admin' },
  updateSettings: { method: 'POST', path: '/admin/settings', guard: 'admin' },
  listAuditLog: { method: 'GET', path: '/admin/audit-log', guard: 'admin' },
  listAdminTranslations: { method: 'GET', path: '/admin/translations', guard: 'admin' },
  saveTranslation: { method: 'PUT', path: '/admin/translations', guard: 'admin' },
  getTranslationGroup: { method: 'GET', path: '/translations/:locale/:group', guard: 'public' },
  getTranslations: { method: 'GET', path: '/translations/:locale', guard: 'public' },
  listPendingAds: { method: 'GET', path: '/admin/ads/pending', guard: 'admin' },
  listAdminAds: { method: 'GET', path: '/admin/ads', guard: 'admin' },
  approveAd: { method: 'POST', path: '/admin/ads/:id/approve', guard: 'admin' },
  rejectAd: { method: 'POST', path: '/admin/ads/:id/reject', guard: 'admin' },
  removeAd: { method: 'DELETE', path: '/admin/ads/:id', guard: 'admin' },
  listUsers: { method: 'GET', path: '/admin/users', guard: 'admin' },
  editUser: { method: 'PUT', path: '/admin/users/:id', guard: 'admin' },
  banUser: { method: 'POST', path: '/admin/users/:id/ban', guard: 'admin' },
  unbanUser: { method: 'POST', path: '/admin/users/:id/unban', guard: 'admin' },
  trustUser: { method: 'POST', path: '/admin/users/:id/trust', guard: 'admin' },
  untrustUser: { method: 'POST', path: '/admin/users/:id/untrust', guard: 'admin' },
  grantAdmin: { method: 'POST', path: '/admin/users/:id/admin', guard: 'admin' },
  revokeAdmin: { method: 'POST', path: '/admin/users/:id/revoke-admin', guard: 'admin' },
  deleteUser: { method: 'DELETE', path: '/admin/users/:id', guard: 'admin' },
  listReports: { method: 'GET', path: '/admin/reports', guard: 'admin' },
  resolveReport: { method: 'POST', path: '/admin/reports/:id/resolve', guard: 'admin' },
  // Admin reference data
  listAdminCurrencies: { method: 'GET', path: '/admin/currencies', guard: 'admin' },
  createCurrency: { method: 'POST', path: '/admin/currencies', guard: 'admin' },
  updateCurrency: { method: 'PUT', path: '/admin/currencies/:code', guard: 'admin' },
  setBaseCurrency: { method: 'POST', path: '/admin/currencies/:code/base', guard: 'admin' },
  deleteCurrency: { method: 'DELETE', path: '/admin/currencies/:code', guard: 'admin' },
  listAdminLanguages: { method: 'GET', path: '/admin/languages', guard: 'admin' },
  activateLanguage: { method: 'POST', path: '/admin/languages/:code/activate', guard: 'admin' },
  deactivateLanguage: { method: 'POST', path: '/admin/languages/:code/deactivate', guard: 'admin' },
  listAdminPromotionPlans: { method: 'GET', path: '/admin/promotion-plans', guard: 'admin' },
  createPromotionPlan: { method: 'POST', path: '/admin/promotion-plans', guard: 'admin' },
  updatePromotionPlan: { method: 'PUT', path: '/admin/promotion-plans/:id', guard: 'admin' },
  deletePromotionPlan: { method: 'DELETE', path: '/admin/promotion-plans/:id', guard: 'admin' },
  listAdminCategories: { method: 'GET', path: '/admin/categories', guard: 'admin' },
  createCategory: { method: 'POST', path: '/admin/categories', guard: 'admin' },
  updateCategory: { method: 'PUT', path: '/admin/categories/:id', guard: 'admin' },
  deleteCategory: { method: 'DELETE', path: '/admin/categories/:id', guard: 'admin' },
  mergeCategory: { method: 'POST', path: '/admin/categories/:id/merge', guard: 'admin' },
  listAdminLocations: { method: 'GET', path: '/admin/locations', guard: 'admin' },
  createLocation: { method: 'POST', path: '/admin/locations', guard: 'admin' },
  updateLocation: { method: 'PUT', path: '/admin/locations/:id', guard: 'admin' },
  deleteLocation: { method: 'DELETE', path: '/admin/locations/:id', guard: 'admin' },
  // Ads
  listAds: { method: 'GET', path: '/ads', guard: 'optional' },
  getAd: { method: 'GET', path: '/ads/:idOrSlug', guard: 'optional' },
  createAd: { method: 'POST', path: '/ads', guard: 'verified' },
  updateAd: { method: 'PUT', path: '/ads/:idOrSlug', guard: 'user' },
  updateAdForm: { method: 'POST', path: '/ads/:idOrSlug', guard: 'user' },
  deleteAd: { method: 'DELETE', path: '/ads/:idOrSlug', guard: 'user' },
  changeAdStatus: { method: 'PATCH', path: '/ads/:idOrSlug/status', guard: 'user' },
  listMyAds: { method: 'GET', path: '/my-ads', guard: 'user' },
  listMyFavorites: { method: 'GET', path: '/my-favorites', guard: 'user' },
  toggleFavorite: { method: 'POST', path: '/ads/:idOrSlug/favorite', guard: 'user' },
  reportAd: { method: 'POST', path: '/ads/:idOrSlug/reports', guard: 'user' },
  // Business
  convertToBusiness: { method: 'POST', path: '/user/convert-to-business', guard: 'user' },
  updateBusinessProfile: { method: 'PUT', path: '/business-profile', guard: 'user' },
  uploadBusinessLogo: { method: 'POST', path: '/business-profile/logo', guard: 'user' },
  removeBusinessLogo: { method: 'DELETE', path: '/business-profile/logo', guard: 'user' },
  getStorefront: { method: 'GET', path: '/businesses/:slug', guard: 'optional' },
  getBusinessAnalytics: { method: 'GET', path: '/my-business/analytics', guard: 'user' },
  // Conversations
  contactSeller: { method: 'POST', path: '/ads/:idOrSlug/contact', guard: 'user' },
  listConversations: { method: 'GET', path: '/conversations', guard: 'user' },
  getUnreadCount: { method: 'GET', path: '/conversations/unread-count', guard: 'user' },
  getConversation: { method: 'GET', path: '/conversations/:id', guard: 'user' },
  sendMessage: { method: 'POST', path: '/conversations/:id/messages', guard: 'user' },
  archiveConversation: { method: 'PATCH', path: '/conversations/:id', guard: 'user' },
  deleteMessage: { method: 'DELETE', path: '/conversations/:id/messages/:messageId', guard: 'user' },
  streamEvents: { method: 'GET', path: '/events/stream', guard: 'user' },
  // Social sign-in
  listSocialProviders: { method: 'GET', path: '/auth/providers', guard: 'public' },
  getSocialLoginUrl: { method: 'GET', path: '/auth/:provider', guard: 'public' },
  completeSocialLogin: { method: 'POST', path: '/auth/:provider/callback', guard: 'public' },
  // Catalog
  getSettings: { method: 'GET', path: '/settings', guard: 'public' },
  listCategories: { method: 'GET', path: '/categories', guard: 'public' },
  getCategory: { method: 'GET', path: '/categories/:slug', guard: 'public' },
  listLocations: { method: 'GET', path: '/locations', guard: 'public' },
  getLocation: { method: 'GET', path: '/locations/:slug', guard: 'public' },
  listCurrencies: { method: 'GET', path: '/currencies', guard: 'public' },
  // Development mailbox
  listDevMails: { method: 'GET', path: '/dev/mailbox', guard: 'public', developmentOnly: true },
  getDevMail: { method: 'GET', path: '/dev/mailbox/:id', guard: 'public', developmentOnly: true },
  // Payments
  listPromotionPlans: { method: 'GET', path: '/promotion-plans', guard: 'public' },
  createPayment: { method: 'POST', path: '/payments', guard: 'user' },
  getPayment: { method: 'GET', path: '/payments/:id', guard: 'user' },
  listTransactions: { method: 'GET', path: '/transactions', guard: 'user' },
  getTransaction: { method: 'GET', path: '/transactions/:id', guard: 'user' },
  paymentWebhook: { method: 'POST', path: '/payments/webhooks/:provider', guard: 'public' },
  // Saved searches
  listSavedSearches: { method: 'GET', path: '/saved-searches', guard: 'user' },
  createSavedSearch: { method: 'POST', path: '/saved-searches', guard: 'user' },
  updateSavedSearch: { method: 'PATCH', path: '/saved-searches/:id', guard: 'user' },
  deleteSavedSearch: { method: 'DELETE', path: '/saved-searches/:id', guard: 'user' },
  unsubscribeSavedSearch: { method: 'POST', path: '/saved-searches/unsubscribe', guard: 'public' },
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
  // Phone numbers (verification by SMS, calls to sellers)
  getMyPhone: { method: 'GET', path: '/user/phone', guard: 'user' },
  requestPhoneCode: { method: 'POST', path: '/user/phone/verification', guard: 'user' },
  verifyPhone: { method: 'POST', path: '/user/phone/verify', guard: 'user' },
  revealAdPhone: { method: 'POST', path: '/ads/:idOrSlug/phone', guard: 'optional' },
  // Ad renewal (My ads in the last week, or the reminder mail's one-tap link without signing in)
  renewAd: { method: 'POST', path: '/ads/:idOrSlug/renew', guard: 'user' },
  renewAdByLink: { method: 'POST', path: '/ad-renewals', guard: 'public' },
} as const satisfies Record<string, EndpointAddress>;

export type ApiEndpointName = keyof typeof API_PATHS;
