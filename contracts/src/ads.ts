import { Type, type Static } from '@sinclair/typebox';
import { CurrencyCodeParam, IdInteger, Paginated, DateTimeString } from './common';
import {
  AD_SORTS,
  AD_STATUSES,
  BOOST_TYPES,
  FILTER_SLUG_MAX_LENGTH,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_PRICE_FILTER,
  SEARCH_QUERY_MAX_LENGTH,
} from './constants';
import { CategoryAttributeSchema, SymbolPositionSchema } from './catalog';
import { ATTRIBUTE_KEY_MAX_LENGTH, ATTRIBUTE_TEXT_MAX_LENGTH } from './attributes';

/** An ad's values of its category's fields: `{ "make": "toyota", "year": 2015 }`. */
export const AdAttributesSchema = Type.Record(
  Type.String({ maxLength: ATTRIBUTE_KEY_MAX_LENGTH }),
  Type.Union([Type.String({ maxLength: ATTRIBUTE_TEXT_MAX_LENGTH }), Type.Number()]),
);

export const AdStatusSchema = Type.Union(AD_STATUSES.map((s) => Type.Literal(s)));
export const BoostTypeSchema = Type.Union(BOOST_TYPES.map((b) => Type.Literal(b)));
export const AdSortSchema = Type.Union(AD_SORTS.map((s) => Type.Literal(s)));

export const AdImageSchema = Type.Object({
  id: Type.Integer(),
  /** Card-sized WebP (about 400 px wide). */
  url: Type.String(),
  /** Storage key of the original-sized variant, kept for clients that build their own URLs. */
  image_path: Type.String(),
  /** URLs of the WebP widths: card (400), gallery (800), zoom (1600). */
  sizes: Type.Object({ card: Type.String(), gallery: Type.String(), zoom: Type.String() }),
  width: Type.Integer(),
  height: Type.Integer(),
  position: Type.Integer({ minimum: 0 }),
  /**
   * A tiny blurred preview of the card crop (16 × 12 WebP as a `data:` URI, a few hundred bytes) that the data
   * saver shows instead of the photo. Every photo has it on the ad's own page (`GET /api/ads/{idOrSlug}`, and
   * after a post or an edit); in lists only the first (the card's) does. Absent too while an older photo waits
   * for it to be made.
   */
  placeholder: Type.Optional(Type.String()),
  /** Bytes of each stored width, so a client can tell what it saves by not loading one. Absent while unknown. */
  bytes: Type.Optional(Type.Object({ card: Type.Integer(), gallery: Type.Integer(), zoom: Type.Integer() })),
});
export type AdImage = Static<typeof AdImageSchema>;

export const AdCurrencySchema = Type.Object({
  code: Type.String(),
  symbol: Type.String(),
  position: SymbolPositionSchema,
  decimal_places: Type.Integer(),
});

export const AdCategoryRefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  parent: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }),
    Type.Null(),
  ]),
});

export const AdLocationRefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  path: Type.String(),
});

export const SellerSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  account_type: Type.Union([Type.Literal('business'), Type.Literal('individual')]),
  business_profile: Type.Union([Type.Object({ name: Type.String(), slug: Type.String() }), Type.Null()]),
  is_verified: Type.Boolean(),
});
export type SellerSummary = Static<typeof SellerSummarySchema>;

export const AdBoostSchema = Type.Object({
  type: BoostTypeSchema,
  expires_at: DateTimeString,
});

export const ConvertedPriceSchema = Type.Object({
  amount: Type.Number(),
  currency_code: Type.String(),
  symbol: Type.String(),
  position: SymbolPositionSchema,
  decimal_places: Type.Integer(),
});
export type ConvertedPrice = Static<typeof ConvertedPriceSchema>;

