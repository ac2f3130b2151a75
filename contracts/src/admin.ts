import { Type, type Static } from '@sinclair/typebox';
import { AdSchema, AdStatusSchema } from './ads';
import { AccountTypeSchema } from './users';
import { DateTimeString, IdInteger, MAX_ID, Paginated } from './common';
import { CategoryAttributesSchema, SettingsSchema, SymbolPositionSchema } from './catalog';
import {
  ADMIN_MAX_PAGE,
  ADMIN_REASON_MAX_LENGTH,
  ADMIN_USER_FILTERS,
  BOOST_TYPES,
  CATEGORY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EXCHANGE_RATE_MAX,
  MAX_PAGE_SIZE,
  MAX_PRICE_FILTER,
  PERSON_NAME_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_STATUSES,
  TRANSLATION_GROUP_LIST_PATTERN,
  TRANSLATION_GROUP_PATTERN,
  TRANSLATION_KEY_MAX_LENGTH,
  TRANSLATION_KEY_PATTERN,
} from './constants';
import { ReportReasonSchema } from './messaging';

/**
 * The administration api: everything under /api/admin, for administrators only.
 * The limits the admin screens read too are in constants.ts.
 */
export const ADMIN_PAGE_SIZE = 20;

/** A reason an administrator must give (rejection, deletion, ban, trusted flag): required, not blank. */
export const AdminReasonBodySchema = Type.Object({
  // Empty is reported once, as required; only blank text fails the pattern.
  reason: Type.String({ minLength: 1, maxLength: ADMIN_REASON_MAX_LENGTH, pattern: '^$|\\S' }),
});
export type AdminReasonBody = Static<typeof AdminReasonBodySchema>;

const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: ADMIN_MAX_PAGE })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

// ---- Moderation ----

/** The seller's record as a moderator weighs it beside a pending ad. */
export const SellerHistorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  created_at: DateTimeString,
  is_verified: Type.Boolean(),
  is_banned: Type.Boolean(),
  ads_total: Type.Integer({ minimum: 0 }),
  ads_active: Type.Integer({ minimum: 0 }),
  ads_rejected: Type.Integer({ minimum: 0 }),
});
export type SellerHistory = Static<typeof SellerHistorySchema>;

