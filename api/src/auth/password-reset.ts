import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { ResetPasswordRequest } from '@sokoni/contracts';
import type { Database, UserRow } from '../db/types';
import { ApiError } from '../errors';
import { announceSessionEnd } from '../messaging/session-streams';
import { addErrors, schemaAccepted, throwIfInvalid, type FieldErrors } from '../plugins/errors';
import { sendActionMail } from './mails';
import { hashPassword, newPasswordErrors } from './passwords';
import { randomToken, revokeUserTokens, sha256Hex } from './tokens';
import { normaliseEmail } from './users';

/** Reset links are valid for an hour and once. */
export const RESET_LINK_MINUTES = 60;

/** Mails the user a new single-use reset link; earlier links stop working. */
export async function sendPasswordResetMail(
  app: FastifyInstance,
  publicUrl: string,
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'preferred_language'>,
): Promise<void> {
  const token = randomToken();
  await app.db.transaction().execute(async (trx) => {
    // Only the newest link works.
    await trx
      .updateTable('password_resets')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: sha256Hex(token),
        expires_at: new Date(Date.now() + RESET_LINK_MINUTES * 60 * 1000),
      })
      .execute();
  });
  const url = `${publicUrl.replace(/\/$/, '')}/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
  await sendActionMail(app, user, {
    subject: 'mail.reset.subject',
    intro: 'mail.reset.intro',
    action: 'mail.reset.action',
    url,
    expiresIn: { minutes: RESET_LINK_MINUTES },
  });
}

/**
 * Sets a new password with a mailed reset token: the token must be the newest, unused and unexpired one of
 * that address's (undeleted) account. Returns the account's id, or null when the link does not work.
 */
export async function resetPasswordWithToken(
  db: Kysely<Database>,
  reset: { email: string; token: string; passwordHash: string },
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    // Marking it used in the same statement that finds it makes the link single-use under concurrency.
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', sha256Hex(reset.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('user_id', 'in', (eb) =>
        eb
          .selectFrom('users')
          .select('id')
          .where((w) => w(w.fn('lower', ['email']), '=', normaliseEmail(reset.email)))
          .where('deleted_at', 'is', null),
      )
      .returning('user_id')
      .executeTakeFirst();
    if (!used) return null;
    await trx
      .updateTable('users')
      .set({ password_hash: reset.passwordHash, updated_at: sql`now()` })
      .where('id', '=', used.user_id)
      .execute();
    return used.user_id;
  });
}

/**
 * The reset form: the new password's rules answered with the schema's in one 422, then the link checked under
 * the failed-attempt throttle (only a link that does not work is a failure; a weak password is not a guess).
 * Every session of the account ends, and whoever guessed at the old password has nothing left to guess.
 */
export async function resetForgottenPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  form: ResetPasswordRequest | undefined,
): Promise<void> {
  const body = form ?? ({} as ResetPasswordRequest);
  const errors: FieldErrors = {};
  if (schemaAccepted(request, 'password') && schemaAccepted(request, 'password_confirmation'))
    addErrors(errors, newPasswordErrors(body.password, body.password_confirmation));
  throwIfInvalid(request, errors);
  const attempt = await app.attempts.begin(request, reply, 'reset', body.email);
  const userId = await resetPasswordWithToken(app.db, {
    email: body.email,
    token: body.token,
    passwordHash: await hashPassword(body.password),
  });
  if (userId === null) {
    await attempt.failed();
    throw new ApiError(422, 'password.resetInvalid');
  }
  await attempt.succeeded();
  await app.attempts.forget(request, 'password', body.email);
  await revokeUserTokens(app.db, userId);
  await announceSessionEnd(app.liveEvents, { userId }, request.log);
}
