import {
  AdminAdResponseSchema,
  AdminAdsQuerySchema,
  AdminAdsResponseSchema,
  AdminJobsSchema,
  AdminOptionalReasonBodySchema,
  AdminReasonBodySchema,
  AdminReportResolveSchema,
  AdminReportResponseSchema,
  AdminReportsQuerySchema,
  AdminReportsResponseSchema,
  AdminStatsSchema,
  AdminTranslationUpsertSchema,
  AdminTranslationsQuerySchema,
  AdminTranslationsResponseSchema,
  AdminUserResponseSchema,
  AdminUserUpdateSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  PendingAdsQuerySchema,
  PendingAdsResponseSchema,
  SettingsUpdateSchema,
  TranslationGroupParamsSchema,
  TranslationGroupResponseSchema,
  TranslationGroupsQuerySchema,
  TranslationGroupsResponseSchema,
  TranslationLocaleParamsSchema,
} from '../admin';
import { SettingsSchema } from '../catalog';
import { ErrorResponseSchema, IdParamSchema, MessageResponseSchema } from '../common';
import { endpoint } from './endpoint';

/** Every admin endpoint may answer 401 (no session) and 403 (not an administrator). */
export const adminRefused = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
export const adminFailures = {
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  ...adminRefused,
};
const tags = ['admin'] as const;

/** Reasoned actions on a user: the same body and answer, another path and summary each. */
const userReasonAction = <N extends 'banUser' | 'unbanUser' | 'trustUser' | 'untrustUser'>(
  name: N,
  summary: string,
) =>
  endpoint(name, {
    tags,
    summary,
    params: IdParamSchema,
    body: AdminReasonBodySchema,
    responses: { 200: AdminUserResponseSchema, ...adminFailures },
  });

