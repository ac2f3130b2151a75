import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AdAttributes, AdReviewChanges, AdStatus, CategoryAttribute } from '@sokoni/contracts';

/**
 * Kysely view of the database. Migrations in ./migrations create exactly these tables; change both together.
 * Money is integer minor units with its currency code; `price_usd_cents` is the normalised price used for
 * price filters across currencies.
 */
/** Timestamps with a database default: optional on insert, Dates when read. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** int8 columns arrive as strings from node-postgres; the db plugin parses them to numbers. */
type BigIntColumn = ColumnType<number, number | bigint, number | bigint>;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  username: string | null;
  email: string;
  phone: string | null;
  bio: string | null;
  profile_image: string | null;
  password_hash: string | null;
  email_verified_at: NullableTimestamp;
  account_type: Generated<'individual' | 'business'>;
  is_admin: Generated<boolean>;
  is_banned: Generated<boolean>;
  ban_reason: string | null;
  is_verified: Generated<boolean>;
  verification_reason: string | null;
  preferred_language: Generated<'fr' | 'en'>;
  preferred_theme: 'light' | 'dark' | null;
  preferred_currency: string | null;
  deleted_at: NullableTimestamp;
  /** 'YYYY-MM-DD'. */
  date_of_birth: string | null;
  /** When `phone` was proved by an SMS code; cleared by a trigger when the number changes. */
  phone_verified_at: NullableTimestamp;
  /** Buyers may reveal the verified number from the seller's ads. */
  show_phone: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One SMS code sent to prove a phone number (its HMAC only). */
export interface PhoneCodesTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  code_hash: string;
  ip: string;
  failed_tries: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface BusinessProfilesTable {
  id: Generated<number>;
  user_id: number;
  business_name: string;
  slug: string;
  description: string;
  phone_number: string | null;
  address: string | null;
  website: string | null;
  logo_path: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A former slug of a category (merged into another, or renamed), leading to the category now there. */
export interface CategorySlugAliasesTable {
  slug: string;
  category_id: number;
  created_at: Timestamp;
}

export interface BusinessSlugHistoryTable {
  slug: string;
  business_profile_id: number;
  created_at: Timestamp;
}

/** One change of a shop's address, for the monthly limit. */
export interface BusinessSlugChangesTable {
  id: Generated<number>;
  business_profile_id: number;
  changed_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name_fr: string;
  name_en: string;
  description_fr: string | null;
  description_en: string | null;
  parent_id: number | null;
  position: Generated<number>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  /** The fields its ads carry (contracts' CategoryAttribute[]). */
  attributes: ColumnType<CategoryAttribute[], string | undefined, string>;
}

export interface LocationsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string | null;
  type: 'province' | 'city' | 'commune';
  parent_id: number | null;
  /** "Gombe, Kinshasa": the place and its parents, kept in step by the seed and the admin screens. */
  path: string;
  is_active: Generated<boolean>;
  created_at: Timestamp;
}

export interface CurrenciesTable {
  code: string;
  name: string;
  symbol: string;
  /** Units of this currency for one US dollar (numeric, read as a string by node-postgres). */
  exchange_rate: ColumnType<string, string | number, string | number>;
  decimal_places: number;
  symbol_position: 'before' | 'after';
  is_active: Generated<boolean>;
  is_base: Generated<boolean>;
  updated_at: Timestamp;
}

export interface ExchangeRatesTable {
  id: Generated<number>;
  currency_code: string;
  rate: ColumnType<string, string | number, string | number>;
  effective_date: ColumnType<string, string, string>;
  created_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface PromotionPlansTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  price_minor: BigIntColumn;
  currency_code: string;
  duration_days: number;
  features: ColumnType<string[], string, string>;
  name_en: Generated<string>;
  description_en: Generated<string>;
  features_en: ColumnType<string[], string | undefined, string>;
  boost_type: 'standard' | 'premium' | 'exclusive';
  is_active: Generated<boolean>;
  created_at: Timestamp;
}

export interface LanguagesTable {
  code: string;
  name: string;
  native_name: string;
  is_active: Generated<boolean>;
  is_default: Generated<boolean>;
}

