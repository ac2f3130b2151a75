/**
 * Every page path of the site (spec §2) in one place: `path` for route tables, `getHref` for links.
 * Remotes and the shell import these; nobody writes a page URL by hand.
 */
const enc = encodeURIComponent;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  browse: {
    path: '/ads',
    getHref: (query?: Record<string, string | number | undefined>) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query ?? {})) {
        if (value !== undefined && value !== '') params.set(key, String(value));
      }
      const qs = params.toString();
      return qs ? `/ads?${qs}` : '/ads';
    },
  },
  ad: { path: '/ads/:slug', getHref: (slug: string) => `/ads/${enc(slug)}` },
  postAd: { path: '/post-ad', getHref: () => '/post-ad' },
  editAd: { path: '/edit-ad/:slug', getHref: (slug: string) => `/edit-ad/${enc(slug)}` },
  myAds: { path: '/my-ads', getHref: () => '/my-ads' },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  category: { path: '/category/:slug', getHref: (slug: string) => `/category/${enc(slug)}` },
  location: { path: '/location/:slug', getHref: (slug: string) => `/location/${enc(slug)}` },

  login: {
    path: '/login',
    getHref: (redirect?: string) => (redirect ? `/login?redirect=${enc(redirect)}` : '/login'),
  },
  register: {
    path: '/register',
    getHref: (redirect?: string) => (redirect ? `/register?redirect=${enc(redirect)}` : '/register'),
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password/:token', getHref: (token: string) => `/reset-password/${enc(token)}` },
  socialProviderCallback: { path: '/auth/:provider/callback', getHref: (p: string) => `/auth/${enc(p)}/callback` },
  socialCallback: { path: '/auth/social-callback', getHref: () => '/auth/social-callback' },
  socialError: { path: '/auth/social-error', getHref: () => '/auth/social-error' },
  verifyEmail: { path: '/verify-email/:id/:hash', getHref: (id: number, hash: string) => `/verify-email/${id}/${enc(hash)}` },
  /** Opened from the mail sent to the old address after an email change; undoes it. */
  undoEmailChange: {
    path: '/email-change/undo/:id',
    getHref: (id: number | string) => `/email-change/undo/${enc(String(id))}`,
  },
  profile: { path: '/profile', getHref: () => '/profile' },
  messages: { path: '/messages', getHref: () => '/messages' },
  /** The embedded mailbox (development only): mailed verification and reset links. */
  devMailbox: { path: '/dev/mailbox', getHref: () => '/dev/mailbox' },
  conversation: { path: '/messages/:id', getHref: (id: number | string) => `/messages/${enc(String(id))}` },
  /** A seller's reviews with their rating summary; the seller answers them here. */
  sellerReviews: { path: '/users/:id/reviews', getHref: (id: number | string) => `/users/${enc(String(id))}/reviews` },

  businessSetup: { path: '/business/setup', getHref: () => '/business/setup' },
  businessDashboard: { path: '/business/dashboard', getHref: () => '/business/dashboard' },
  storefront: { path: '/business/:slug', getHref: (slug: string) => `/business/${enc(slug)}` },

  promote: { path: '/promote/:adId?', getHref: (adId?: number | string) => (adId ? `/promote/${enc(String(adId))}` : '/promote') },
  transactions: { path: '/profile/transactions', getHref: () => '/profile/transactions' },

  adminDashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  adminSettings: { path: '/admin/settings', getHref: () => '/admin/settings' },
  adminPromotions: { path: '/admin/promotions', getHref: () => '/admin/promotions' },
  adminPending: { path: '/admin/pending', getHref: () => '/admin/pending' },
  adminAds: { path: '/admin/ads', getHref: () => '/admin/ads' },
  adminUsers: { path: '/admin/users', getHref: () => '/admin/users' },
  adminCategories: { path: '/admin/categories', getHref: () => '/admin/categories' },
  adminLocations: { path: '/admin/locations', getHref: () => '/admin/locations' },
  adminCurrencies: { path: '/admin/currencies', getHref: () => '/admin/currencies' },
  adminLanguages: { path: '/admin/languages', getHref: () => '/admin/languages' },
  adminTranslations: { path: '/admin/translations', getHref: () => '/admin/translations' },
  adminAuditLog: { path: '/admin/audit-log', getHref: () => '/admin/audit-log' },
  adminReports: { path: '/admin/reports', getHref: () => '/admin/reports' },

  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  terms: { path: '/legal/terms-of-service', getHref: () => '/legal/terms-of-service' },
  privacy: { path: '/legal/privacy-policy', getHref: () => '/legal/privacy-policy' },
  agreement: { path: '/legal/user-agreement', getHref: () => '/legal/user-agreement' },
} as const;