/** The dashboard, settings, audit log, translations, moderation, users and reports (administrators only). */
export const adminEndpoints = {
  getAdminStats: endpoint('getAdminStats', {
    tags,
    summary: 'Dashboard figures',
    responses: { 200: AdminStatsSchema, ...adminRefused },
  }),
  getAdminJobs: endpoint('getAdminJobs', {
    tags,
    summary: 'Background jobs: runs queued, running, failed and retried per job, and the latest failures',
    responses: { 200: AdminJobsSchema, ...adminRefused },
  }),
  getAdminSettings: endpoint('getAdminSettings', {
    tags,
    summary: 'Every setting',
    responses: { 200: SettingsSchema, ...adminRefused },
  }),
  updateSettings: endpoint('updateSettings', {
    tags,
    summary: 'Change settings; they take effect at once',
    body: SettingsUpdateSchema,
    responses: { 200: SettingsSchema, 422: ErrorResponseSchema, ...adminRefused },
  }),
  listAuditLog: endpoint('listAuditLog', {
    tags,
    summary: 'Every administrator action, newest first',
    query: AuditLogQuerySchema,
    responses: { 200: AuditLogResponseSchema, ...adminRefused },
  }),
  listAdminTranslations: endpoint('listAdminTranslations', {
    tags,
    summary: 'Stored texts by group and key with each language; `missing` lists keys absent in a language',
    query: AdminTranslationsQuerySchema,
    responses: { 200: AdminTranslationsResponseSchema, ...adminRefused },
  }),
  saveTranslation: endpoint('saveTranslation', {
    tags,
    summary: 'Set one text (an empty value removes it, and the bundled text shows again)',
    body: AdminTranslationUpsertSchema,
    responses: { 200: MessageResponseSchema, 422: ErrorResponseSchema, ...adminRefused },
  }),
  getTranslationGroup: endpoint('getTranslationGroup', {
    tags: ['translations'],
    summary: 'Stored texts of one group of a language',
    params: TranslationGroupParamsSchema,
    responses: { 200: TranslationGroupResponseSchema },
  }),
  getTranslations: endpoint('getTranslations', {
    tags: ['translations'],
    summary: 'Stored texts of several groups of a language: ?groups=a,b (every group when absent)',
    params: TranslationLocaleParamsSchema,
    query: TranslationGroupsQuerySchema,
    responses: { 200: TranslationGroupsResponseSchema, 422: ErrorResponseSchema },
  }),

  // Moderation
  listPendingAds: endpoint('listPendingAds', {
    tags,
    summary: 'Pending ads, oldest first, with photos and the seller history',
    query: PendingAdsQuerySchema,
    responses: { 200: PendingAdsResponseSchema, ...adminRefused },
  }),
  listAdminAds: endpoint('listAdminAds', {
    tags,
    summary: 'Every ad in any status, newest first; search by title, slug or id; filters',
    query: AdminAdsQuerySchema,
    responses: { 200: AdminAdsResponseSchema, ...adminRefused },
  }),
  approveAd: endpoint('approveAd', {
    tags,
    summary: 'Approve a pending ad: it goes live and its owner is mailed',
    params: IdParamSchema,
    responses: {
      200: AdminAdResponseSchema,
      404: ErrorResponseSchema,
      409: ErrorResponseSchema,
      ...adminRefused,
    },
  }),
  rejectAd: endpoint('rejectAd', {
    tags,
    summary: 'Reject a pending ad with a reason the owner reads (mail and My Ads)',
    params: IdParamSchema,
    body: AdminReasonBodySchema,
    responses: { 200: AdminAdResponseSchema, ...adminFailures },
  }),
  removeAd: endpoint('removeAd', {
    tags,
    summary: 'Delete any ad with a reason; its owner is mailed',
    params: IdParamSchema,
    body: AdminReasonBodySchema,
    responses: {
      200: MessageResponseSchema,
      404: ErrorResponseSchema,
      422: ErrorResponseSchema,
      ...adminRefused,
    },
  }),

  // Users
  listUsers: endpoint('listUsers', {
    tags,
    summary: 'Users newest first; search by name, email or phone; filters',
    query: AdminUsersQuerySchema,
    responses: { 200: AdminUsersResponseSchema, ...adminRefused },
  }),
  editUser: endpoint('editUser', {
    tags,
    summary:
      'Edit name, email, phone, account type, role, suspension and trusted badge in one transaction (a reason for the last two; not your own role or suspension)',
    params: IdParamSchema,
    body: AdminUserUpdateSchema,
    responses: { 200: AdminUserResponseSchema, ...adminFailures },
  }),
  banUser: userReasonAction('banUser', 'Ban: sessions end at once, sign-in refused, ads leave search'),
  unbanUser: userReasonAction('unbanUser', 'Lift a ban'),
  trustUser: userReasonAction('trustUser', 'Mark trusted (the verified badge), with a reason'),
  untrustUser: userReasonAction('untrustUser', 'Remove the trusted mark, with a reason'),
  grantAdmin: endpoint('grantAdmin', {
    tags,
    summary: 'Make an administrator',
    params: IdParamSchema,
    responses: { 200: AdminUserResponseSchema, ...adminFailures },
  }),
  revokeAdmin: endpoint('revokeAdmin', {
    tags,
    summary: 'Revoke the administrator role (not yourself, not the last one)',
    params: IdParamSchema,
    responses: { 200: AdminUserResponseSchema, ...adminFailures },
  }),
  deleteUser: endpoint('deleteUser', {
    tags,
    summary: 'Delete an account (soft, like its owner would; purged after the grace period)',
    params: IdParamSchema,
    body: AdminOptionalReasonBodySchema,
    responses: { 200: MessageResponseSchema, ...adminFailures },
  }),

  // Reports
  listReports: endpoint('listReports', {
    tags,
    summary:
      'Reports: open ones oldest first (the queue); dismissed or actioned newest first; all with the open first; by reason; with the count of each filter',
    query: AdminReportsQuerySchema,
    responses: { 200: AdminReportsResponseSchema, ...adminRefused },
  }),
  resolveReport: endpoint('resolveReport', {
    tags,
    summary:
      'Act on an open report: dismiss, remove the ad (owner mailed) or suspend the seller; audit-logged',
    params: IdParamSchema,
    body: AdminReportResolveSchema,
    responses: { 200: AdminReportResponseSchema, ...adminFailures },
  }),
};