export interface TranslationsTable {
  id: Generated<number>;
  locale: string;
  group: string;
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** The statuses of contracts' AD_STATUSES. */
export type AdStatusColumn = AdStatus;

export interface AdsTable {
  id: Generated<number>;
  slug: string;
  user_id: number;
  category_id: number;
  location_id: number | null;
  title: string;
  description: string | null;
  price_minor: BigIntColumn | null;
  currency_code: string;
  price_usd_cents: BigIntColumn | null;
  is_negotiable: Generated<boolean>;
  condition: 'new' | 'used' | null;
  status: Generated<AdStatusColumn>;
  rejection_reason: string | null;
  /** What a material edit of an approved ad changed, while it waits for review again. */
  review_changes: ColumnType<AdReviewChanges | null, string | null | undefined, string | null>;
  views_count: Generated<number>;
  is_featured: Generated<boolean>;
  is_urgent: Generated<boolean>;
  is_sponsored: Generated<boolean>;
  boost_type: 'standard' | 'premium' | 'exclusive' | null;
  boost_expires_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  /** Buyers who revealed the seller's number from this ad. */
  phone_reveals: Generated<number>;
  /** When the owner was reminded that the current period ends; cleared by a trigger when expires_at moves. */
  expiry_reminded_at: NullableTimestamp;
  published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  /** The values of its category's fields (contracts' AdAttributes). */
  attributes: ColumnType<AdAttributes, string | undefined, string>;
  /** Generated tsvector column (title weight A, description B; French and English, accents folded). */
  search_vector: ColumnType<never, never, never>;
}

/** The vocabulary of ad titles (kept by triggers): a folded word and how many ads' titles have it. */
export interface SearchWordsTable {
  word: string;
  ads: number;
}

/** The Idempotency-Key each ad was posted with, per user (migration 0016). */
export interface AdIdempotencyKeysTable {
  user_id: number;
  key: string;
  ad_id: number;
  created_at: Generated<Date>;
}

export interface AdImagesTable {
  id: Generated<number>;
  ad_id: number;
  position: number;
  /** Storage key prefix; the WebP widths live at `${key}-400.webp`, `-800.webp`, `-1600.webp`. */
  storage_key: string;
  width: number;
  height: number;
  /**
   * The data saver's blurred preview (`data:image/webp;base64,…`); null until it is made (photos stored before
   * it existed are filled in the background), '' when the stored photo could not be read to make one.
   */
  placeholder: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bytes of the `-400`, `-800` and `-1600` files; null while unknown. */
  card_bytes: ColumnType<number | null, number | null | undefined, number | null>;
  gallery_bytes: ColumnType<number | null, number | null | undefined, number | null>;
  zoom_bytes: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface AdViewsTable {
  ad_id: number;
  visitor_hash: string;
  day: ColumnType<string, string, string>;
}

/** Phone reveals of an ad on one UTC day (the total is `ads.phone_reveals`). */
export interface AdPhoneRevealsTable {
  ad_id: number;
  day: ColumnType<string, string, string>;
  count: number;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  created_at: Timestamp;
}

export interface OutboxMailsTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  /** 'mail', or 'sms' for a message the sandbox SMS provider kept (`to_address` is the number). */
  channel: Generated<'mail' | 'sms'>;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  name: string;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
}

/** An email change, kept so the link mailed to the old address can undo it once. */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  old_email: string;
  new_email: string;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  undone_at: NullableTimestamp;
}

export interface OauthStatesTable {
  /** SHA-256 (hex) of the `state` sent to the provider. */
  state_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface SocialAccountsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  /** The provider's `sub` claim. */
  subject: string;
  email: string | null;
  created_at: Timestamp;
}

export interface FavoritesTable {
  user_id: number;
  ad_id: number;
  created_at: Timestamp;
}

