/** Business constants of spec §9, one place for the whole product. */
export const SUPPORTED_LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export const ACCOUNT_DELETION_GRACE_DAYS = 30;
export const PROMOTION_DURATIONS_DAYS = [7, 14, 30] as const;
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_AGE_YEARS = 18;
export const DELETE_CONFIRMATION_WORD = 'DELETE';
/** How long the link mailed to the old address after an email change can undo it. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/** Largest price a search filter takes, in major units of any currency (a trillion Congolese francs). */
export const MAX_PRICE_FILTER = 1_000_000_000_000;

export const AD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Largest JSON or form body the api reads; the bff refuses larger ones before forwarding them. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** Largest multipart upload (an ad form with its photos) the bff forwards to the api. */
export const UPLOAD_BODY_MAX_BYTES = 100 * 1024 * 1024;
export const AD_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

/** Toast durations in milliseconds; 0 means the toast stays until closed. */
export const TOAST_DURATIONS_MS = { success: 5000, info: 5000, warning: 6000, error: 7000 } as const;

export const SETTINGS_CACHE_MS = 5 * 60 * 1000;
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export const DEFAULT_CURRENCY = { code: 'USD', symbol: '$', name: 'US Dollar' } as const;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 60;

export const BOOST_TYPES = ['standard', 'premium', 'exclusive'] as const;
export type BoostType = (typeof BOOST_TYPES)[number];

/** Payment methods (spec §9), in the order the promote page offers them: mobile money first in the DRC. */
export const PAYMENT_METHODS = ['mobile_money', 'card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const RATING_LABELS = ['Poor', 'Below average', 'Average', 'Good', 'Very good', 'Excellent'] as const;

export const AD_STATUSES = [
  'pending',
  'active',
  'inactive',
  'sold',
  'archived',
  'rejected',
  'expired',
  'deleted',
] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/**
 * `relevance` is the default order: running boosts lead (exclusive, premium, standard), then how well the words
 * match (newest first when there are none). Any other sort is exactly the order the visitor sees, boosted or not.
 */
export const AD_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type AdSort = (typeof AD_SORTS)[number];

/** Paths whose 401 answers do not end the session (spec §8). */
export const SESSION_KEEPING_PATH_PREFIXES = [
  '/settings',
  '/ads',
  '/categories',
  '/locations',
  '/register',
  '/login',
] as const;

/** Keys of the browser storage (spec §3 Session). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  locale: 'locale',
  theme: 'theme',
  currency: 'currency',
  cookieConsent: 'cookie_consent',
  settings: 'settings',
} as const;