/** One changed field of an approved ad's material edit: its value before and after. */
export const AdReviewChangeSchema = Type.Object({
  from: Type.Union([Type.String(), Type.Number(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Number(), Type.Null()]),
});
/**
 * What a material edit of an approved ad changed (it went back to review): title, description, price (minor
 * units of the ad's currency), category id, photos added. Null for an ad under review for the first time.
 */
export const AdReviewChangesSchema = Type.Object({
  title: Type.Optional(AdReviewChangeSchema),
  description: Type.Optional(AdReviewChangeSchema),
  price: Type.Optional(AdReviewChangeSchema),
  category: Type.Optional(AdReviewChangeSchema),
  photos_added: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type AdReviewChanges = Static<typeof AdReviewChangesSchema>;

export const PendingAdSchema = Type.Intersect([
  AdSchema,
  Type.Object({
    seller_history: SellerHistorySchema,
    review_changes: Type.Union([AdReviewChangesSchema, Type.Null()]),
  }),
]);
export type PendingAd = Static<typeof AdSchema> & {
  seller_history: SellerHistory;
  review_changes: AdReviewChanges | null;
};

export const PendingAdsQuerySchema = Type.Object({ ...PageQuery });
export type PendingAdsQuery = Static<typeof PendingAdsQuerySchema>;
export const PendingAdsResponseSchema = Paginated(PendingAdSchema);
export type PendingAdsResponse = Static<typeof PendingAdsResponseSchema>;

export const AdminAdsQuerySchema = Type.Object({
  ...PageQuery,
  q: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(AdStatusSchema),
  user_id: Type.Optional(IdInteger()),
  category_id: Type.Optional(IdInteger()),
});
export type AdminAdsQuery = Static<typeof AdminAdsQuerySchema>;
export const AdminAdsResponseSchema = Paginated(AdSchema);
export type AdminAdsResponse = Static<typeof AdminAdsResponseSchema>;

export const AdminAdResponseSchema = Type.Object({ message: Type.String(), ad: AdSchema });
export type AdminAdResponse = Static<typeof AdminAdResponseSchema>;

// ---- Users ----

export const AdminUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  account_type: AccountTypeSchema,
  is_admin: Type.Boolean(),
  is_banned: Type.Boolean(),
  ban_reason: Type.Union([Type.String(), Type.Null()]),
  is_verified: Type.Boolean(),
  verification_reason: Type.Union([Type.String(), Type.Null()]),
  email_verified: Type.Boolean(),
  preferred_language: Type.Union([Type.Literal('fr'), Type.Literal('en')]),
  ads_count: Type.Integer({ minimum: 0 }),
  deleted_at: Type.Union([DateTimeString, Type.Null()]),
  created_at: DateTimeString,
});
export type AdminUser = Static<typeof AdminUserSchema>;

export const AdminUsersQuerySchema = Type.Object({
  ...PageQuery,
  q: Type.Optional(Type.String({ maxLength: 200 })),
  filter: Type.Optional(Type.Union(ADMIN_USER_FILTERS.map((f) => Type.Literal(f)))),
});
export type AdminUsersQuery = Static<typeof AdminUsersQuerySchema>;
export const AdminUsersResponseSchema = Paginated(AdminUserSchema);
export type AdminUsersResponse = Static<typeof AdminUsersResponseSchema>;

export const AdminUserUpdateSchema = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH })),
  email: Type.Optional(Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH })),
  phone: Type.Optional(Type.Union([Type.String({ maxLength: PHONE_INPUT_MAX_LENGTH }), Type.Null()])),
  account_type: Type.Optional(AccountTypeSchema),
  /** The administrator role; nobody changes their own, and the last administrator keeps it. */
  is_admin: Type.Optional(Type.Boolean()),
  /** Suspended (banned): nobody suspends themself. */
  is_banned: Type.Optional(Type.Boolean()),
  /** The trusted badge. */
  is_verified: Type.Optional(Type.Boolean()),
  /** Required when the suspension or the trusted badge changes; kept with the change and in the audit log. */
  reason: Type.Optional(Type.String({ maxLength: ADMIN_REASON_MAX_LENGTH })),
});
/** Every change of one user, saved together or not at all, each written to the audit log. */
export type AdminUserUpdate = Static<typeof AdminUserUpdateSchema>;

export const AdminUserResponseSchema = Type.Object({ message: Type.String(), user: AdminUserSchema });
export type AdminUserResponse = Static<typeof AdminUserResponseSchema>;

// ---- Dashboard ----

export const AdminStatsSchema = Type.Object({
  users: Type.Object({
    total: Type.Integer(),
    new_this_week: Type.Integer(),
    verified: Type.Integer(),
    business: Type.Integer(),
    banned: Type.Integer(),
  }),
  ads_by_status: Type.Record(Type.String(), Type.Integer()),
  pending: Type.Integer(),
  reports_open: Type.Integer(),
  /** Revenue in minor units per payment method and month (YYYY-MM), once payments exist. */
  revenue: Type.Array(
    Type.Object({
      method: Type.String(),
      month: Type.String(),
      currency_code: Type.String(),
      amount_minor: Type.Integer(),
    }),
  ),
  expired_accounts: Type.Integer(),
});
export type AdminStats = Static<typeof AdminStatsSchema>;

