import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminJobsSchema,
  AdminStatsSchema,
  AdminTranslationUpsertSchema,
  AdminTranslationsQuerySchema,
  AdminTranslationsResponseSchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  ErrorResponseSchema,
  MessageResponseSchema,
  SettingsSchema,
  SettingsUpdateSchema,
  TranslationGroupParamsSchema,
  TranslationGroupResponseSchema,
  TranslationGroupsQuerySchema,
  TranslationGroupsResponseSchema,
  TranslationLocaleParamsSchema,
} from '@sokoni/contracts';
import { translate } from '../../i18n/messages';
import { loadSettings } from '../../services/settings';
import { listAudit } from '../../admin/audit';
import { updateSettings } from '../../admin/settings';
import { loadAdminStats } from '../../admin/stats';
import { loadJobsStatus } from '../../jobs/status';
import { listTranslations, saveTranslation, translationGroup, translationGroups } from '../../admin/translations';
import { adminModerationRoutes } from './moderation';
import { adminReferenceRoutes } from './reference';
import { adminReportRoutes } from './reports';
import { adminUserRoutes } from './users';
import { adminOnly, refused, type AdminRoutesOptions } from './shared';

/** Everything under /api/admin (administrators only), plus the public translation reads. */
export const adminRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (app, options) => {
  const guard = adminOnly(app);
  await app.register(adminModerationRoutes, options);
  await app.register(adminUserRoutes, options);
  await app.register(adminReferenceRoutes);
  await app.register(adminReportRoutes, options);

  app.get(
    '/admin/stats',
    {
      ...guard,
      schema: { tags: ['admin'], summary: 'Dashboard figures', security: [{ bearer: [] }], response: { 200: AdminStatsSchema, ...refused } },
    },
    async () => loadAdminStats(app.db),
  );

  app.get(
    '/admin/jobs',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Background jobs: runs queued, running, failed and retried per job, and the latest failures',
        security: [{ bearer: [] }],
        response: { 200: AdminJobsSchema, ...refused },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadJobsStatus(app.db);
    },
  );

  app.get(
    '/admin/settings',
    {
      ...guard,
      schema: { tags: ['admin'], summary: 'Every setting', security: [{ bearer: [] }], response: { 200: SettingsSchema, ...refused } },
    },
    async () => loadSettings(app.db),
  );

  app.post(
    '/admin/settings',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Change settings; they take effect at once',
        security: [{ bearer: [] }],
        body: SettingsUpdateSchema,
        response: { 200: SettingsSchema, 422: ErrorResponseSchema, ...refused },
      },
    },
    async (request) => updateSettings(app.db, request.user!.id, request.body),
  );

  app.get(
    '/admin/audit-log',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Every administrator action, newest first',
        security: [{ bearer: [] }],
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogResponseSchema, ...refused },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );

  app.get(
    '/admin/translations',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Stored texts by group and key with each language; `missing` lists keys absent in a language',
        security: [{ bearer: [] }],
        querystring: AdminTranslationsQuerySchema,
        response: { 200: AdminTranslationsResponseSchema, ...refused },
      },
    },
    async (request) => listTranslations(app.db, request.query),
  );

  app.put(
    '/admin/translations',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Set one text (an empty value removes it, and the bundled text shows again)',
        security: [{ bearer: [] }],
        body: AdminTranslationUpsertSchema,
        response: { 200: MessageResponseSchema, 422: ErrorResponseSchema, ...refused },
      },
    },
    async (request) => {
      await saveTranslation(app.db, request.user!.id, request.body);
      return { message: translate(request.locale, 'admin.translationSaved') };
    },
  );

  app.get(
    '/translations/:locale/:group',
    {
      schema: {
        tags: ['translations'],
        summary: 'Stored texts of one group of a language',
        params: TranslationGroupParamsSchema,
        response: { 200: TranslationGroupResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        success: true,
        data: await translationGroup(app.db, request.params.locale, request.params.group, request.log),
      };
    },
  );

  app.get(
    '/translations/:locale',
    {
      schema: {
        tags: ['translations'],
        summary: 'Stored texts of several groups of a language: ?groups=a,b (every group when absent)',
        params: TranslationLocaleParamsSchema,
        querystring: TranslationGroupsQuerySchema,
        response: { 200: TranslationGroupsResponseSchema, 422: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const groups = (request.query.groups ?? '')
        .split(',')
        .map((group) => group.trim())
        .filter(Boolean);
      reply.header('cache-control', 'public, max-age=300');
      return {
        success: true,
        translations: await translationGroups(app.db, request.params.locale, groups, request.log),
      };
    },
  );
};
