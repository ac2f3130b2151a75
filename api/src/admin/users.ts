import { sql, type Kysely, type Transaction } from 'kysely';
import {
  ADMIN_PAGE_SIZE,
  type AdminUser,
  type AdminUserUpdate,
  type AdminUsersQuery,
  type AdminUsersResponse,
} from '@sokoni/contracts';
import type { Database, UserRow } from '../db/types';
import { ApiError, forbidden, invalidFields, notFound } from '../errors';
import { revokeUserTokens } from '../auth/tokens';
import { announceSessionEnd } from '../messaging/session-streams';
import { isUniqueViolation } from '../db/errors';
import { normalisePhone } from '../lib/phone';
import { normaliseEmail } from '../auth/users';
import { emailChangedByTeamMail, isEmailAvailable } from '../auth/email-change';
import { verificationMail } from '../auth/account-service';
import type { MailMessage } from '../plugins/mail';
import { loadSettings } from '../services/settings';
import { pageOf } from '../lib/pages';
import { recordAudit, type AuditRecord } from './audit';
import type { AdminContext } from './moderation';

type UserWithCount = UserRow & { ads_count: number | string };

function toAdminUser(row: UserWithCount): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    account_type: row.account_type,
    is_admin: row.is_admin,
    is_banned: row.is_banned,
    ban_reason: row.ban_reason,
    is_verified: row.is_verified,
    verification_reason: row.verification_reason,
    email_verified: row.email_verified_at !== null,
    preferred_language: row.preferred_language,
    ads_count: Number(row.ads_count),
    deleted_at: row.deleted_at ? new Date(row.deleted_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

const adsCount = sql<number>`(SELECT count(*) FROM ads WHERE ads.user_id = users.id AND ads.deleted_at IS NULL)`;

/** Users newest first; search by name, email or phone; filters of the admin screen. */
export async function listUsers(db: Kysely<Database>, query: AdminUsersQuery): Promise<AdminUsersResponse> {
  const { page = 1, per_page: perPage = ADMIN_PAGE_SIZE, filter = 'all' } = query;
  const q = query.q?.trim();
  const like = q ? `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : '';
  const users = db
    .selectFrom('users')
    .$if(!!q, (qb) =>
      qb.where((eb) =>
        eb.or([eb('name', 'ilike', like), eb('email', 'ilike', like), eb('phone', 'ilike', like)]),
      ),
    )
    .$if(filter === 'admin', (qb) => qb.where('is_admin', '=', true))
    .$if(filter === 'banned', (qb) => qb.where('is_banned', '=', true))
    .$if(filter === 'business', (qb) => qb.where('account_type', '=', 'business'))
    .$if(filter === 'verified', (qb) => qb.where('is_verified', '=', true))
    .$if(filter === 'unverified_email', (qb) => qb.where('email_verified_at', 'is', null));
  const [countRow, rows] = await Promise.all([
    users.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    users
      .selectAll()
      .select(adsCount.as('ads_count'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const total = Number(countRow.count);
  return pageOf(
    rows.map((row) => toAdminUser(row as UserWithCount)),
    page,
    perPage,
    total,
  );
}

async function findUser(db: Kysely<Database>, id: number): Promise<UserWithCount> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .select(adsCount.as('ads_count'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('errors.userNotFound');
  return row as UserWithCount;
}

export async function getAdminUser(db: Kysely<Database>, id: number): Promise<AdminUser> {
  return toAdminUser(await findUser(db, id));
}

function notSelf(context: AdminContext, id: number): void {
  if (context.adminId === id) throw forbidden('admin.notSelf');
}

type Trx = Transaction<Database>;

/** Locks the administrators so two revocations at once cannot both pass the count; the last one stays. */
async function keepAnotherAdmin(trx: Trx, id: number): Promise<void> {
  const admins = await trx
    .selectFrom('users')
    .where('is_admin', '=', true)
    .where('deleted_at', 'is', null)
    .select('id')
    .forUpdate()
    .execute();
  if (admins.filter((row) => row.id !== id).length === 0) throw new ApiError(409, 'admin.lastAdmin');
}

/** One audit entry about a user, named by the address they had when the administrator acted. */
function auditUser(
  trx: Trx,
  context: AdminContext,
  user: Pick<UserRow, 'id' | 'email'>,
  action: AuditRecord['action'],
  more: Pick<AuditRecord, 'reason' | 'details'> = {},
): Promise<void> {
  return recordAudit(trx, {
    adminId: context.adminId,
    action,
    targetType: 'user',
    targetId: user.id,
    targetLabel: user.email,
    ...more,
  });
}

async function writeBanned(trx: Trx, context: AdminContext, user: UserRow, banned: boolean, reason: string) {
  await trx
    .updateTable('users')
    .set({ is_banned: banned, ban_reason: banned ? reason : null, updated_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  if (banned) await revokeUserTokens(trx as unknown as Kysely<Database>, user.id);
  await auditUser(trx, context, user, banned ? 'user.ban' : 'user.unban', { reason });
}

async function writeAdmin(trx: Trx, context: AdminContext, user: UserRow, admin: boolean) {
  if (!admin && user.is_admin) await keepAnotherAdmin(trx, user.id);
  await trx
    .updateTable('users')
    .set({ is_admin: admin, updated_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  await auditUser(trx, context, user, admin ? 'user.grant_admin' : 'user.revoke_admin');
}

async function writeTrusted(
  trx: Trx,
  context: AdminContext,
  user: UserRow,
  trusted: boolean,
  reason: string,
) {
  await trx
    .updateTable('users')
    .set({ is_verified: trusted, verification_reason: reason, updated_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  await auditUser(trx, context, user, trusted ? 'user.trust' : 'user.untrust', { reason });
}

type ProfileColumn = 'name' | 'email' | 'phone' | 'account_type';

/** The profile fields that really change, read and checked as the user's own forms would. */
async function profileChanges(
  db: Kysely<Database>,
  before: UserRow,
  changes: AdminUserUpdate,
): Promise<Partial<Record<ProfileColumn, string | null>>> {
  const set: Partial<Record<ProfileColumn, string | null>> = {};
  if (changes.name !== undefined) {
    const name = changes.name.trim();
    if (!name) throw invalidFields({ name: ['validation.required'] });
    if (name !== before.name) set.name = name;
  }
  if (changes.email !== undefined) {
    const email = normaliseEmail(changes.email);
    if (email !== normaliseEmail(before.email)) {
      if (!(await isEmailAvailable(db, email, before.id, Date.now())))
        throw invalidFields({ email: ['register.emailTaken'] });
      set.email = email;
    }
  }
  if (changes.phone !== undefined) {
    let phone: string | null = null;
    if (changes.phone !== null && changes.phone.trim() !== '') {
      phone = normalisePhone(changes.phone);
      if (!phone) throw invalidFields({ phone: ['validation.phone'] });
    }
    if (phone !== before.phone) set.phone = phone;
  }
  if (changes.account_type !== undefined && changes.account_type !== before.account_type)
    set.account_type = changes.account_type;
  return set;
}

/**
 * The mails of an address an administrator changed: the verification link to the new address, and to the old
 * one the notice that the team changed it (a change its owner did not ask for is noticed). Queued in `trx` when
 * the mailer has a durable queue (no mail if the save fails); otherwise returned, to be sent once it is saved.
 */
async function mailEmailChange(
  trx: Trx,
  context: AdminContext,
  before: UserRow,
  after: UserRow,
): Promise<MailMessage[]> {
  const { site_name: site } = await loadSettings(trx);
  const mails = [
    verificationMail(site, { publicUrl: context.publicUrl, appSecret: context.appSecret }, after),
    emailChangedByTeamMail(site, context.publicUrl, after, { oldEmail: before.email, newEmail: after.email }),
  ];
  const { mailer } = context;
  if (!mailer.sendWithin) return mails;
  for (const mail of mails) await mailer.sendWithin(trx, mail);
  return [];
}

export interface UserUpdateResult {
  user: AdminUser;
  /** The address changed: it is unverified, and its verification link was mailed. */
  emailChanged: boolean;
  /** Mails still to send now that the edit is saved (a mailer without a durable queue). */
  mails: MailMessage[];
}

/**
 * One edit of a user, saved together or not at all: profile (name, email, phone, account type), then role,
 * suspension and trusted badge, each written to the audit log. Nobody changes their own role or suspension;
 * a change of suspension or badge needs a reason. A new email is unverified until its owner confirms it: it is
 * mailed a verification link, and the old address a notice, with the edit.
 */
export async function updateUser(
  context: AdminContext,
  id: number,
  changes: AdminUserUpdate,
): Promise<UserUpdateResult> {
  const before = await findUser(context.db, id);
  const changed = <K extends 'is_admin' | 'is_banned' | 'is_verified'>(key: K) =>
    changes[key] !== undefined && changes[key] !== before[key];
  const [role, ban, trust] = [changed('is_admin'), changed('is_banned'), changed('is_verified')];
  if (role || ban) notSelf(context, id);
  const reason = changes.reason?.trim() ?? '';
  if ((ban || trust) && !reason) throw invalidFields({ reason: ['validation.required'] });
  const set = await profileChanges(context.db, before, changes);
  let mails: MailMessage[] = [];
  try {
    await context.db.transaction().execute(async (trx) => {
      if (Object.keys(set).length > 0) {
        const after = await trx
          .updateTable('users')
          .set({
            ...(set as object),
            ...(set.email !== undefined ? { email_verified_at: null } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await auditUser(trx, context, before, 'user.update', { details: { fields: Object.keys(set) } });
        if (set.email !== undefined) mails = await mailEmailChange(trx, context, before, after);
      }
      if (role) await writeAdmin(trx, context, before, changes.is_admin === true);
      if (ban) await writeBanned(trx, context, before, changes.is_banned === true, reason);
      if (trust) await writeTrusted(trx, context, before, changes.is_verified === true, reason);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields({ email: ['register.emailTaken'] });
    throw error;
  }
  if (ban && changes.is_banned) await announceSessionEnd(context.liveEvents, { userId: id });
  return { user: await getAdminUser(context.db, id), emailChanged: set.email !== undefined, mails };
}

/** Ban: every session ends at once, sign-in is refused and the user's ads leave search (isPubliclyVisible). */
export async function setBanned(
  context: AdminContext,
  id: number,
  banned: boolean,
  reason: string,
): Promise<AdminUser> {
  notSelf(context, id);
  const user = await findUser(context.db, id);
  await context.db.transaction().execute((trx) => writeBanned(trx, context, user, banned, reason.trim()));
  if (banned) await announceSessionEnd(context.liveEvents, { userId: id });
  return getAdminUser(context.db, id);
}

/** Grant or revoke the administrator role; nobody revokes themself, and the last administrator stays. */
export async function setAdmin(context: AdminContext, id: number, admin: boolean): Promise<AdminUser> {
  notSelf(context, id);
  const user = await findUser(context.db, id);
  await context.db.transaction().execute((trx) => writeAdmin(trx, context, user, admin));
  return getAdminUser(context.db, id);
}

/** The trusted flag is the verified badge sellers show; its reason is kept. */
export async function setTrusted(
  context: AdminContext,
  id: number,
  trusted: boolean,
  reason: string,
): Promise<AdminUser> {
  const user = await findUser(context.db, id);
  await context.db.transaction().execute((trx) => writeTrusted(trx, context, user, trusted, reason.trim()));
  return getAdminUser(context.db, id);
}

/**
 * Deletes an account the way its owner would (soft, restorable for the grace period, then purged by the
 * manual cleanup command): its sessions end and its ads leave the site at once.
 */
export async function deleteUser(
  context: AdminContext,
  id: number,
  reason: string | undefined,
): Promise<void> {
  notSelf(context, id);
  const user = await findUser(context.db, id);
  await context.db.transaction().execute(async (trx) => {
    if (user.is_admin) await keepAnotherAdmin(trx, id);
    await trx
      .updateTable('users')
      .set({ deleted_at: user.deleted_at ?? new Date(), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await revokeUserTokens(trx as unknown as Kysely<Database>, id);
    await auditUser(trx, context, user, 'user.delete', { reason: reason?.trim() || null });
  });
  await announceSessionEnd(context.liveEvents, { userId: id });
}