/** One job's runs over the window the queue keeps (completed runs: 7 days). */
export const AdminJobQueueSchema = Type.Object({
  name: Type.String(),
  /** Waiting to run, retries included. */
  queued: Type.Integer(),
  /** Running now on some instance. */
  active: Type.Integer(),
  /** Out of retries. */
  failed: Type.Integer(),
  /** Runs that failed at least once and were tried again. */
  retried: Type.Integer(),
  completed: Type.Integer(),
  last_completed_at: Type.Union([DateTimeString, Type.Null()]),
});
export type AdminJobQueue = Static<typeof AdminJobQueueSchema>;

export const AdminJobFailureSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** `retry`: it will run again; `failed`: no retries left. */
  state: Type.Union([Type.Literal('retry'), Type.Literal('failed')]),
  retry_count: Type.Integer(),
  failed_at: DateTimeString,
  error: Type.String(),
});
export type AdminJobFailure = Static<typeof AdminJobFailureSchema>;

export const AdminJobsSchema = Type.Object({
  queues: Type.Array(AdminJobQueueSchema),
  /** The newest failures first (at most 20). */
  failures: Type.Array(AdminJobFailureSchema),
});
export type AdminJobs = Static<typeof AdminJobsSchema>;

// ---- Currencies, languages, plans ----

export const CurrencyCodeParamSchema = Type.Object({ code: Type.String({ pattern: '^[A-Za-z]{3}$' }) });

export const AdminCurrencyCreateSchema = Type.Object({
  code: Type.String({ pattern: '^[A-Za-z]{3}$' }),
  name: Type.String({ minLength: 1, maxLength: 60 }),
  symbol: Type.String({ minLength: 1, maxLength: 8 }),
  exchange_rate: Type.Number({ exclusiveMinimum: 0, maximum: EXCHANGE_RATE_MAX }),
  decimal_places: Type.Integer({ minimum: 0, maximum: 4 }),
  symbol_position: SymbolPositionSchema,
  is_active: Type.Optional(Type.Boolean()),
});
export type AdminCurrencyCreate = Static<typeof AdminCurrencyCreateSchema>;
export const AdminCurrencyUpdateSchema = Type.Partial(Type.Omit(AdminCurrencyCreateSchema, ['code']));
export type AdminCurrencyUpdate = Static<typeof AdminCurrencyUpdateSchema>;

export const AdminCurrencySchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  symbol: Type.String(),
  exchange_rate: Type.Number(),
  decimal_places: Type.Integer(),
  symbol_position: SymbolPositionSchema,
  is_active: Type.Boolean(),
  is_base: Type.Boolean(),
  ads_count: Type.Integer(),
});
export type AdminCurrency = Static<typeof AdminCurrencySchema>;
export const AdminCurrencyListSchema = Type.Object({ data: Type.Array(AdminCurrencySchema) });
export type AdminCurrencyList = Static<typeof AdminCurrencyListSchema>;

export const LanguageSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  native_name: Type.String(),
  is_active: Type.Boolean(),
  is_default: Type.Boolean(),
});
export type Language = Static<typeof LanguageSchema>;
export const LanguageListSchema = Type.Object({ data: Type.Array(LanguageSchema) });
export type LanguageList = Static<typeof LanguageListSchema>;
export const LanguageCodeParamSchema = Type.Object({ code: Type.String({ pattern: '^[a-z]{2}$' }) });

export const BoostTypeLiteralSchema = Type.Union(BOOST_TYPES.map((b) => Type.Literal(b)));

export const AdminPlanCreateSchema = Type.Object({
  /** French name, description and features (the default language). */
  name: Type.String({ minLength: 1, maxLength: 80 }),
  description: Type.String({ minLength: 1, maxLength: 500 }),
  /** English texts; a plan without them shows the French ones to English readers. */
  name_en: Type.Optional(Type.String({ maxLength: 80 })),
  description_en: Type.Optional(Type.String({ maxLength: 500 })),
  features_en: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 120 }), { maxItems: 12 })),
  /** Major units of `currency_code`. */
  price: Type.Number({ minimum: 0, maximum: MAX_PRICE_FILTER }),
  currency_code: Type.String({ pattern: '^[A-Za-z]{3}$' }),
  duration_days: Type.Integer({ minimum: 1, maximum: 365 }),
  features: Type.Array(Type.String({ minLength: 1, maxLength: 120 }), { maxItems: 12 }),
  boost_type: BoostTypeLiteralSchema,
  is_active: Type.Optional(Type.Boolean()),
});
export type AdminPlanCreate = Static<typeof AdminPlanCreateSchema>;
export const AdminPlanUpdateSchema = Type.Partial(AdminPlanCreateSchema);
export type AdminPlanUpdate = Static<typeof AdminPlanUpdateSchema>;

