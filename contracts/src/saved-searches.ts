import { Type, type Static } from '@sinclair/typebox';
import { AdListQuerySchema } from './ads';
import { DateTimeString, IdInteger } from './common';
import {
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_ATTRIBUTE_MAX_LENGTH,
  SAVED_SEARCH_NAME_MAX_LENGTH,
} from './constants';

/** An attribute filter key of the ads list: `attr.` and a lower-case key (`attr.ram_gb_min`). */
export const SAVED_SEARCH_ATTRIBUTE_KEY = '^attr\\.[a-z0-9_]{1,40}$';

export const SavedSearchAlertSchema = Type.Union(SAVED_SEARCH_ALERTS.map((alert) => Type.Literal(alert)));

/**
 * The search a person saves: the ads list's own filters with its limits (words, category, place, price bounds
 * and their currency, sort) and the attribute filters (`attr.<key>`), kept as short strings and passed on.
 */
export const SavedSearchQuerySchema = Type.Object(
  {
    q: AdListQuerySchema.properties.q,
    category: AdListQuerySchema.properties.category,
    location: AdListQuerySchema.properties.location,
    min_price: AdListQuerySchema.properties.min_price,
    max_price: AdListQuerySchema.properties.max_price,
    /** Currency of min_price/max_price; the site default when absent. */
    currency: AdListQuerySchema.properties.price_currency,
    sort: AdListQuerySchema.properties.sort,
  },
  {
    additionalProperties: false,
    patternProperties: {
      [SAVED_SEARCH_ATTRIBUTE_KEY]: Type.String({
        minLength: 1,
        maxLength: SAVED_SEARCH_ATTRIBUTE_MAX_LENGTH,
      }),
    },
  },
);
export type SavedSearchQuery = Static<typeof SavedSearchQuerySchema> & { [key: `attr.${string}`]: string };

export const SavedSearchSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    query: SavedSearchQuerySchema,
    alert: SavedSearchAlertSchema,
    /** Ads that matched since the person last opened this search. */
    new_count: Type.Integer({ minimum: 0 }),
    opened_at: DateTimeString,
    created_at: DateTimeString,
  },
  { $id: 'SavedSearch' },
);
export type SavedSearch = Static<typeof SavedSearchSchema>;

export const CreateSavedSearchRequestSchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: SAVED_SEARCH_NAME_MAX_LENGTH })),
  query: SavedSearchQuerySchema,
  alert: Type.Optional(SavedSearchAlertSchema),
});
export type CreateSavedSearchRequest = Static<typeof CreateSavedSearchRequestSchema>;

/** A change: its name, its alert, or `opened: true` when the person opens it (its new count goes back to 0). */
export const UpdateSavedSearchRequestSchema = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: SAVED_SEARCH_NAME_MAX_LENGTH })),
  alert: Type.Optional(SavedSearchAlertSchema),
  opened: Type.Optional(Type.Boolean()),
});
export type UpdateSavedSearchRequest = Static<typeof UpdateSavedSearchRequestSchema>;

export const SavedSearchResponseSchema = Type.Object({ saved_search: SavedSearchSchema });
export type SavedSearchResponse = Static<typeof SavedSearchResponseSchema>;

export const SavedSearchListSchema = Type.Object({
  data: Type.Array(SavedSearchSchema),
  /** New results over every saved search: the badge on "My searches". */
  new_total: Type.Integer({ minimum: 0 }),
});
export type SavedSearchList = Static<typeof SavedSearchListSchema>;

/** The one-click unsubscribe link of an alert mail: the search and its signature. */
export const UnsubscribeSavedSearchRequestSchema = Type.Object({
  id: IdInteger(),
  token: Type.String({ minLength: 1, maxLength: 128 }),
});
export type UnsubscribeSavedSearchRequest = Static<typeof UnsubscribeSavedSearchRequestSchema>;
