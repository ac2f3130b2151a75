import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { EMAIL_CHANGE_UNDO_DAYS } from '@sokoni/contracts';
import type { Database, UserRow } from '../db/types';
import { ApiError } from '../errors';
import { announceSessionEnd } from '../messaging/session-streams';
import type { MailMessage } from '../plugins/mail';
import { actionMail, mailRecipient, sendActionMail } from './mails';
import { sendPasswordResetMail } from './password-reset';
import { revokeUserTokens } from './tokens';
import { normaliseEmail } from './users';

const DAY_MS = 24 * 60 * 60 * 1000;

function undoPath(changeId: number): string {
  return `/email-change/undo/${changeId}`;
}

function sign(secret: string, changeId: number, expires: number): string {
  // A purpose of its own, so no other signed link of the product can pass for this one.
  return createHmac('sha256', secret)
    .update(`email-change-undo:${undoPath(changeId)}?expires=${expires}`, 'utf8')
    .digest('hex');
}

/** `${publicUrl}/email-change/undo/{id}?expires=<unix>&signature=<hmac>`: the mfe-account page. */
export function undoUrl(publicUrl: string, secret: string, changeId: number, expiresAt: number): string {
  const expires = Math.floor(expiresAt / 1000);
  return `${publicUrl.replace(/\/$/, '')}${undoPath(changeId)}?expires=${expires}&signature=${sign(secret, changeId, expires)}`;
}

export function isValidUndoLink(
  secret: string,
  link: { id: number; expires: number; signature: string },
  now: number,
): boolean {
  if (link.expires * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, link.id, link.expires), 'utf8');
  const given = Buffer.from(link.signature.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Whether an address may be taken by `userId`: no other account uses it, and no other account changed
 * away from it recently (its owner may still undo that change, so nobody may take it in between).
 */
export async function isEmailAvailable(
  db: Kysely<Database>,
  email: string,
  userId: number | null,
  now: number,
): Promise<boolean> {
  const address = normaliseEmail(email);
  let pending = db
    .selectFrom('email_changes')
    .where((eb) => eb(eb.fn('lower', ['old_email']), '=', address))
    .where('undone_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .select('id');
  if (userId !== null) pending = pending.where('user_id', '!=', userId);
  return !(await pending.executeTakeFirst());
}

/** Records a change made in `trx` (the users row is already updated); returns the undo link's expiry. */
export async function recordEmailChange(
  trx: Transaction<Database>,
  change: { userId: number; oldEmail: string; newEmail: string },
  now: number,
): Promise<{ id: number; expiresAt: number }> {
  const expiresAt = now + EMAIL_CHANGE_UNDO_DAYS * DAY_MS;
  const { id } = await trx
    .insertInto('email_changes')
    .values({
      user_id: change.userId,
      old_email: change.oldEmail,
      new_email: change.newEmail,
      expires_at: new Date(expiresAt),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, expiresAt };
}

/** Tells the old address, in the user's language, what happened and how to undo it. */
export async function sendEmailChangedMail(
  app: FastifyInstance,
  publicUrl: string,
  user: Pick<UserRow, 'name' | 'preferred_language'>,
  change: { id: number; expiresAt: number; oldEmail: string; newEmail: string },
): Promise<void> {
  await sendActionMail(
    app,
    { ...user, email: change.oldEmail },
    {
      subject: 'mail.emailChanged.subject',
      intro: 'mail.emailChanged.intro',
      params: { email: change.newEmail },
      action: 'mail.emailChanged.action',
      url: undoUrl(publicUrl, app.appSecret, change.id, change.expiresAt),
      expiresIn: { days: EMAIL_CHANGE_UNDO_DAYS },
      ignore: null,
    },
  );
}

/**
 * Tells the old address, in the user's language, that the Sokoni team replaced it with `newEmail` (an
 * administrator's edit), with the way to the contact page: a change the owner did not ask for is noticed.
 */
export function emailChangedByTeamMail(
  site: string,
  publicUrl: string,
  user: Pick<UserRow, 'name' | 'preferred_language'>,
  change: { oldEmail: string; newEmail: string },
): MailMessage {
  return actionMail({
    ...mailRecipient(site, user, change.oldEmail),
    subject: 'mail.emailChangedByTeam.subject',
    intro: 'mail.emailChangedByTeam.intro',
    params: { email: change.newEmail },
    action: 'mail.emailChangedByTeam.action',
    url: `${publicUrl.replace(/\/$/, '')}/contact`,
    expiresIn: null,
    ignore: null,
  });
}

/**
 * Undoes a change from its signed link, once: the old address comes back (verified, since its owner opened
 * the mail), every session ends, the password stops working (whoever changed the address knew it) and the
 * old address is mailed a reset link. Later changes of the same account are undone with it.
 */
export async function undoEmailChange(
  app: FastifyInstance,
  publicUrl: string,
  link: { id: number; expires: number; signature: string },
  now: number,
): Promise<{ email: string }> {
  if (!isValidUndoLink(app.appSecret, link, now)) throw new ApiError(403, 'email.undoInvalid');
  const user = await app.db.transaction().execute(async (trx) => {
    const change = await trx
      .updateTable('email_changes')
      .set({ undone_at: sql`now()` })
      .where('id', '=', link.id)
      .where('undone_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!change) throw new ApiError(403, 'email.undoInvalid');
    const other = await trx
      .selectFrom('users')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', normaliseEmail(change.old_email)))
      .where('id', '!=', change.user_id)
      .select('id')
      .executeTakeFirst();
    if (other) throw new ApiError(422, 'email.undoTaken');
    await trx
      .updateTable('email_changes')
      .set({ undone_at: sql`now()` })
      .where('user_id', '=', change.user_id)
      .where('id', '>', change.id)
      .where('undone_at', 'is', null)
      .execute();
    // Reset links mailed to the address being removed must not work either.
    await trx
      .updateTable('password_resets')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', change.user_id)
      .where('used_at', 'is', null)
      .execute();
    await revokeUserTokens(trx, change.user_id);
    return trx
      .updateTable('users')
      .set({
        email: change.old_email,
        email_verified_at: sql`now()`,
        password_hash: null,
        updated_at: sql`now()`,
      })
      .where('id', '=', change.user_id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  await announceSessionEnd(app.liveEvents, { userId: user.id }, app.log);
  await sendPasswordResetMail(app, publicUrl, user).catch((error: unknown) =>
    app.log.error({ err: error }, 'password reset mail after an undone email change not sent'),
  );
  return { email: user.email };
}
