import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { UserRow } from '../db/types';
import { ApiError } from '../errors';
import type { WindowLimit } from '../plugins/rate-limit';
import { isValidVerificationLink } from './email-links';
import { findUserById } from './users';

/**
 * Marks the address of a signed verification link as verified (once: a second visit says it already is). A
 * bad or expired link, or one for an account deleted since, is a 403.
 */
export async function verifyEmailLink(
  app: FastifyInstance,
  link: { id: number; hash: string; expires: number; signature: string },
): Promise<{ user: UserRow; alreadyVerified: boolean }> {
  const user = await findUserById(app.db, link.id);
  if (!user || user.deleted_at || !isValidVerificationLink(app.appSecret, link, user.email))
    throw new ApiError(403, 'email.linkInvalid');
  if (user.email_verified_at !== null) return { user, alreadyVerified: true };
  const row = await app.db
    .updateTable('users')
    .set({ email_verified_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', link.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user: row, alreadyVerified: false };
}

/**
 * The limit of verification mails a signed-in user may ask for, keyed by address too: a changed address
 * rightly gets its own links. Over it, a 429 that says in how many minutes to try again.
 */
export function verificationMailLimit(app: FastifyInstance, limit: WindowLimit) {
  const limiter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) =>
      `verification-mail:${request.user?.id ?? request.ip}:${request.user?.email ?? ''}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new ApiError(429, 'auth.tooManyAttempts', undefined, {
        minutes: Math.max(1, Math.ceil(result.ttlInSeconds / 60)),
      });
    }
  };
}