export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The search as saved (SavedSearchQuery), JSON. */
  query: ColumnType<unknown, string, string>;
  alert: 'instant' | 'daily' | 'off';
  category_id: number | null;
  location_id: number | null;
  /** The query names a category / place (even one that no longer exists: then it matches nothing). */
  has_category: Generated<boolean>;
  has_location: Generated<boolean>;
  min_usd_cents: ColumnType<number | null, number | null | undefined, number | null>;
  max_usd_cents: ColumnType<number | null, number | null | undefined, number | null>;
  new_count: Generated<number>;
  opened_at: Timestamp;
  last_mailed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SavedSearchHitsTable {
  saved_search_id: number;
  ad_id: number;
  created_at: Timestamp;
  mailed_at: NullableTimestamp;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export type PaymentStatusColumn =
  'created' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'expired';

export interface PaymentsTable {
  id: string;
  user_id: number;
  ad_id: number | null;
  plan_id: number;
  method: 'mobile_money' | 'card' | 'paypal';
  provider: string;
  status: Generated<PaymentStatusColumn>;
  amount_minor: BigIntColumn;
  currency_code: string;
  boost_type: 'standard' | 'premium' | 'exclusive';
  duration_days: number;
  /** Safe to show: operator and +243 number, card brand and last four, PayPal email. Never a card number. */
  method_details: ColumnType<Record<string, string>, string | undefined, string>;
  idempotency_key: string;
  /** HMAC of the request body, to tell a retry from another request under the same key. */
  request_hash: string;
  provider_ref: string | null;
  next_action: ColumnType<Record<string, unknown>, string | undefined, string>;
  failure_code: string | null;
  locale: Generated<'fr' | 'en'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  payment_id: string | null;
  provider: string;
  /** The provider's event id (webhooks): unique per provider, so a replay is stored once. */
  provider_event_id: string | null;
  type: string;
  /** The payment's status after the event. */
  status: string;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

export interface TransactionsTable {
  id: Generated<number>;
  reference: string;
  payment_id: string;
  user_id: number;
  ad_id: number | null;
  amount_minor: BigIntColumn;
  currency_code: string;
  boost_type: 'standard' | 'premium' | 'exclusive';
  boost_expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
}

export interface AdminAuditLogTable {
  id: Generated<number>;
  /** Null once the administrator's account is removed; the entry stays. */
  admin_id: number | null;
  action: string;
  target_type: string;
  target_id: string | null;
  target_label: string | null;
  reason: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

export interface ConversationsTable {
  id: Generated<number>;
  ad_id: number;
  buyer_id: number;
  seller_id: number;
  last_message_at: Timestamp;
  buyer_archived: Generated<boolean>;
  seller_archived: Generated<boolean>;
  buyer_mailed_at: NullableTimestamp;
  seller_mailed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  body: string;
  client_id: string | null;
  created_at: Timestamp;
  read_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
}

export interface LiveEventsTable {
  id: Generated<number>;
  user_id: number;
  /** The event's number among its recipient's events (1, 2, 3…): the SSE id. */
  seq: number;
  type: 'message' | 'read' | 'unread-count' | 'payment';
  data: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

/** The last number given to each person's live events. */
export interface LiveEventSequencesTable {
  user_id: number;
  last_seq: number;
}

export interface ReviewsTable {
  id: Generated<number>;
  seller_id: number;
  reviewer_id: number;
  ad_id: number | null;
  rating: number;
  comment: string;
  reply: string | null;
  replied_at: NullableTimestamp;
  created_at: Timestamp;
  removed_at: NullableTimestamp;
  removed_by: number | null;
}
export type ReviewRow = Selectable<ReviewsTable>;

export interface ReportsTable {
  id: Generated<number>;
  ad_id: number;
  reporter_id: number;
  reason: 'scam' | 'prohibited' | 'wrong_category' | 'duplicate' | 'sold' | 'other';
  comment: string | null;
  status: Generated<'open' | 'dismissed' | 'actioned'>;
  created_at: Timestamp;
  resolved_at: NullableTimestamp;
  resolved_by: number | null;
  resolution_note: string | null;
}

export interface Database {
  conversations: ConversationsTable;
  messages: MessagesTable;
  live_events: LiveEventsTable;
  live_event_sequences: LiveEventSequencesTable;
  reviews: ReviewsTable;
  reports: ReportsTable;
  users: UsersTable;
  business_profiles: BusinessProfilesTable;
  business_slug_history: BusinessSlugHistoryTable;
  category_slug_aliases: CategorySlugAliasesTable;
  business_slug_changes: BusinessSlugChangesTable;
  categories: CategoriesTable;
  locations: LocationsTable;
  currencies: CurrenciesTable;
  exchange_rates: ExchangeRatesTable;
  settings: SettingsTable;
  promotion_plans: PromotionPlansTable;
  languages: LanguagesTable;
  translations: TranslationsTable;
  ads: AdsTable;
  ad_images: AdImagesTable;
  ad_idempotency_keys: AdIdempotencyKeysTable;
  ad_views: AdViewsTable;
  ad_phone_reveals: AdPhoneRevealsTable;
  search_words: SearchWordsTable;
  contact_messages: ContactMessagesTable;
  outbox_mails: OutboxMailsTable;
  phone_codes: PhoneCodesTable;
  auth_tokens: AuthTokensTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  oauth_states: OauthStatesTable;
  social_accounts: SocialAccountsTable;
  favorites: FavoritesTable;
  app_secrets: AppSecretsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  transactions: TransactionsTable;
  admin_audit_log: AdminAuditLogTable;
  saved_searches: SavedSearchesTable;
  saved_search_hits: SavedSearchHitsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type AdRow = Selectable<AdsTable>;
export type NewAd = Insertable<AdsTable>;
export type NewAdImage = Insertable<AdImagesTable>;
export type NewReview = Insertable<ReviewsTable>;
export type BusinessProfileRow = Selectable<BusinessProfilesTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type LocationRow = Selectable<LocationsTable>;
export type CurrencyRow = Selectable<CurrenciesTable>;

export type PaymentRow = Selectable<PaymentsTable>;
