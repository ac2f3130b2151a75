import { Type, type Static } from '@sinclair/typebox';
import { CurrencyCodeParam, MAX_ID, Paginated } from './common';
import {
  AD_DESCRIPTION_MAX_LENGTH,
  AD_DESCRIPTION_MIN_LENGTH,
  AD_TITLE_MAX_LENGTH,
  AD_TITLE_MIN_LENGTH,
  MY_ADS_STATUS_FILTERS,
  OWNER_SETTABLE_AD_STATUSES,
} from './constants';
import { AdSchema } from './ads';
import { ATTRIBUTE_KEY_MAX_LENGTH, ATTRIBUTE_TEXT_MAX_LENGTH } from './attributes';
import { AD_PRICE_MAX } from './money';
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MIN_LENGTH } from './payments';

/**
 * The seller's side of ads: create, update,
 * delete, status changes, my ads and favourites.
 *
 * Create and update are multipart/form-data (photos travel with the fields). Every value of a multipart form is
 * a string on the wire; the schemas below say what each string must hold. Failures are an `ErrorResponse`
 * `{ message, errors }` with `errors` keyed by the field names below (`images` for every photo problem), texts in
 * the request's language (Accept-Language, fr by default).
 */

/** Photos: `images[0]`, `images[1]`, … (PNG, JPG or GIF, ≤ AD_IMAGE_MAX_BYTES each, at most the `max_images_per_ad` setting). */
export const AD_IMAGE_FIELD = 'images';
/** Ads a user may post per hour before the api answers 429. */
export const AD_POSTS_PER_HOUR = 10;

export const AD_CONDITIONS = ['new', 'used'] as const;
export type AdCondition = (typeof AD_CONDITIONS)[number];

/** How a form's check box reads: these strings are true, and false (an unchecked box sends nothing or ""). */
export const FORM_TRUE_VALUES = ['true', '1', 'on', 'yes'] as const;
export const FORM_FALSE_VALUES = ['false', '0', 'off', 'no', ''] as const;

/**
 * The fields of the Post an Ad form (POST /api/ads, multipart), as the api checks them once read: text is trimmed
 * (and its line ends made \n), `price` is a number written "25000", "25 000", "12.50" or "12,50" (absent or ""
 * for price on request), `currency` a code (the site's default currency when absent), `is_negotiable` a check box
 * (FORM_TRUE_VALUES / FORM_FALSE_VALUES), `category` and `location` an id or a slug (the category must be a leaf),
 * `condition` lowercase ("" clears it), `attributes` the values of the category's fields as one JSON object
 * (`{"make":"toyota","year":2015}`; a text field of the multipart form), checked against the category's fields
 * by `validateAdAttributes` (contracts/src/attributes.ts), errors under `attributes.<key>`.
 */
export const AdFormFieldsSchema = Type.Object({
  title: Type.String({ minLength: AD_TITLE_MIN_LENGTH, maxLength: AD_TITLE_MAX_LENGTH }),
  description: Type.String({ minLength: AD_DESCRIPTION_MIN_LENGTH, maxLength: AD_DESCRIPTION_MAX_LENGTH }),
  price: Type.Optional(Type.Number({ minimum: 0, maximum: AD_PRICE_MAX })),
  /** Code of an active currency (GET /api/currencies). */
  currency: Type.Optional(Type.String({ minLength: 3, maxLength: 3 })),
  is_negotiable: Type.Optional(Type.Boolean()),
  category: Type.String({ minLength: 1, maxLength: 80 }),
  location: Type.String({ minLength: 1, maxLength: 80 }),
  condition: Type.Optional(Type.Union([...AD_CONDITIONS.map((c) => Type.Literal(c)), Type.Literal('')])),
  attributes: Type.Optional(
    Type.Record(
      Type.String({ maxLength: ATTRIBUTE_KEY_MAX_LENGTH }),
      Type.Union([Type.String({ maxLength: ATTRIBUTE_TEXT_MAX_LENGTH }), Type.Number(), Type.Null()]),
      { maxProperties: 40 },
    ),
  ),
});
export type AdFormFields = Static<typeof AdFormFieldsSchema>;
/** POST /api/ads → 201 `Ad`: the fields above plus `images[n]` files. */
export const CreateAdFieldsSchema = AdFormFieldsSchema;
export type CreateAdFields = AdFormFields;
export const CreateAdResponseSchema = AdSchema;
/**
 * Optional header of POST /api/ads: one key per ad the seller composed (an ad sent again from the offline
 * outbox carries the same key). Kept per user: the same key again returns the ad created the first time.
 */
