import fp from 'fastify-plugin';
import { API_PATHS, endpointPath } from '@sokoni/contracts';
import { translate } from '../i18n/messages';
import { API_MOUNT } from '../plugins/endpoints';
import { loadSettings } from '../services/settings';

/** Seconds a client is told to wait before trying a write again while the site is in maintenance. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes that stay open: signing in and out (an administrator must be able to sign in to end maintenance). */
const OPEN_WRITES = [API_PATHS.login, API_PATHS.logout].map((spec) => `${API_MOUNT}${endpointPath(spec)}`);

/**
 * Maintenance mode: while the setting is on, every write call of the api answers 503 (JSON, with Retry-After)
 * unless an administrator makes it. Reads stay open so the site can show what it has.
 */
export const maintenancePlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (READS.has(request.method)) return;
      const path = request.url.split('?')[0];
      if (
        !path.startsWith(`${API_MOUNT}/`) ||
        path.startsWith(`${API_MOUNT}/admin/`) ||
        OPEN_WRITES.includes(path)
      )
        return;
      const settings = await loadSettings(app.db);
      if (!settings.maintenance_mode) return;
      const session = await app.loadSession(request);
      if (session?.user.is_admin && !session.user.is_banned) return;
      return reply
        .code(503)
        .header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS))
        .send({ message: translate(request.locale, 'admin.maintenance'), maintenance: true });
    });
  },
  { name: 'maintenance', dependencies: ['db', 'auth', 'locale'] },
);