export const AdminPlanSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  name_en: Type.String(),
  description_en: Type.String(),
  features_en: Type.Array(Type.String()),
  price: Type.Number(),
  price_minor: Type.Integer(),
  currency_code: Type.String(),
  duration_days: Type.Integer(),
  features: Type.Array(Type.String()),
  boost_type: BoostTypeLiteralSchema,
  is_active: Type.Boolean(),
});
export type AdminPlan = Static<typeof AdminPlanSchema>;
export const AdminPlanListSchema = Type.Object({ data: Type.Array(AdminPlanSchema) });
export type AdminPlanList = Static<typeof AdminPlanListSchema>;

// ---- Categories and locations ----

export const AdminCategorySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name_fr: Type.String(),
  name_en: Type.String(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  position: Type.Integer(),
  is_active: Type.Boolean(),
  ads_count: Type.Integer(),
  /** The fields its ads carry (see CategoryAttributeSchema). */
  attributes: CategoryAttributesSchema,
});
export type AdminCategory = Static<typeof AdminCategorySchema>;
export const AdminCategoryListSchema = Type.Object({ data: Type.Array(AdminCategorySchema) });
export type AdminCategoryList = Static<typeof AdminCategoryListSchema>;
export const AdminCategoryCreateSchema = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 }),
  name_fr: Type.String({ minLength: 1, maxLength: CATEGORY_NAME_MAX_LENGTH }),
  name_en: Type.String({ minLength: 1, maxLength: CATEGORY_NAME_MAX_LENGTH }),
  parent_id: Type.Optional(Type.Union([IdInteger(), Type.Null()])),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ID })),
  is_active: Type.Optional(Type.Boolean()),
  /**
   * The whole field list (replaces the previous one). Keys unique; options for option fields only, bounds for
   * number fields only (`validateCategoryAttributes`). Ads keep values of a removed field until edited; they
   * are no longer shown or filtered on.
   */
  attributes: Type.Optional(CategoryAttributesSchema),
});
export type AdminCategoryCreate = Static<typeof AdminCategoryCreateSchema>;
export const AdminCategoryUpdateSchema = Type.Partial(AdminCategoryCreateSchema);
export type AdminCategoryUpdate = Static<typeof AdminCategoryUpdateSchema>;
/** Merge a category into another: its ads and sub-categories move there, then it is removed. */
export const AdminCategoryMergeSchema = Type.Object({
  into_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
export type AdminCategoryMerge = Static<typeof AdminCategoryMergeSchema>;
export const AdminCategoryMergeResponseSchema = Type.Object({
  message: Type.String(),
  moved_ads: Type.Integer({ minimum: 0 }),
  category: AdminCategorySchema,
});
export type AdminCategoryMergeResponse = Static<typeof AdminCategoryMergeResponseSchema>;

export const AdminLocationSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  type: Type.Union([Type.Literal('province'), Type.Literal('city'), Type.Literal('commune')]),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  path: Type.String(),
  is_active: Type.Boolean(),
  ads_count: Type.Integer(),
});
export type AdminLocation = Static<typeof AdminLocationSchema>;
export const AdminLocationListSchema = Type.Object({ data: Type.Array(AdminLocationSchema) });
export type AdminLocationList = Static<typeof AdminLocationListSchema>;
export const AdminLocationCreateSchema = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 }),
  name: Type.String({ minLength: 1, maxLength: 80 }),
  type: Type.Union([Type.Literal('province'), Type.Literal('city'), Type.Literal('commune')]),
  parent_id: Type.Optional(Type.Union([IdInteger(), Type.Null()])),
  is_active: Type.Optional(Type.Boolean()),
});
export type AdminLocationCreate = Static<typeof AdminLocationCreateSchema>;
export const AdminLocationUpdateSchema = Type.Partial(AdminLocationCreateSchema);
export type AdminLocationUpdate = Static<typeof AdminLocationUpdateSchema>;

