import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { translate } from '../../i18n/messages';
import { loadSettings } from '../../services/settings';
import { listAudit } from '../../admin/audit';
import { updateSettings } from '../../admin/settings';
import { loadAdminStats } from '../../admin/stats';
import { loadJobsStatus } from '../../jobs/status';
import {
  listTranslations,
  saveTranslation,
  translationGroup,
  translationGroups,
} from '../../admin/translations';
import { route } from '../../plugins/endpoints';
import { adminModerationRoutes } from './moderation';
import { adminReferenceRoutes } from './reference';
import { adminReportRoutes } from './reports';
import { adminUserRoutes } from './users';
import type { AdminRoutesOptions } from './shared';

/** Everything under /api/admin (administrators only), plus the public translation reads. */
export const adminRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (app, options) => {
  await app.register(adminModerationRoutes, options);
  await app.register(adminUserRoutes, options);
  await app.register(adminReferenceRoutes);
  await app.register(adminReportRoutes, options);

  route(app, 'getAdminStats', {
    handler: async () => loadAdminStats(app.db),
  });

  route(app, 'getAdminJobs', {
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadJobsStatus(app.db);
    },
  });

  route(app, 'getAdminSettings', {
    handler: async () => loadSettings(app.db),
  });

  route(app, 'updateSettings', {
    handler: async (request) => updateSettings(app.db, request.user!.id, request.body),
  });

  route(app, 'listAuditLog', {
    handler: async (request) => listAudit(app.db, request.query),
  });

  route(app, 'listAdminTranslations', {
    handler: async (request) => listTranslations(app.db, request.query),
  });

  route(app, 'saveTranslation', {
    handler: async (request) => {
      await saveTranslation(app.db, request.user!.id, request.body);
      return { message: translate(request.locale, 'admin.translationSaved') };
    },
  });

  route(app, 'getTranslationGroup', {
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        success: true,
        data: await translationGroup(app.db, request.params.locale, request.params.group, request.log),
      };
    },
  });

  route(app, 'getTranslations', {
    handler: async (request, reply) => {
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
  });
};
