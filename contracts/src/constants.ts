import type { PublicSettings, Settings } from './catalog';

/**
 * Business constants (docs/limits.md), one place for the whole product, and every value the front end reads
 * (limits, lists, defaults, small rules). Nothing here uses TypeBox: a page's bundle takes what it needs from this
 * module without the schema library, which the modules of wire schemas pull in (their `Type.*` calls run on load).
 */
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
/** Deepest nesting of arrays and objects a JSON body may have (the api's forms nest two or three levels). */
export const JSON_MAX_DEPTH = 64;
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
/** Last page number a public list takes (500 pages of 60: 30,000 items, more than anyone browses). */
export const MAX_PAGE = 500;
/** Last page number an administrator's list takes (two million rows at 20 a page). */
export const ADMIN_MAX_PAGE = 100_000;
/** Largest exchange rate to the base currency an administrator may set (the column holds 12 integer digits). */
export const EXCHANGE_RATE_MAX = 1_000_000_000;
/** Longest life of an ad an administrator may set, in days (ten years). */
export const AD_EXPIRY_DAYS_MAX = 3650;

export const BOOST_TYPES = ['standard', 'premium', 'exclusive'] as const;
export type BoostType = (typeof BOOST_TYPES)[number];

/** Payment methods, in the order the promote page offers them: mobile money first in the DRC. */
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

/** Paths whose 401 answers do not end the session (docs/errors.md#the-401-rule). */
export const SESSION_KEEPING_PATH_PREFIXES = [
  '/settings',
  '/ads',
  '/categories',
  '/locations',
  '/register',
  '/login',
] as const;

/** Keys of the browser storage. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  locale: 'locale',
  theme: 'theme',
  currency: 'currency',
  cookieConsent: 'cookie_consent',
  settings: 'settings',
  /** The data saver chosen in the preferences menu (`on` / `off`); absent: it follows the browser's Save-Data. */
  dataSaver: 'data_saver',
  /** The catalogue the post-ad form last read (categories, places, currencies, photo limit): the form offline. */
  adFormCatalogue: 'ad_form_catalogue',
} as const;

/**
 * How long a preference copied into a cookie (locale, theme, currency, data saver) lives: a year, as long as
 * localStorage would remember it. The server renders the page from these cookies.
 */
export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie in which shell/public/theme-boot.js keeps the system's theme (`light` / `dark`) of a visitor who
 * chose none, so the server draws their next pages in it (a browser that sends the
 * `Sec-CH-Prefers-Color-Scheme` hint tells it anyway). Not a choice: the `theme` cookie is.
 */
export const SYSTEM_THEME_COOKIE = 'system_theme';

/** A person's name (sign-up, profile, admin edit, contact form). */
export const PERSON_NAME_MAX_LENGTH = 120;
/** A phone number as typed (spaces, dashes, +243 or not), before it is stored as E.164. */
export const PHONE_INPUT_MAX_LENGTH = 32;
/** A search query (`q` of /api/ads, the hero and the filters' search box). */
export const SEARCH_QUERY_MAX_LENGTH = 120;
/** A category or place filter (`category`, `location` of /api/ads): a slug or an id. */
export const FILTER_SLUG_MAX_LENGTH = 80;

// Saved searches (docs/limits.md#saved-searches)
/** Saved searches one person may keep. */
export const SAVED_SEARCH_MAX_PER_USER = 20;
/** The name a person gives a saved search. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
/** An attribute filter's value (`attr.<key>`, `attr.<key>_min`, `attr.<key>_max`) in a saved search. */
export const SAVED_SEARCH_ATTRIBUTE_MAX_LENGTH = 80;
/** How a saved search tells about new ads: at once (grouped, at most one mail an hour), a daily digest, never. */
export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];
/** Instant alerts of one search are grouped: at most one mail per this many minutes. */
export const SAVED_SEARCH_INSTANT_QUIET_MINUTES = 60;