// ---- Translations ----

export const TranslationGroupParamsSchema = Type.Object({
  locale: Type.String({ pattern: '^[a-z]{2}$' }),
  group: Type.String({ pattern: TRANSLATION_GROUP_PATTERN }),
});
export const TranslationLocaleParamsSchema = Type.Object({ locale: Type.String({ pattern: '^[a-z]{2}$' }) });
export const TranslationGroupsQuerySchema = Type.Object({
  /** Comma-separated group names. */
  groups: Type.Optional(Type.String({ maxLength: 400, pattern: TRANSLATION_GROUP_LIST_PATTERN })),
});
/** GET /api/translations/{locale}/{group}. Keys are dotted paths inside the group. */
export const TranslationGroupResponseSchema = Type.Object({
  success: Type.Boolean(),
  data: Type.Record(Type.String(), Type.String()),
});
export type TranslationGroupResponse = Static<typeof TranslationGroupResponseSchema>;
/** GET /api/translations/{locale}?groups=a,b: group → key → text. */
export const TranslationGroupsResponseSchema = Type.Object({
  success: Type.Boolean(),
  translations: Type.Record(Type.String(), Type.Record(Type.String(), Type.String())),
});
export type TranslationGroupsResponse = Static<typeof TranslationGroupsResponseSchema>;

/** One key of one group with its text in each language (null where missing). */
export const AdminTranslationSchema = Type.Object({
  group: Type.String(),
  key: Type.String(),
  values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()])),
  updated_at: Type.Union([DateTimeString, Type.Null()]),
});
export type AdminTranslation = Static<typeof AdminTranslationSchema>;
export const AdminTranslationsQuerySchema = Type.Object({
  ...PageQuery,
  q: Type.Optional(Type.String({ maxLength: 200 })),
  group: Type.Optional(Type.String({ pattern: TRANSLATION_GROUP_PATTERN })),
  /** Only keys without a text in this language. */
  missing: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
});
export type AdminTranslationsQuery = Static<typeof AdminTranslationsQuerySchema>;
export const AdminTranslationsResponseSchema = Paginated(AdminTranslationSchema);
export type AdminTranslationsResponse = Static<typeof AdminTranslationsResponseSchema>;
export const AdminTranslationUpsertSchema = Type.Object({
  locale: Type.String({ pattern: '^[a-z]{2}$' }),
  group: Type.String({ pattern: TRANSLATION_GROUP_PATTERN }),
  key: Type.String({ minLength: 1, maxLength: TRANSLATION_KEY_MAX_LENGTH, pattern: TRANSLATION_KEY_PATTERN }),
  value: Type.String({ maxLength: 5000 }),
});
export type AdminTranslationUpsert = Static<typeof AdminTranslationUpsertSchema>;

// ---- Audit log ----

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  admin: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  action: Type.String(),
  target_type: Type.String(),
  target_id: Type.Union([Type.String(), Type.Null()]),
  target_label: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  created_at: DateTimeString,
});
export type AuditEntry = Static<typeof AuditEntrySchema>;
export const AuditLogQuerySchema = Type.Object({
  ...PageQuery,
  action: Type.Optional(Type.String({ maxLength: 60 })),
  target_type: Type.Optional(Type.String({ maxLength: 40 })),
});
export type AuditLogQuery = Static<typeof AuditLogQuerySchema>;
export const AuditLogResponseSchema = Paginated(AuditEntrySchema);
export type AuditLogResponse = Static<typeof AuditLogResponseSchema>;

