import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { LoginRequest } from '@sokoni/contracts';
import type { UserRow } from '../db/types';
import { ApiError } from '../errors';
import { announceSessionEnd } from '../messaging/session-streams';
import { isDeactivatedLanguage } from '../services/settings';
import { assertCanSignIn } from './account-service';
import { verifyPassword } from './passwords';
import { proveWithCode } from './sign-in-codes';
import { issueToken, revokeToken } from './tokens';
import { findUserByEmail } from './users';

/**
 * Checks an address and password under the failed-attempt throttle (and, for an address guessed at from many
 * places, the mailed code). A wrong pair is a 422 on `email`; the right one returns the account, whatever
 * state it is in.
 */
export async function checkCredentials(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { email: string; password: string; code?: string },
): Promise<UserRow> {
  const { email, password, code } = credentials;
  const attempt = await app.attempts.begin(request, reply, 'password', email);
  const user = await findUserByEmail(app.db, email);
  const valid = await verifyPassword(user?.password_hash, password);
  // Guessing from many addresses: a new address gets no verdict on the password alone.
  if (attempt.codeRequired) await proveWithCode(app, request, attempt, email, valid ? user! : null, code);
  if (!user || !valid) {
    await attempt.failed();
    throw new ApiError(422, 'auth.failed', { email: ['auth.failed'] });
  }
  // The right password: whatever follows (deleted, banned) is not a guess.
  await attempt.succeeded();
  return user;
}

/** Signs in with a password: the account (its language updated to the one in use) and a new session token. */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  form: LoginRequest,
): Promise<{ user: UserRow; token: string }> {
  const user = await checkCredentials(app, request, reply, form);
  assertCanSignIn(user);
  let row = user;
  // A language the administrator turned off is not saved: the account keeps its own.
  const { locale } = form;
  if (locale && locale !== user.preferred_language && !(await isDeactivatedLanguage(app.db, locale))) {
    row = await app.db
      .updateTable('users')
      .set({ preferred_language: locale, updated_at: sql`now()` })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return { user: row, token: await issueToken(app.db, user.id, 'login') };
}

/** Ends the session of the request's token; banned people may still sign out, so the ban is not checked. */
export async function signOut(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const session = await app.loadSession(request);
  if (!session) throw new ApiError(401, 'auth.unauthenticated');
  await revokeToken(app.db, session.tokenId);
  await announceSessionEnd(
    app.liveEvents,
    { userId: session.user.id, tokenId: session.tokenId },
    request.log,
  );
}
