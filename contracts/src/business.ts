import { Type, type Static } from '@sinclair/typebox';
import { DateTimeString, Paginated } from './common';
import { AdSchema, BoostTypeSchema } from './ads';
import { BusinessProfileSchema, UserSchema } from './users';
import { RatingCountsSchema, ReviewSchema } from './messaging';
import {
  BUSINESS_ANALYTICS_PERIODS,
  BUSINESS_LIMITS,
  HTTP_URL_FORMAT,
  RESERVED_BRAND_SLUGS,
} from './constants';
import { ROUTE_REDIRECTS, ROUTES } from './routes';

/**
 * Slugs no storefront takes as its bare address: every word of the site's own addresses, read from the route
 * table (`setup` and `dashboard` are pages under /business/ themselves; `login`, `ads`, `admin`… would pass for
 * the site's own pages), and the site's and the payment networks' names (RESERVED_BRAND_SLUGS).
 */
export const RESERVED_BUSINESS_SLUGS: readonly string[] = [
  ...new Set([
    ...[...Object.values(ROUTES), ...ROUTE_REDIRECTS]
      .flatMap((route) => route.pattern.split('/'))
      .filter((segment) => segment !== '' && !segment.startsWith(':')),
    ...RESERVED_BRAND_SLUGS,
  ]),
].sort();
const reservedBusinessSlugs = new Set(RESERVED_BUSINESS_SLUGS);
export const isReservedBusinessSlug = (slug: string): boolean => reservedBusinessSlugs.has(slug);

/**
 * POST /api/user/convert-to-business and PUT /api/business-profile: name and description
 * required; phone, address and website optional (an empty string clears them). Phone numbers are checked and
 * normalised by the api (Congolese numbers to +243…).
 */
export const BusinessProfileRequestSchema = Type.Object({
  business_name: Type.String({ minLength: 1, maxLength: BUSINESS_LIMITS.business_name }),
  description: Type.String({ minLength: 1, maxLength: BUSINESS_LIMITS.description }),
  phone_number: Type.Optional(Type.String({ maxLength: BUSINESS_LIMITS.phone_number })),
  address: Type.Optional(Type.String({ maxLength: BUSINESS_LIMITS.address })),
  website: Type.Optional(Type.String({ maxLength: BUSINESS_LIMITS.website, format: HTTP_URL_FORMAT })),
});
export type BusinessProfileRequest = Static<typeof BusinessProfileRequestSchema>;

/** POST /api/user/convert-to-business → the user, now `account_type: 'business'` with its business_profile. */
export const ConvertToBusinessResponseSchema = Type.Object({ user: UserSchema });
export type ConvertToBusinessResponse = Static<typeof ConvertToBusinessResponseSchema>;

/** PUT /api/business-profile, POST and DELETE /api/business-profile/logo. */
export const BusinessProfileResponseSchema = Type.Object({ business_profile: BusinessProfileSchema });
export type BusinessProfileResponse = Static<typeof BusinessProfileResponseSchema>;

export const StorefrontParamSchema = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 200 }),
});

export const StorefrontQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
});

/**
 * GET /api/businesses/{slug}: a former slug answers with the current profile, whose
 * `slug` then differs from the one asked for (clients move to it). `user.ads` holds active ads only, newest
 * first with running boosts ahead.
 */
export const StorefrontSchema = Type.Object({
  name: Type.String(),
  description: Type.String(),
  logo_url: Type.Union([Type.String(), Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  /** The phone as people read it (`+243 81 222 3344`), written by the same formatter as the ad page's seller card. */
  phone_display: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  website: Type.Union([Type.String(), Type.Null()]),
  slug: Type.String(),
  user: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    is_verified: Type.Boolean(),
    member_since: DateTimeString,
    /** The owner's average review rating (one decimal), null before the first review. */
    rating: Type.Union([Type.Number(), Type.Null()]),
    reviews_count: Type.Integer({ minimum: 0 }),
    /** How many of those reviews give each number of stars (1 to 5); every count is 0 before the first review. */
    rating_counts: RatingCountsSchema,
    ads: Paginated(AdSchema),
  }),
});
export type Storefront = Static<typeof StorefrontSchema>;

/** How many of the newest reviews the storefront page shows under the rating. */
export const STOREFRONT_REVIEWS = 3;

