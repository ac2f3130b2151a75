import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ChangePasswordRequest, Locale } from '@sokoni/contracts';
import { addNewPasswordErrors, hashPassword, verifyPassword } from '../auth/passwords';
import { revokeUserTokens } from '../auth/tokens';
import type { UserRow } from '../db/types';
import { ApiError } from '../errors';
import { announceSessionEnd } from '../messaging/session-streams';
import { schemaAccepted, throwIfInvalid, type FieldErrors } from '../plugins/errors';
import { isDeactivatedLanguage } from '../services/settings';

/** Saves the user's language; one the administrator turned off is a 422. */
export async function saveLanguage(app: FastifyInstance, userId: number, language: Locale): Promise<UserRow> {
  if (await isDeactivatedLanguage(app.db, language))
    throw new ApiError(422, 'validation.failed', { preferred_language: ['language.inactive'] });
  return app.db
    .updateTable('users')
    .set({ preferred_language: language, updated_at: sql`now()` })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Changes the signed-in user's password: the current one must be right and the new one strong and different
 * (answered with the schema's problems in one 422). Every other session of the user ends.
 */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  form: ChangePasswordRequest | undefined,
): Promise<void> {
  const user = request.user!;
  const body = form ?? ({} as ChangePasswordRequest);
  const errors: FieldErrors = {};
  addNewPasswordErrors(request, errors, body, [user.name, user.email]);
  if (schemaAccepted(request, 'current_password') && typeof body.current_password === 'string') {
    if (!(await verifyPassword(user.password_hash, body.current_password)))
      errors.current_password = ['password.currentIncorrect'];
    else if (!errors.password && body.password === body.current_password)
      errors.password = ['password.sameAsCurrent'];
  }
  throwIfInvalid(request, errors);
  await app.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(body.password), updated_at: sql`now()` })
    .where('id', '=', user.id)
    .execute();
  await revokeUserTokens(app.db, user.id, request.tokenId);
  await announceSessionEnd(app.liveEvents, { userId: user.id, exceptTokenId: request.tokenId }, request.log);
}