/** POST /api/admin/settings: any subset of the settings; the answer is every setting. */
export const SettingsUpdateSchema = Type.Partial(SettingsSchema);
export type SettingsUpdate = Static<typeof SettingsUpdateSchema>;

/** Deleting a user: the reason is optional (kept in the audit log when given). */
export const AdminOptionalReasonBodySchema = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: ADMIN_REASON_MAX_LENGTH })),
});
export type AdminOptionalReasonBody = Static<typeof AdminOptionalReasonBodySchema>;

// ---- Reports queue ----

export const REPORT_ACTIONS = ['dismiss', 'remove_ad', 'suspend_user'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const ReportStatusSchema = Type.Union(REPORT_STATUSES.map((s) => Type.Literal(s)));

/** One report with the ad, the person who reported it and the seller, as a moderator weighs it. */
export const AdminReportSchema = Type.Object({
  id: Type.Integer(),
  reason: ReportReasonSchema,
  comment: Type.Union([Type.String(), Type.Null()]),
  status: ReportStatusSchema,
  created_at: DateTimeString,
  resolved_at: Type.Union([DateTimeString, Type.Null()]),
  resolution_note: Type.Union([Type.String(), Type.Null()]),
  resolved_by: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  /** Open reports on the same ad, this one included. */
  open_reports_on_ad: Type.Integer({ minimum: 0 }),
  ad: Type.Object({
    id: Type.Integer(),
    slug: Type.String(),
    title: Type.String(),
    status: AdStatusSchema,
  }),
  reporter: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
  seller: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    is_banned: Type.Boolean(),
  }),
});
export type AdminReport = Static<typeof AdminReportSchema>;
export const AdminReportsQuerySchema = Type.Object({
  ...PageQuery,
  /** `open` (the default) oldest first; `all` the open ones first (oldest first), then the others newest first. */
  status: Type.Optional(Type.Union([...REPORT_STATUSES.map((s) => Type.Literal(s)), Type.Literal('all')])),
  /** Only the reports given this reason. */
  reason: Type.Optional(ReportReasonSchema),
});
export type AdminReportsQuery = Static<typeof AdminReportsQuerySchema>;
const countsOf = (keys: readonly string[]) =>
  Type.Object(Object.fromEntries(keys.map((key) => [key, Type.Integer({ minimum: 0 })])));
export const AdminReportsResponseSchema = Type.Object({
  ...Paginated(AdminReportSchema).properties,
  /**
   * How many reports each filter value would show: `statuses` within the chosen reason, `reasons` within the
   * chosen status.
   */
  counts: Type.Object({
    statuses: countsOf([...REPORT_STATUSES, 'all']),
    reasons: countsOf(REPORT_REASONS),
  }),
});
export type AdminReportsResponse = Static<typeof AdminReportsResponseSchema>;
/**
 * Act on an open report: dismiss it (the note is optional), remove the ad, or suspend its seller (both with a
 * required reason the owner reads). The other open reports of the same ad (or of the seller's ads) close too.
 */
export const AdminReportResolveSchema = Type.Object({
  action: Type.Union(REPORT_ACTIONS.map((a) => Type.Literal(a))),
  reason: Type.Optional(Type.String({ maxLength: ADMIN_REASON_MAX_LENGTH })),
});
export type AdminReportResolve = Static<typeof AdminReportResolveSchema>;
export const AdminReportResponseSchema = Type.Object({
  message: Type.String(),
  report: AdminReportSchema,
  /** How many open reports this action closed, this one included. */
  closed: Type.Integer({ minimum: 1 }),
});
export type AdminReportResponse = Static<typeof AdminReportResponseSchema>;
