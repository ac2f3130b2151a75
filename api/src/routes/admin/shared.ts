import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorResponseSchema } from '@sokoni/contracts';
import type { AdminContext } from '../../admin/moderation';

export interface AdminRoutesOptions {
  /** Origin of the site, for links in mails. */
  publicUrl: string;
}

/** Every admin route: 401 without a session, 403 unless an administrator, before the body is even read. */
export const adminOnly = (app: FastifyInstance) => ({ onRequest: app.requireAdmin });

export const refused = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

export const adminContext =
  (app: FastifyInstance, options: AdminRoutesOptions) =>
  (request: FastifyRequest): AdminContext => ({
    db: app.db,
    storage: app.storage,
    locale: request.locale,
    adminId: request.user!.id,
    publicUrl: options.publicUrl,
    liveEvents: app.liveEvents,
  });
