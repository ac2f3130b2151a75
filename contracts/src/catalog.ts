import { Type, type Static } from '@sinclair/typebox';
import { AD_EXPIRY_DAYS_MAX, EXPIRY_REMINDER_DAYS_MAX, LOCATION_TYPES, MAX_PRICE_FILTER } from './constants';
import {
  ATTRIBUTE_KEY_PATTERN,
  ATTRIBUTE_LABEL_MAX_LENGTH,
  ATTRIBUTE_NUMBER_LIMIT,
  ATTRIBUTE_OPTION_MAX_LENGTH,
  ATTRIBUTE_TYPES,
  ATTRIBUTE_UNIT_MAX_LENGTH,
  MAX_ATTRIBUTE_OPTIONS,
  MAX_ATTRIBUTES_PER_CATEGORY,
} from './attributes';

const AttributeLabelSchema = Type.Object({
  fr: Type.String({ minLength: 1, maxLength: ATTRIBUTE_LABEL_MAX_LENGTH }),
  en: Type.String({ minLength: 1, maxLength: ATTRIBUTE_LABEL_MAX_LENGTH }),
});
const AttributeBound = Type.Number({ minimum: -ATTRIBUTE_NUMBER_LIMIT, maximum: ATTRIBUTE_NUMBER_LIMIT });

/**
 * One field a category asks of its ads (contracts/src/attributes.ts): a number (with its unit and bounds), one of
 * a list of options, or a short text. The ad form, the ad page and the filter panel are drawn from these.
 */
export const CategoryAttributeSchema = Type.Object(
  {
    key: Type.String({ pattern: ATTRIBUTE_KEY_PATTERN }),
    type: Type.Union(ATTRIBUTE_TYPES.map((t) => Type.Literal(t))),
    label: AttributeLabelSchema,
    unit: Type.Optional(Type.String({ minLength: 1, maxLength: ATTRIBUTE_UNIT_MAX_LENGTH })),
    options: Type.Optional(
      Type.Array(
        Type.Object({
          value: Type.String({ minLength: 1, maxLength: ATTRIBUTE_OPTION_MAX_LENGTH }),
          label: AttributeLabelSchema,
        }),
        { maxItems: MAX_ATTRIBUTE_OPTIONS },
      ),
    ),
    min: Type.Optional(AttributeBound),
    max: Type.Optional(AttributeBound),
    integer: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const CategoryAttributesSchema = Type.Array(CategoryAttributeSchema, {
  maxItems: MAX_ATTRIBUTES_PER_CATEGORY,
});

export const CategorySchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    /** Name in the request's language (Accept-Language), French by default. */
    name: Type.String(),
    names: Type.Object({ fr: Type.String(), en: Type.String() }),
    description: Type.Union([Type.String(), Type.Null()]),
    parent_id: Type.Union([Type.Integer(), Type.Null()]),
    /** The fields its ads carry (labels in both languages); empty for a category without any. */
    attributes: CategoryAttributesSchema,
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
