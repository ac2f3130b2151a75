import { Type, type Static } from '@sinclair/typebox';
import { AdSchema, SellerSummarySchema } from './ads';
import { CategorySchema, CurrencySchema, PublicSettingsSchema } from './catalog';
import { DateTimeString } from './common';
import { PublicStatsSchema } from './site';

/**
 * A category tile of the home page: a top-level category and its number of active ads. Its fields and children
 * are left to `GET /api/categories` (the catalogue's fields were a fifth of the home page's data).
 */
export const HomeCategorySchema = Type.Pick(CategorySchema, ['id', 'slug', 'name', 'names', 'ads_count']);
export type HomeCategory = Static<typeof HomeCategorySchema>;

/** GET /bff/home: everything the home page needs in one round trip. */
export const HomeResponseSchema = Type.Object({
  settings: PublicSettingsSchema,
  categories: Type.Array(HomeCategorySchema),
  currencies: Type.Array(CurrencySchema),
  recent_ads: Type.Array(AdSchema),
  boosted_ads: Type.Array(AdSchema),
  stats: PublicStatsSchema,
});
export type HomeResponse = Static<typeof HomeResponseSchema>;

export const SellerCardSchema = Type.Intersect([
  SellerSummarySchema,
  Type.Object({
    member_since: DateTimeString,
    active_ads_count: Type.Integer({ minimum: 0 }),
    profile_image: Type.Union([Type.String(), Type.Null()]),
    /**
     * The phone number the seller publishes (their business profile's), E.164 (`+243…`) for call and WhatsApp
     * links, and formatted for reading (`+243 81 234 5678`); absent or null when they publish none.
     */
    phone: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    phone_display: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    /** The seller proved their number by SMS (« Numéro vérifié »). */
    phone_verified: Type.Optional(Type.Boolean()),
    /**
     * A buyer may reveal the seller's number from their ads (`revealAdPhone`): a verified number the seller
     * chose to show. The number itself is not here, so pages written on the server do not carry it.
     */
    phone_revealable: Type.Optional(Type.Boolean()),
  }),
]);
export type SellerCard = Static<typeof SellerCardSchema>;

/** GET /bff/ads/{slug}: the ad page in one round trip. */
export const AdPageResponseSchema = Type.Object({
  ad: AdSchema,
  seller: SellerCardSchema,
  similar_ads: Type.Array(AdSchema),
});
export type AdPageResponse = Static<typeof AdPageResponseSchema>;

/** GET /mf-manifest.json: where each remote's Module Federation manifest lives now. */
export const RemoteManifestSchema = Type.Object({
  remotes: Type.Record(Type.String(), Type.Object({ name: Type.String(), entry: Type.String() })),
});
export type RemoteManifest = Static<typeof RemoteManifestSchema>;