/**
 * The email rule of every form and of the `email` format the api validates with: letters (of any script),
 * digits and the symbols RFC 5322 allows before the @, letters, digits, dots and hyphens after it. No emoji,
 * symbol, space, control or invisible character (variation selectors included) anywhere: no mail server takes
 * `success😀@x.cd`.
 */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_PATTERN =
  /^(?!.*[\uFE00-\uFE0F\u{E0100}-\u{E01EF}])[\p{L}\p{Mn}\p{Mc}\p{Nd}!#$%&'*+/=?^_`{|}~.-]+@[\p{L}\p{Mn}\p{Mc}\p{Nd}.-]+\.[\p{L}\p{Mn}\p{Mc}\p{Nd}-]+$/u;
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The remotes the shell loads at run time (GET /mf-manifest.json lists where each lives now). */
export const REMOTE_NAMES = ['ads', 'account', 'business', 'admin', 'payments'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** What each setting is until an administrator changes it: the values the api seeds and falls back to. */
export const DEFAULT_SETTINGS: Settings = {
  site_name: 'Sokoni',
  site_description:
    'Sokoni, le marché en ligne de la RDC : achetez et vendez téléphones, voitures, maisons, parcelles, mode et meubles près de chez vous, de Kinshasa à Lubumbashi et Goma.',
  default_language: 'fr',
  maintenance_mode: false,
  default_currency: 'USD',
  auto_approve_ads: false,
  max_images_per_ad: 10,
  ad_expiry_days: 60,
  expiry_reminder_days: 3,
  featured_ad_price: 5,
  admin_email: 'admin@sokoni.cd',
  enable_email_notifications: true,
};

/**
 * What the front end uses while neither the server nor its local copy can answer: the same values, but in
 * English (currency USD, language en, maintenance off).
 */
export const CLIENT_DEFAULT_SETTINGS: PublicSettings = (() => {
  const { admin_email: _adminEmail, ...publicPart } = DEFAULT_SETTINGS;
  return { ...publicPart, default_language: 'en' };
})();

/** Ad texts: the api validates them and the ad form shows the same. */
export const AD_TITLE_MIN_LENGTH = 5;
export const AD_TITLE_MAX_LENGTH = 120;
export const AD_DESCRIPTION_MIN_LENGTH = 20;
export const AD_DESCRIPTION_MAX_LENGTH = 5000;

/** Statuses an owner may ask for through PATCH /api/ads/{id}/status. */
export const OWNER_SETTABLE_AD_STATUSES = ['active', 'inactive', 'sold', 'archived'] as const;
export type OwnerSettableAdStatus = (typeof OWNER_SETTABLE_AD_STATUSES)[number];

/**
 * What the owner may do from each status (docs/statuses.md#what-an-owner-may-change). `active` from `expired`
 * renews the ad (a new expiry date). pending and rejected ads are in the administrators' hands: 403 'This ad is
 * awaiting review by an administrator'. Any other move is 422 with a message naming it.
 */
export const OWNER_AD_STATUS_TRANSITIONS: Record<AdStatus, readonly OwnerSettableAdStatus[]> = {
  pending: [],
  rejected: [],
  deleted: [],
  active: ['inactive', 'sold', 'archived'],
  inactive: ['active', 'sold', 'archived'],
  expired: ['active', 'archived'],
  sold: ['active', 'archived'],
  archived: ['active'],
};

/** Statuses visible in My Ads (never `deleted`) plus `all`. */
export const MY_ADS_STATUS_FILTERS = ['all', ...AD_STATUSES.filter((s) => s !== 'deleted')] as const;
export type MyAdsStatusFilter = (typeof MY_ADS_STATUS_FILTERS)[number];

/** Limits of messages, reviews and reports: the api validates them and the forms show the same. */
export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGES_PAGE_SIZE = 30;
export const CONVERSATIONS_PAGE_SIZE = 20;
/** Messages one person may send per minute, all conversations together. */
export const MESSAGES_PER_MINUTE = 30;
/** An offline recipient gets at most one mail per conversation in this period. */
export const MESSAGE_MAIL_QUIET_MINUTES = 30;
export const REVIEW_COMMENT_MIN_LENGTH = 10;
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
export const REVIEWS_PAGE_SIZE = 10;
export const REPORT_COMMENT_MAX_LENGTH = 1000;

export const REPORT_REASONS = ['scam', 'prohibited', 'wrong_category', 'duplicate', 'sold', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;

export type RatingLabel = (typeof RATING_LABELS)[number];

/**
 * The six rating labels on the 1–5 scale. A single review is a whole number of stars:
 * 5 Excellent, 4 Very good, 3 Good, 2 Below average, 1 Poor. An average uses the same ladder with half-star
 * bounds, and the sixth label, Average, names the middle band between Good and Below average:
 * ≥ 4.5 Excellent, ≥ 3.5 Very good, ≥ 3 Good, ≥ 2.5 Average, ≥ 1.5 Below average, else Poor.
 */
export function ratingLabel(value: number): RatingLabel {
  if (value >= 4.5) return 'Excellent';
  if (value >= 3.5) return 'Very good';
  if (value >= 3) return 'Good';
  if (value >= 2.5) return 'Average';
  if (value >= 1.5) return 'Below average';
  return 'Poor';
}

/** Longest reason an administrator gives (rejection, deletion, ban, trusted flag). */
export const ADMIN_REASON_MAX_LENGTH = 1000;

/** Longest name of a category, in each language. */
export const CATEGORY_NAME_MAX_LENGTH = 80;

/**
 * Stored translations (admin screen, public dictionary): a group is an i18n namespace, a key a dotted path
 * inside it. Both become property names of the dictionaries every browser builds, so each part must be a plain
 * name: letters, digits, `_` and `-`, never `__proto__`, `constructor` or `prototype` (nor any name starting
 * with two underscores), which would reach the prototype of every object of the page.
 */
export const TRANSLATION_GROUP_PATTERN = '^(?!(?:constructor|prototype)$)[a-z][a-z0-9_-]{0,39}$';
/** Comma-separated groups (`?groups=common,ads`), each a TRANSLATION_GROUP_PATTERN name. */
export const TRANSLATION_GROUP_LIST_PATTERN =
  '^(?!(?:[^,]*,)*(?:constructor|prototype)(?:,|$))[a-z][a-z0-9_-]{0,39}(?:,[a-z][a-z0-9_-]{0,39})*$';
export const TRANSLATION_KEY_PATTERN =
  '^(?!(?:[^.]*\\.)*(?:__[^.]*|constructor|prototype)(?:\\.|$))[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9_-]+)*$';
export const TRANSLATION_KEY_MAX_LENGTH = 200;
const translationGroupRegExp = new RegExp(TRANSLATION_GROUP_PATTERN, 'u');
const translationKeyRegExp = new RegExp(TRANSLATION_KEY_PATTERN, 'u');
/** Whether a stored group name is safe to use as a property name (see TRANSLATION_GROUP_PATTERN). */
export function isTranslationGroup(name: string): boolean {
  return translationGroupRegExp.test(name);
}
/** Whether a stored key is plain names joined by dots, none of them reserved (see TRANSLATION_KEY_PATTERN). */
export function isTranslationKey(key: string): boolean {
  return key.length <= TRANSLATION_KEY_MAX_LENGTH && translationKeyRegExp.test(key);
}

/** The filters of the administrators' user list. */
export const ADMIN_USER_FILTERS = [
  'all',
  'admin',
  'banned',
  'business',
  'verified',
  'unverified_email',
] as const;
export type AdminUserFilter = (typeof ADMIN_USER_FILTERS)[number];

/** Length limits of the business form (these keep rows and previews sensible). */
export const BUSINESS_LIMITS = {
  business_name: 120,
  description: 2000,
  phone_number: 32,
  address: 300,
  website: 300,
} as const;

/**
 * A shop's address (`/business/<slug>`) follows its name. When a new name gives a new address, the old one keeps
 * leading to the storefront for BUSINESS_SLUG_ALIAS_DAYS days, and a shop keeps at most BUSINESS_SLUG_ALIASES_KEPT
 * old addresses (the oldest goes first); then the address is free for any shop. A shop may change its address
 * BUSINESS_RENAMES_PER_MONTH times in BUSINESS_RENAME_WINDOW_DAYS days, so no one hoards names by renaming.
 */
export const BUSINESS_SLUG_ALIASES_KEPT = 3;
export const BUSINESS_SLUG_ALIAS_DAYS = 90;
export const BUSINESS_RENAMES_PER_MONTH = 2;
export const BUSINESS_RENAME_WINDOW_DAYS = 30;
/**
 * Names no shop takes as its bare address, beside the words of the site's own pages (contracts' `business.ts`
 * adds those from the route table): the site's own names and the payment networks' brands.
 */
export const RESERVED_BRAND_SLUGS = [
  'sokoni',
  'admin',
  'api',
  'bff',
  'media',
  'support',
  'help',
  'login',
  'vodacom',
  'mpesa',
  'm-pesa',
  'airtel',
  'airtel-money',
  'orange',
  'orange-money',
  'afrimoney',
  'africell',
  'visa',
  'mastercard',
  'paypal',
] as const;

/** Logo: PNG, JPG, GIF or WebP up to 2 MB, recognised by its content. */
export const BUSINESS_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const BUSINESS_LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Name of the schema format for a website address: empty, or an absolute http(s) URL. */
export const HTTP_URL_FORMAT = 'http-url';

/** The check behind HTTP_URL_FORMAT, shared by the api's validator and the front-end forms. */
export function isHttpUrl(value: string): boolean {
  if (value === '') return true;
  if (!/^https?:\/\/[^\s/?#]+\.[^\s/?#]+/i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * created → requires_action (USSD prompt, redirect) → processing (provider busy or ambiguous) → succeeded |
 * failed | canceled | expired. A timeout is never a failure by itself: only the provider's answer to a status
 * query, or the reconciliation job after the grace period, ends a payment.
 */
export const PAYMENT_STATUSES = [
  'created',
  'requires_action',
  'processing',
  'succeeded',
  'failed',
  'canceled',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** States a payment does not leave. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'succeeded',
  'failed',
  'canceled',
  'expired',
];

/** How often the promote page asks for the payment's state while it waits. */
export const PAYMENT_POLL_INTERVAL_MS = 2000;

/** Limits of the promote form, the api validates the same. */
export const PAYPAL_EMAIL_MAX_LENGTH = 254;
export const CARD_HOLDER_MAX_LENGTH = 80;

/** Patterns the promote form and the api share; deeper checks (Luhn, dates, operator) happen on the server. */
export const CARD_NUMBER_PATTERN = '^[0-9 ]{12,23}$';
export const CARD_EXPIRY_PATTERN = '^(0[1-9]|1[0-2])/[0-9]{2}$';
export const CARD_CVC_PATTERN = '^[0-9]{3,4}$';
export const PHONE_PATTERN = '^[+0-9 ()-]{9,20}$';

/** Levels of the location tree. */
export const LOCATION_TYPES = ['province', 'city', 'commune'] as const;

/** Periods of the seller analytics, in days. */
export const BUSINESS_ANALYTICS_PERIODS = [7, 30] as const;
export type BusinessAnalyticsPeriod = (typeof BUSINESS_ANALYTICS_PERIODS)[number];

/**
 * Why the api ended a live stream, written as the stream's last comment line (`: <text>`). A tab whose stream
 * ended because the session opened too many streams does not reconnect at once (it would close another tab's
 * stream in turn); a tab whose session ended does not reconnect at all.
 */
export const LIVE_STREAM_END_COMMENTS = {
  'session-ended': 'session ended',
  'too-many-streams': 'closed, this session opened too many streams',
} as const;
export type LiveStreamEndReason = keyof typeof LIVE_STREAM_END_COMMENTS;

// Phone verification by SMS (docs/phone.md#verifying-a-number).
/** Digits of a code sent by SMS. */
export const PHONE_CODE_LENGTH = 6;
/** Minutes a code may be used. */
export const PHONE_CODE_TTL_MINUTES = 10;
/** Wrong tries that kill a code. */
export const PHONE_CODE_MAX_TRIES = 5;
/** Seconds before another code may be asked for. */
export const PHONE_CODE_RESEND_SECONDS = 60;

// Ad expiry reminders and renewal (docs/statuses.md#renewal).
/** Days before its expiry an owner may renew an active ad from My ads. */
export const AD_RENEW_WINDOW_DAYS = 7;
/** Days after the ad's expiry the one-tap renewal link of the reminder mail still works. */
export const AD_RENEW_LINK_GRACE_DAYS = 14;
/** Most days before expiry a reminder may be set to (Admin → Settings). */
export const EXPIRY_REMINDER_DAYS_MAX = 30;
