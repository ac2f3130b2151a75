import { ROUTES, routeHref as href, type RouteName } from '@sokoni/contracts';

/**
 * Every page path of the site for links: `path` (the pattern of the route table in `@sokoni/contracts`, for
 * route lists) and `getHref` (a link to it). Remotes and the shell import these; nobody writes a page URL by
 * hand, and a page added to the table needs its entry here (the type says so).
 */
export const paths = {
  home: { path: ROUTES.home.pattern, getHref: () => href(ROUTES.home.pattern) },
  browse: {
    path: ROUTES.browse.pattern,
    getHref: (query?: Record<string, string | number | undefined>) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query ?? {})) {
        if (value !== undefined && value !== '') params.set(key, String(value));
      }
      const qs = params.toString();
      return qs ? `${href(ROUTES.browse.pattern)}?${qs}` : href(ROUTES.browse.pattern);
    },
  },
  ad: { path: ROUTES.ad.pattern, getHref: (slug: string) => href(ROUTES.ad.pattern, { slug }) },
  postAd: { path: ROUTES.postAd.pattern, getHref: () => href(ROUTES.postAd.pattern) },
  editAd: { path: ROUTES.editAd.pattern, getHref: (slug: string) => href(ROUTES.editAd.pattern, { slug }) },
  myAds: { path: ROUTES.myAds.pattern, getHref: () => href(ROUTES.myAds.pattern) },
  renewAd: {
    path: ROUTES.renewAd.pattern,
    getHref: (token: string) => href(ROUTES.renewAd.pattern, { token }),
  },
  favorites: { path: ROUTES.favorites.pattern, getHref: () => href(ROUTES.favorites.pattern) },
  category: {
    path: ROUTES.category.pattern,
    getHref: (slug: string) => href(ROUTES.category.pattern, { slug }),
  },
  location: {
    path: ROUTES.location.pattern,
    getHref: (slug: string) => href(ROUTES.location.pattern, { slug }),
  },

  login: {
    path: ROUTES.login.pattern,
    getHref: (redirect?: string) =>
      redirect
        ? `${href(ROUTES.login.pattern)}?redirect=${encodeURIComponent(redirect)}`
        : href(ROUTES.login.pattern),
  },
  register: {
    path: ROUTES.register.pattern,
    getHref: (redirect?: string) =>
      redirect
        ? `${href(ROUTES.register.pattern)}?redirect=${encodeURIComponent(redirect)}`
        : href(ROUTES.register.pattern),
  },
  forgotPassword: { path: ROUTES.forgotPassword.pattern, getHref: () => href(ROUTES.forgotPassword.pattern) },
  resetPassword: {
    path: ROUTES.resetPassword.pattern,
    getHref: (token: string) => href(ROUTES.resetPassword.pattern, { token }),
  },
  socialProviderCallback: {
    path: ROUTES.socialProviderCallback.pattern,
    getHref: (provider: string) => href(ROUTES.socialProviderCallback.pattern, { provider }),
  },
  socialCallback: { path: ROUTES.socialCallback.pattern, getHref: () => href(ROUTES.socialCallback.pattern) },
  socialError: { path: ROUTES.socialError.pattern, getHref: () => href(ROUTES.socialError.pattern) },
  verifyEmail: {
    path: ROUTES.verifyEmail.pattern,
    getHref: (id: number, hash: string) => href(ROUTES.verifyEmail.pattern, { id, hash }),
  },
  /** Opened from the mail sent to the old address after an email change; undoes it. */
  undoEmailChange: {
    path: ROUTES.undoEmailChange.pattern,
    getHref: (id: number | string) => href(ROUTES.undoEmailChange.pattern, { id }),
  },
  profile: { path: ROUTES.profile.pattern, getHref: () => href(ROUTES.profile.pattern) },
  savedSearches: { path: ROUTES.savedSearches.pattern, getHref: () => href(ROUTES.savedSearches.pattern) },
  savedSearchUnsubscribe: {
    path: ROUTES.savedSearchUnsubscribe.pattern,
    getHref: () => href(ROUTES.savedSearchUnsubscribe.pattern),
  },
  messages: { path: ROUTES.messages.pattern, getHref: () => href(ROUTES.messages.pattern) },
  /** The embedded mailbox (development only): mailed verification and reset links. */
  devMailbox: { path: ROUTES.devMailbox.pattern, getHref: () => href(ROUTES.devMailbox.pattern) },
  conversation: {
    path: ROUTES.conversation.pattern,
    getHref: (id: number | string) => href(ROUTES.conversation.pattern, { id }),
  },
  /** A seller's reviews with their rating summary; the seller answers them here. */
  sellerReviews: {
    path: ROUTES.sellerReviews.pattern,
    getHref: (id: number | string) => href(ROUTES.sellerReviews.pattern, { id }),
  },

  businessSetup: { path: ROUTES.businessSetup.pattern, getHref: () => href(ROUTES.businessSetup.pattern) },
  businessDashboard: {
    path: ROUTES.businessDashboard.pattern,
    getHref: () => href(ROUTES.businessDashboard.pattern),
  },
  storefront: {
    path: ROUTES.storefront.pattern,
    getHref: (slug: string) => href(ROUTES.storefront.pattern, { slug }),
  },

  promote: {
    path: ROUTES.promote.pattern,
    getHref: (adId?: number | string) => href(ROUTES.promote.pattern, { adId: adId || undefined }),
  },
  transactions: { path: ROUTES.transactions.pattern, getHref: () => href(ROUTES.transactions.pattern) },

  adminDashboard: { path: ROUTES.adminDashboard.pattern, getHref: () => href(ROUTES.adminDashboard.pattern) },
  adminSettings: { path: ROUTES.adminSettings.pattern, getHref: () => href(ROUTES.adminSettings.pattern) },
  adminPromotions: {
    path: ROUTES.adminPromotions.pattern,
    getHref: () => href(ROUTES.adminPromotions.pattern),
  },
  adminPending: { path: ROUTES.adminPending.pattern, getHref: () => href(ROUTES.adminPending.pattern) },
  adminAds: { path: ROUTES.adminAds.pattern, getHref: () => href(ROUTES.adminAds.pattern) },
  adminReports: { path: ROUTES.adminReports.pattern, getHref: () => href(ROUTES.adminReports.pattern) },
  adminUsers: { path: ROUTES.adminUsers.pattern, getHref: () => href(ROUTES.adminUsers.pattern) },
  adminCategories: {
    path: ROUTES.adminCategories.pattern,
    getHref: () => href(ROUTES.adminCategories.pattern),
  },
  adminLocations: { path: ROUTES.adminLocations.pattern, getHref: () => href(ROUTES.adminLocations.pattern) },
  adminCurrencies: {
    path: ROUTES.adminCurrencies.pattern,
    getHref: () => href(ROUTES.adminCurrencies.pattern),
  },
  adminLanguages: { path: ROUTES.adminLanguages.pattern, getHref: () => href(ROUTES.adminLanguages.pattern) },
  adminTranslations: {
    path: ROUTES.adminTranslations.pattern,
    getHref: () => href(ROUTES.adminTranslations.pattern),
  },
  adminAuditLog: { path: ROUTES.adminAuditLog.pattern, getHref: () => href(ROUTES.adminAuditLog.pattern) },

  about: { path: ROUTES.about.pattern, getHref: () => href(ROUTES.about.pattern) },
  contact: { path: ROUTES.contact.pattern, getHref: () => href(ROUTES.contact.pattern) },
  terms: { path: ROUTES.terms.pattern, getHref: () => href(ROUTES.terms.pattern) },
  privacy: { path: ROUTES.privacy.pattern, getHref: () => href(ROUTES.privacy.pattern) },
  agreement: { path: ROUTES.agreement.pattern, getHref: () => href(ROUTES.agreement.pattern) },
  /** The debug pages. */
  test: { path: ROUTES.test.pattern, getHref: () => href(ROUTES.test.pattern) },
  testLogin: { path: ROUTES.testLogin.pattern, getHref: () => href(ROUTES.testLogin.pattern) },
  testAuth: { path: ROUTES.testAuth.pattern, getHref: () => href(ROUTES.testAuth.pattern) },
} as const satisfies Record<RouteName, { path: string; getHref: (...args: never[]) => string }>;