export const CreateAdHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: IDEMPOTENCY_KEY_MIN_LENGTH,
      maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
      pattern: '^[A-Za-z0-9_.:-]+$',
    }),
  ),
});

/**
 * POST /api/ads/{id} (multipart, `_method=PUT` accepted) → `Ad`. Every field optional; send only what changed.
 * `images[n]` adds photos (after the existing ones), `delete_images[n]` removes photos by their id,
 * `image_order[n]` lists photo ids in the wanted order (photos not listed keep their relative order after them).
 * status, owner, views, boosts and featured flags cannot be set through this call (422 on those fields).
 */
export const UpdateAdFieldsSchema = Type.Intersect([
  Type.Partial(AdFormFieldsSchema),
  Type.Object({
    _method: Type.Optional(Type.Literal('PUT')),
    delete_images: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }))),
    image_order: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }))),
  }),
]);
export const UpdateAdResponseSchema = AdSchema;

/** PATCH /api/ads/{id}/status (JSON) → `Ad`. */
export const AdStatusChangeRequestSchema = Type.Object({
  status: Type.Union(OWNER_SETTABLE_AD_STATUSES.map((s) => Type.Literal(s))),
});
export type AdStatusChangeRequest = Static<typeof AdStatusChangeRequestSchema>;
export const AdStatusChangeResponseSchema = AdSchema;

/** DELETE /api/ads/{id} → `{ message }` (soft delete: the ad leaves every list, my ads included). */
export const DeleteAdResponseSchema = Type.Object({ message: Type.String() });
export type DeleteAdResponse = Static<typeof DeleteAdResponseSchema>;

/** GET /api/my-ads. */
export const MyAdsQuerySchema = Type.Object({
  /** `all` (default) or one status. */
  status: Type.Optional(Type.Union(MY_ADS_STATUS_FILTERS.map((s) => Type.Literal(s)))),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
  display_currency: Type.Optional(CurrencyCodeParam),
});
export type MyAdsQuery = Static<typeof MyAdsQuerySchema>;

/** Number of the owner's ads per status (for the tab badges); statuses without ads are 0. `all` is the sum. */
export const MyAdsCountsSchema = Type.Record(Type.String(), Type.Integer({ minimum: 0 }));

/** Newest first; rejected ads carry `rejection_reason`. */
export const MyAdsResponseSchema = Type.Intersect([
  Paginated(AdSchema),
  Type.Object({ counts: MyAdsCountsSchema }),
]);
export type MyAdsResponse = Static<typeof MyAdsResponseSchema>;

/** POST /api/ads/{id}/favorite (no body): toggles, and says the new state. */
export const FavoriteToggleResponseSchema = Type.Object({
  message: Type.String(),
  is_favorited: Type.Boolean(),
});
export type FavoriteToggleResponse = Static<typeof FavoriteToggleResponseSchema>;

/** GET /api/my-favorites: ads still public, newest favourite first; each with `is_favorited: true`. */
export const MyFavoritesQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
  display_currency: Type.Optional(CurrencyCodeParam),
});
export type MyFavoritesQuery = Static<typeof MyFavoritesQuerySchema>;
export const MyFavoritesResponseSchema = Paginated(AdSchema);
export type MyFavoritesResponse = Static<typeof MyFavoritesResponseSchema>;
