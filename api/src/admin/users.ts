import { sql, type Kysely } from 'kysely';
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
import { lastPage, recordAudit } from './audit';
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
      qb.where((eb) => eb.or([eb('name', 'ilike', like), eb('email', 'ilike', like), eb('phone', 'ilike', like)])),
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
  return {
    data: rows.map((row) => toAdminUser(row as UserWithCount)),
    current_page: page,
    last_page: lastPage(total, perPage),
    per_page: perPage,
    total,
  };
}

async function findUser(db: Kysely<Database>, id: number): Promise<UserWithCount> {
  const row = await db.selectFrom('users').selectAll().select(adsCount.as('ads_count')).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('errors.userNotFound');
  return row as UserWithCount;
}

export async function getAdminUser(db: Kysely<Database>, id: number): Promise<AdminUser> {
  return toAdminUser(await findUser(db, id));
}

function notSelf(context: AdminContext, id: number): void {
  if (context.adminId === id) throw forbidden('admin.notSelf');
}

export async function updateUser(context: AdminContext, id: number, changes: AdminUserUpdate): Promise<AdminUser> {
  const before = await findUser(context.db, id);
  const set: Partial<Record<'name' | 'email' | 'phone' | 'account_type', string | null>> = {};
  if (changes.name !== undefined) set.name = changes.name.trim();
  if (changes.email !== undefined) set.email = normaliseEmail(changes.email);
  if (changes.phone !== undefined) {
    if (changes.phone === null || changes.phone.trim() === '') set.phone = null;
    else {
      const phone = normalisePhone(changes.phone);
      if (!phone) throw invalidFields({ phone: ['validation.phone'] });
      set.phone = phone;
    }
  }
  if (changes.account_type !== undefined) set.account_type = changes.account_type;
  try {
    await context.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ ...(set as object), updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, {
        adminId: context.adminId,
        action: 'user.update',
        targetType: 'user',
        targetId: id,
        targetLabel: before.email,
        details: { fields: Object.keys(set) },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields({ email: ['register.emailTaken'] });
    throw error;
  }
  return getAdminUser(context.db, id);
}

/** Ban: every session ends at once, sign-in is refused and the user's ads leave search (isPubliclyVisible). */
export async function setBanned(context: AdminContext, id: number, banned: boolean, reason: string): Promise<AdminUser> {
  notSelf(context, id);
  const user = await findUser(context.db, id);
  await context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ is_banned: banned, ban_reason: banned ? reason.trim() : null, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    if (banned) await revokeUserTokens(trx as unknown as Kysely<Database>, id);
    await recordAudit(trx, {
      adminId: context.adminId,
      action: banned ? 'user.ban' : 'user.unban',
      targetType: 'user',
      targetId: id,
      targetLabel: user.email,
      reason: reason.trim(),
    });
  });
  if (banned) await announceSessionEnd(context.liveEvents, { userId: id });
  return getAdminUser(context.db, id);
}

/** Grant or revoke the administrator role; nobody revokes themself, and the last administrator stays. */
export async function setAdmin(context: AdminContext, id: number, admin: boolean): Promise<AdminUser> {
  notSelf(context, id);
  const user = await findUser(context.db, id);
  await context.db.transaction().execute(async (trx) => {
    if (!admin && user.is_admin) {
      // Lock the administrators so two revocations at once cannot both pass the count.
      const admins = await trx
        .selectFrom('users')
        .where('is_admin', '=', true)
        .where('deleted_at', 'is', null)
        .select('id')
        .forUpdate()
        .execute();
      if (admins.filter((row) => row.id !== id).length === 0) throw new ApiError(409, 'admin.lastAdmin');
    }
    await trx.updateTable('users').set({ is_admin: admin, updated_at: new Date() }).where('id', '=', id).execute();
    await recordAudit(trx, {
      adminId: context.adminId,
      action: admin ? 'user.grant_admin' : 'user.revoke_admin',
      targetType: 'user',
      targetId: id,
      targetLabel: user.email,
    });
  });
  return getAdminUser(context.db, id);
}

/** The trusted flag is the verified badge sellers show; its reason is kept. */
export async function setTrusted(context: AdminContext, id: number, trusted: boolean, reason: string): Promise<AdminUser> {
  const user = await findUser(context.db, id);
  await context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ is_verified: trusted, verification_reason: reason.trim(), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      adminId: context.adminId,
      action: trusted ? 'user.trust' : 'user.untrust',
      targetType: 'user',
      targetId: id,
      targetLabel: user.email,
      reason: reason.trim(),
    });
  });
  return getAdminUser(context.db, id);
}

/**
 * Deletes an account the way its owner would (soft, restorable for the grace period, then purged by the
 * manual cleanup command): its sessions end and its ads leave the site at once.
 */
export async function deleteUser(context: AdminContext, id: number, reason: string | undefined): Promise<void> {
  notSelf(context, id);
  const user = await findUser(context.db, id);
  await context.db.transaction().execute(async (trx) => {
    if (user.is_admin) {
      const admins = await trx
        .selectFrom('users')
        .where('is_admin', '=', true)
        .where('deleted_at', 'is', null)
        .select('id')
        .forUpdate()
        .execute();
      if (admins.filter((row) => row.id !== id).length === 0) throw new ApiError(409, 'admin.lastAdmin');
    }
    await trx
      .updateTable('users')
      .set({ deleted_at: user.deleted_at ?? new Date(), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await revokeUserTokens(trx as unknown as Kysely<Database>, id);
    await recordAudit(trx, {
      adminId: context.adminId,
      action: 'user.delete',
      targetType: 'user',
      targetId: id,
      targetLabel: user.email,
      reason: reason?.trim() || null,
    });
  });
  await announceSessionEnd(context.liveEvents, { userId: id });
}
