import { Type, type Static } from '@sinclair/typebox';
import { AD_EXPIRY_DAYS_MAX, EXPIRY_REMINDER_DAYS_MAX, LOCATION_TYPES, MAX_PRICE_FILTER } from './constants';

export const CategorySchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    /** Name in the request's language (Accept-Language), French by default. */
    name: Type.String(),
    names: Type.Object({ fr: Type.String(), en: Type.String() }),
    description: Type.Union([Type.String(), Type.Null()]),
    parent_id: Type.Union([Type.Integer(), Type.Null()]),
    /** Active ads in this category and its children; present on the tree and home payloads. */
    ads_count: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { $id: 'Category' },
);
export type Category = Static<typeof CategorySchema>;

export const CategoryTreeNodeSchema = Type.Intersect([
  CategorySchema,
  Type.Object({ children: Type.Array(CategorySchema) }),
]);
export type CategoryTreeNode = Category & { children: Category[] };

/** GET /api/categories/{slug}: one category with its parent and children (for category pages and breadcrumbs). */
export const CategoryDetailSchema = Type.Intersect([
  CategorySchema,
  Type.Object({
    parent: Type.Union([CategorySchema, Type.Null()]),
    children: Type.Array(CategorySchema),
  }),
]);
export type CategoryDetail = Category & { parent: Category | null; children: Category[] };

export const CategoryListResponseSchema = Type.Object({ data: Type.Array(CategoryTreeNodeSchema) });
export type CategoryListResponse = Static<typeof CategoryListResponseSchema>;

export const LocationSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    type: Type.Union(LOCATION_TYPES.map((t) => Type.Literal(t))),
    parent_id: Type.Union([Type.Integer(), Type.Null()]),
    /** Human path from the place up to its province, e.g. "Gombe, Kinshasa". */
    path: Type.String(),
  },
  { $id: 'Location' },
);
export type Location = Static<typeof LocationSchema>;
export const LocationListResponseSchema = Type.Object({ data: Type.Array(LocationSchema) });
export type LocationListResponse = Static<typeof LocationListResponseSchema>;

export const SymbolPositionSchema = Type.Union([Type.Literal('before'), Type.Literal('after')]);
export type SymbolPosition = Static<typeof SymbolPositionSchema>;

export const CurrencySchema = Type.Object(
  {
    code: Type.String({ minLength: 3, maxLength: 3 }),
    name: Type.String(),
    symbol: Type.String(),
    /** Units of this currency for one US dollar. */
    exchange_rate: Type.Number({ exclusiveMinimum: 0 }),
    decimal_places: Type.Integer({ minimum: 0, maximum: 4 }),
    symbol_position: SymbolPositionSchema,
    is_active: Type.Boolean(),
    is_base: Type.Boolean(),
  },
  { $id: 'Currency' },
);
export type Currency = Static<typeof CurrencySchema>;
export const CurrencyListResponseSchema = Type.Object({ data: Type.Array(CurrencySchema) });
export type CurrencyListResponse = Static<typeof CurrencyListResponseSchema>;

export const SettingsSchema = Type.Object(
  {
    site_name: Type.String(),
    site_description: Type.String(),
    default_language: Type.Union([Type.Literal('fr'), Type.Literal('en')]),
    maintenance_mode: Type.Boolean(),
    default_currency: Type.String(),
    auto_approve_ads: Type.Boolean(),
    max_images_per_ad: Type.Integer({ minimum: 1, maximum: 30 }),
    ad_expiry_days: Type.Integer({ minimum: 1, maximum: AD_EXPIRY_DAYS_MAX }),
    /** Days before an ad expires that its owner gets the reminder mail with the one-tap renewal link. */
    expiry_reminder_days: Type.Integer({ minimum: 1, maximum: EXPIRY_REMINDER_DAYS_MAX }),
    featured_ad_price: Type.Number({ minimum: 0, maximum: MAX_PRICE_FILTER }),
    admin_email: Type.String(),
    enable_email_notifications: Type.Boolean(),
  },
  { $id: 'Settings' },
);
export type Settings = Static<typeof SettingsSchema>;

/**
 * What the public settings call returns: everything but the admin address, and the languages the site is offered
 * in (Admin → Languages, the default language first; an answer without them offers every supported language).
 */
export const PublicSettingsSchema = Type.Composite([
  Type.Omit(SettingsSchema, ['admin_email']),
  Type.Object({ languages: Type.Optional(Type.Array(Type.Union([Type.Literal('fr'), Type.Literal('en')]))) }),
]);
export type PublicSettings = Static<typeof PublicSettingsSchema>;
