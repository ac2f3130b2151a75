import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminContext } from '../../admin/moderation';

export interface AdminRoutesOptions {
  /** Origin of the site, for links in mails. */
  publicUrl: string;
}

/** What an admin action needs: the database, the storage, the reader's language, who acts, the site's origin. */
export const adminContext =
  (app: FastifyInstance, options: AdminRoutesOptions) =>
  (request: FastifyRequest): AdminContext => ({
    db: app.db,
    storage: app.storage,
    locale: request.locale,
    adminId: request.user!.id,
    publicUrl: options.publicUrl,
    liveEvents: app.liveEvents,
    jobs: app.jobs,
    mailer: app.mailer,
    appSecret: app.appSecret,
  });