/** GET /bff/businesses/{slug}: the storefront page in one round trip (profile, ads, newest reviews). */
export const StorefrontPageResponseSchema = Type.Object({
  storefront: StorefrontSchema,
  /** The newest reviews of the owner (at most STOREFRONT_REVIEWS); the average is on `storefront.user`. */
  reviews: Type.Array(ReviewSchema),
});
export type StorefrontPageResponse = Static<typeof StorefrontPageResponseSchema>;

export const BusinessAnalyticsQuerySchema = Type.Object({
  days: Type.Optional(Type.Union(BUSINESS_ANALYTICS_PERIODS.map((d) => Type.Literal(d)))),
});

const AnalyticsCountsSchema = Type.Object({
  views: Type.Integer({ minimum: 0 }),
  favorites: Type.Integer({ minimum: 0 }),
  conversations: Type.Integer({ minimum: 0 }),
  /** Times buyers revealed the seller's phone number from the ad (« Afficher le numéro »). */
  phone_reveals: Type.Integer({ minimum: 0 }),
});
export type AnalyticsCounts = Static<typeof AnalyticsCountsSchema>;

/**
 * GET /api/my-business/analytics?days=7|30: visitor views (one per visitor and day, the seller's own never
 * counted), favourites added by others, conversations started and phone numbers revealed, per day, per ad and in
 * total.
 */
export const BusinessAnalyticsSchema = Type.Object({
  days: Type.Integer(),
  totals: AnalyticsCountsSchema,
  /** One entry per day, oldest first, `day` as YYYY-MM-DD (UTC). */
  daily: Type.Array(Type.Intersect([Type.Object({ day: Type.String() }), AnalyticsCountsSchema])),
  /** The seller's ads with any activity or still listed, busiest first. */
  products: Type.Array(
    Type.Intersect([
      Type.Object({ ad_id: Type.Integer(), title: Type.String(), slug: Type.String() }),
      AnalyticsCountsSchema,
    ]),
  ),
});
export type BusinessAnalytics = Static<typeof BusinessAnalyticsSchema>;

/** At most this many ads are asked about at once: one page of the dashboard's products (`per_page` ≤ 60). */
export const BOOST_EFFECTS_MAX_ADS = 60;

/** GET /api/my-business/boost-effects?ad_ids=3,7,12: the ads of one page of the dashboard, comma-separated. */
export const BoostEffectsQuerySchema = Type.Object({
  /** Ids of at most 9 digits (the column is a 32-bit integer). */
  ad_ids: Type.String({ pattern: `^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,${BOOST_EFFECTS_MAX_ADS - 1}}$` }),
});
export type BoostEffectsQuery = Static<typeof BoostEffectsQuerySchema>;

/**
 * What an ad drew on one day: visitor views, contacts (conversations started), phone numbers revealed and
 * favourites of others.
 */
const BoostDaySchema = Type.Object({
  /** YYYY-MM-DD (UTC). */
  day: Type.String(),
  views: Type.Integer({ minimum: 0 }),
  contacts: Type.Integer({ minimum: 0 }),
  phone_reveals: Type.Integer({ minimum: 0 }),
  favorites: Type.Integer({ minimum: 0 }),
});
export type BoostDay = Static<typeof BoostDaySchema>;

/**
 * The latest boost of an ad against as many days just before it. `days` is the length of each side: the boost's
 * days so far (its first day and today included), at most its whole run once it is over. `daily` holds
 * 2 × `days` entries, oldest first, a day without activity as zeros: the first `days` before the boost, the
 * rest from its first day.
 */
export const BoostEffectSchema = Type.Object({
  boost_type: BoostTypeSchema,
  started_at: DateTimeString,
  expires_at: DateTimeString,
  active: Type.Boolean(),
  days: Type.Integer({ minimum: 1 }),
  daily: Type.Array(BoostDaySchema),
});
export type BoostEffect = Static<typeof BoostEffectSchema>;

/**
 * The answer: one entry per asked ad of the caller (others' ads, deleted or unknown ones are left out), in the
 * order asked; `boost` is null for an ad never boosted.
 */
export const BoostEffectsSchema = Type.Object({
  ads: Type.Array(Type.Object({ ad_id: Type.Integer(), boost: Type.Union([BoostEffectSchema, Type.Null()]) })),
});
export type BoostEffects = Static<typeof BoostEffectsSchema>;