export const AdSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    title: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    /** Price in major units of `currency_code` (e.g. 25000 for 25 000 FC), null for "price on request". */
    price: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
    currency: AdCurrencySchema,
    currency_code: Type.String(),
    /** The price in the display currency asked for with `display_currency`, null when not asked or same currency. */
    converted_price: Type.Union([ConvertedPriceSchema, Type.Null()]),
    is_negotiable: Type.Boolean(),
    condition: Type.Union([Type.Literal('new'), Type.Literal('used'), Type.Null()]),
    category: AdCategoryRefSchema,
    location: Type.Union([AdLocationRefSchema, Type.Null()]),
    images: Type.Array(AdImageSchema),
    media_urls: Type.Array(Type.String()),
    status: AdStatusSchema,
    views_count: Type.Integer({ minimum: 0 }),
    created_at: DateTimeString,
    updated_at: DateTimeString,
    expires_at: Type.Union([DateTimeString, Type.Null()]),
    rating: Type.Union([Type.Number(), Type.Null()]),
    reviews_count: Type.Integer({ minimum: 0 }),
    is_sponsored: Type.Boolean(),
    is_featured: Type.Boolean(),
    is_premium: Type.Boolean(),
    is_urgent: Type.Boolean(),
    boost: Type.Union([AdBoostSchema, Type.Null()]),
    user: SellerSummarySchema,
    /** The values of its category's fields, by key (numbers for number fields); `{}` when none were given. */
    attributes: AdAttributesSchema,
    /**
     * Present on the ad's own page (`GET /api/ads/{id}` and its owner's answers): the category's fields it has a
     * value for, labels in both languages and options cut to the one chosen (`fieldsOfAd`).
     */
    fields: Type.Optional(Type.Array(CategoryAttributeSchema)),
    /** Present when the request is signed in: whether the caller has this ad in their favourites. */
    is_favorited: Type.Optional(Type.Boolean()),
    /** The administrator's reason; present to the owner (and admins) on rejected ads. */
    rejection_reason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    /** When the ad first went live; present to the owner (and admins). */
    published_at: Type.Optional(Type.Union([DateTimeString, Type.Null()])),
  },
  { $id: 'Ad' },
);
export type Ad = Static<typeof AdSchema>;

/**
 * The list query. Besides the named parameters, the category's fields filter it (contracts/src/attributes.ts,
 * `readAttributeFilters`): `attr.<key>=<option value>` for an option field, `attr.<key>_min` / `attr.<key>_max`
 * for a number field; they need `category`, and a key that category does not have is a 422.
 */
export const AdListQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX_LENGTH })),
    category: Type.Optional(Type.String({ maxLength: FILTER_SLUG_MAX_LENGTH })),
    location: Type.Optional(Type.String({ maxLength: FILTER_SLUG_MAX_LENGTH })),
    min_price: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_PRICE_FILTER })),
    max_price: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_PRICE_FILTER })),
    /** Currency of min_price/max_price; the site default when absent. */
    price_currency: Type.Optional(Type.String({ minLength: 3, maxLength: 3 })),
    display_currency: Type.Optional(CurrencyCodeParam),
    sort: Type.Optional(AdSortSchema),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
    user_id: Type.Optional(IdInteger()),
    /** Only ads whose boost is running (home page carousel). */
    boosted: Type.Optional(Type.Boolean()),
  },
  {
    patternProperties: {
      '^attr\\.[a-z][a-z0-9_]{0,33}$': Type.String({ maxLength: ATTRIBUTE_TEXT_MAX_LENGTH }),
    },
  },
);
export type AdListQuery = Static<typeof AdListQuerySchema>;

export const AdListResponseSchema = Type.Intersect([
  Paginated(AdSchema),
  Type.Object({
    /** Present and true when more ads matched than the server counts: `total` is then "more than". */
    total_is_lower_bound: Type.Optional(Type.Boolean()),
    /**
     * A place the words named ("toyota kinshasa"), when no place was chosen: the list holds the ads of that place
     * and of the places inside it, the words minus its name. A client may offer it as the place filter.
     */
    place: Type.Optional(Type.Object({ slug: Type.String(), name: Type.String(), path: Type.String() })),
  }),
]);
export type AdListResponse = Static<typeof AdListResponseSchema>;

export const AdParamSchema = Type.Object({ idOrSlug: Type.String({ minLength: 1, maxLength: 200 }) });
