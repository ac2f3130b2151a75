import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  DELETE_CONFIRMATION_WORD,
  type CheckRecoveryResponse,
  type DeleteAccountRequest,
  type Locale,
  type RestoreAccountRequest,
} from '@sokoni/contracts';
import { graceState } from '../auth/account-service';
import { verifyPassword } from '../auth/passwords';
import { checkCredentials } from '../auth/sign-in';
import { issueToken, revokeUserTokens } from '../auth/tokens';
import { findUserByEmail } from '../auth/users';
import type { Database, UserRow } from '../db/types';
import { ApiError } from '../errors';
import { translate } from '../i18n/messages';
import { announceSessionEnd } from '../messaging/session-streams';
import { schemaAccepted, throwIfInvalid, type FieldErrors } from '../plugins/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the signed-in user's account, softly (restorable for the grace period), once the password and the
 * confirmation word are right; every session ends.
 */
export async function deleteAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  form: DeleteAccountRequest | undefined,
): Promise<void> {
  const user = request.user!;
  const body = form ?? ({} as DeleteAccountRequest);
  const errors: FieldErrors = {};
  if (schemaAccepted(request, 'confirmation') && body.confirmation !== DELETE_CONFIRMATION_WORD)
    errors.confirmation = ['account.confirmationWord'];
  if (schemaAccepted(request, 'password') && typeof body.password === 'string') {
    if (!(await verifyPassword(user.password_hash, body.password))) errors.password = ['password.incorrect'];
  }
  throwIfInvalid(request, errors);
  await app.db
    .updateTable('users')
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', user.id)
    .execute();
  await revokeUserTokens(app.db, user.id);
  await announceSessionEnd(app.liveEvents, { userId: user.id }, request.log);
}

/** Whether an address belongs to no account, an active one, one that can be restored, or one too late to. */
export async function recoveryStatus(
  db: Kysely<Database>,
  locale: Locale,
  email: string,
): Promise<CheckRecoveryResponse> {
  const user = await findUserByEmail(db, email);
  const none = { days_remaining: 0, days_overdue: 0 };
  if (!user) return { status: 'not_found', message: translate(locale, 'account.notFound'), ...none };
  const grace = graceState(user);
  if (grace.status === 'active')
    return { status: 'active', message: translate(locale, 'account.active'), ...none };
  if (grace.status === 'deleted')
    return {
      status: 'deleted',
      message: translate(locale, 'account.restorable', { days: grace.daysRemaining }),
      days_remaining: grace.daysRemaining,
      days_overdue: 0,
    };
  return {
    status: 'expired',
    message: translate(locale, 'account.gracePeriodExpired'),
    days_remaining: 0,
    days_overdue: grace.daysOverdue,
  };
}

/**
 * Restores a deleted account with its address and password (checked as at sign-in; the code the throttle may
 * ask for is sent to the sign-in form, after which this address is known to the account). Answers with the
 * account, a new session and the days that were left.
 */
export async function restoreAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: RestoreAccountRequest,
): Promise<{ user: UserRow; token: string; daysRemaining: number }> {
  const user = await checkCredentials(app, request, reply, { ...credentials, code: undefined });
  const grace = graceState(user);
  if (grace.status === 'active') throw new ApiError(422, 'account.active');
  if (grace.status === 'expired') throw new ApiError(410, 'account.gracePeriodExpired');
  if (user.is_banned) throw new ApiError(403, 'auth.banned');
  const row = await app.db
    .updateTable('users')
    .set({ deleted_at: null, updated_at: sql`now()` })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = await issueToken(app.db, user.id, 'restore');
  return { user: row, token, daysRemaining: grace.daysRemaining };
}

/** How many deleted accounts are past the grace period, waiting for `cli purge-accounts`. */
export async function countExpiredAccounts(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .where('deleted_at', '<', new Date(now - ACCOUNT_DELETION_GRACE_DAYS * DAY_MS))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
