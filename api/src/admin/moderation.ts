import { sql, type Kysely } from 'kysely';
import {
  ADMIN_PAGE_SIZE,
  type AdminAdsQuery,
  type AdminAdsResponse,
  type Locale,
  type AdReviewChanges,
  type PendingAd,
  type PendingAdsQuery,
  type PendingAdsResponse,
  type SellerHistory,
} from '@sokoni/contracts';
import type { AdRow, Database } from '../db/types';
import type { MediaStorage } from '../media/storage';
import { ApiError, notFound } from '../errors';
import { presentAds } from '../ads/present';
import { AD_COLUMNS } from '../ads/search';
import { loadCurrencies } from '../services/currencies';
import { loadSettings } from '../services/settings';
import type { Mailer, MailMessage } from '../plugins/mail';
import type { LiveEventBus } from '../messaging/live-events';
import { pageOf } from '../lib/pages';
import { recordAudit } from './audit';
import { moderationMail } from './mails';
import type { JobQueue } from '../jobs/queue';
import { queueAdMatching } from '../saved-searches/alerts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AdminContext {
  db: Kysely<Database>;
  storage: MediaStorage;
  locale: Locale;
  adminId: number;
  /** Origin of the site, for links in mails. */
  publicUrl: string;
  /** Where the end of a session is announced, so its live streams close. */
  liveEvents: LiveEventBus;
  /** The job queue: an approved ad is matched against the saved searches (absent: no alerts). */
  jobs?: JobQueue;
  /** Who sends mail, and the secret that signs the links in it (an edited address's verification link). */
  mailer: Mailer;
  appSecret: string;
}

async function present(context: AdminContext, rows: AdRow[]) {
  return presentAds(rows, {
    db: context.db,
    storage: context.storage,
    locale: context.locale,
    currencies: await loadCurrencies(context.db),
    viewer: { id: context.adminId, isAdmin: true },
  });
}

/** Ads per seller: total (not deleted), live, rejected — batched for a page of sellers. */
async function sellerHistories(db: Kysely<Database>, userIds: number[]): Promise<Map<number, SellerHistory>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .leftJoin('ads', (join) => join.onRef('ads.user_id', '=', 'users.id').on('ads.deleted_at', 'is', null))
    .where('users.id', 'in', userIds)
    .groupBy(['users.id', 'users.name', 'users.email', 'users.created_at', 'users.is_verified', 'users.is_banned'])
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.created_at',
      'users.is_verified',
      'users.is_banned',
      sql<number>`count(ads.id)`.as('ads_total'),
      sql<number>`count(ads.id) FILTER (WHERE ads.status = 'active')`.as('ads_active'),
      sql<number>`count(ads.id) FILTER (WHERE ads.status = 'rejected')`.as('ads_rejected'),
    ])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        email: row.email,
        created_at: new Date(row.created_at).toISOString(),
        is_verified: row.is_verified,
        is_banned: row.is_banned,
        ads_total: Number(row.ads_total),
        ads_active: Number(row.ads_active),
        ads_rejected: Number(row.ads_rejected),
      },
    ]),
  );
}

/** The review queue: pending ads, oldest first, each with its photos and its seller's history. */
export async function listPendingAds(context: AdminContext, query: PendingAdsQuery): Promise<PendingAdsResponse> {
  const { page = 1, per_page: perPage = ADMIN_PAGE_SIZE } = query;
  const pending = context.db
    .selectFrom('ads')
    .where('ads.status', '=', 'pending')
    .where('ads.deleted_at', 'is', null);
  const [countRow, rows] = await Promise.all([
    pending.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    pending
      .select([...AD_COLUMNS, 'ads.review_changes'])
      .orderBy('ads.created_at', 'asc')
      .orderBy('ads.id', 'asc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute() as Promise<Array<AdRow & { review_changes: AdReviewChanges | null }>>,
  ]);
  const [ads, histories] = await Promise.all([
    present(context, rows),
    sellerHistories(context.db, [...new Set(rows.map((row) => row.user_id))]),
  ]);
  const data: PendingAd[] = ads.map((ad, index) => ({
    ...ad,
    seller_history: histories.get(rows[index].user_id)!,
    review_changes: rows[index].review_changes,
  }));
  const total = Number(countRow.count);
  return pageOf(data, page, perPage, total);
}

/** Every ad in any status, newest first, with a title search and filters. */
export async function listAllAds(context: AdminContext, query: AdminAdsQuery): Promise<AdminAdsResponse> {
  const { page = 1, per_page: perPage = ADMIN_PAGE_SIZE } = query;
  const q = query.q?.trim();
  const ads = context.db
    .selectFrom('ads')
    .$if(!!query.status, (qb) => qb.where('ads.status', '=', query.status!))
    .$if(query.status !== 'deleted', (qb) => qb.where('ads.deleted_at', 'is', null))
    .$if(query.user_id !== undefined, (qb) => qb.where('ads.user_id', '=', query.user_id!))
    .$if(query.category_id !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('ads.category_id', '=', query.category_id!),
          eb(
            'ads.category_id',
            'in',
            eb.selectFrom('categories').where('categories.parent_id', '=', query.category_id!).select('categories.id'),
          ),
        ]),
      ),
    )
    .$if(!!q, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('ads.title', 'ilike', `%${q!.replace(/[%_\\]/g, (c) => `\\${c}`)}%`),
          eb('ads.slug', '=', q!),
          ...(/^\d+$/.test(q!) && Number(q) < 2 ** 31 ? [eb('ads.id', '=', Number(q))] : []),
        ]),
      ),
    );
  const [countRow, rows] = await Promise.all([
    ads.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ads
      .select([...AD_COLUMNS])
      .orderBy('ads.created_at', 'desc')
      .orderBy('ads.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute() as Promise<AdRow[]>,
  ]);
  const total = Number(countRow.count);
  return pageOf(await present(context, rows), page, perPage, total);
}

async function loadAdRow(db: Kysely<Database>, id: number): Promise<AdRow> {
  return (await db.selectFrom('ads').where('ads.id', '=', id).select([...AD_COLUMNS]).executeTakeFirstOrThrow()) as AdRow;
}

export async function findAd(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('ads')
    .innerJoin('users', 'users.id', 'ads.user_id')
    .where('ads.id', '=', id)
    .where('ads.deleted_at', 'is', null)
    .where('ads.status', '!=', 'deleted')
    .select([...AD_COLUMNS, 'users.email as owner_email', 'users.name as owner_name', 'users.preferred_language'])
    .executeTakeFirst();
  if (!row) throw notFound('errors.adNotFound');
  return row;
}

export interface ModerationResult {
  ad: Awaited<ReturnType<typeof present>>[number];
  /** The mail for the owner, sent by the caller after the answer. */
  mail: MailMessage;
}

export async function mailFor(
  context: AdminContext,
  row: Awaited<ReturnType<typeof findAd>>,
  kind: 'adApproved' | 'adRejected' | 'adDeleted',
  reason?: string,
): Promise<MailMessage> {
  const settings = await loadSettings(context.db);
  const url =
    kind === 'adApproved'
      ? `${context.publicUrl}/ads/${encodeURIComponent(row.slug)}`
      : kind === 'adRejected'
        ? `${context.publicUrl}/edit-ad/${encodeURIComponent(row.slug)}`
        : undefined;
  return moderationMail({
    locale: row.preferred_language,
    site: settings.site_name,
    to: row.owner_email,
    name: row.owner_name,
    title: row.title,
    kind,
    reason,
    url,
  });
}

/** Pending → active: goes live now, its expiry counted from today with the current settings. */
export async function approveAd(context: AdminContext, id: number): Promise<ModerationResult> {
  const row = await findAd(context.db, id);
  if (row.status !== 'pending') throw new ApiError(409, 'admin.adNotPending');
  const settings = await loadSettings(context.db);
  const now = new Date();
  await context.db.transaction().execute(async (trx) => {
    const ad = await trx
      .updateTable('ads')
      .set({
        status: 'active',
        rejection_reason: null,
        review_changes: null,
        published_at: row.published_at ?? now,
        expires_at: new Date(now.getTime() + settings.ad_expiry_days * DAY_MS),
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!ad) throw new ApiError(409, 'admin.adNotPending');
    // The saved searches it matches are told, once the approval commits.
    if (context.jobs) await queueAdMatching(context.jobs, id, trx);
    await recordAudit(trx, {
      adminId: context.adminId,
      action: 'ad.approve',
      targetType: 'ad',
      targetId: id,
      targetLabel: row.title,
    });
  });
  const [ad] = await present(context, [await loadAdRow(context.db, id)]);
  return { ad, mail: await mailFor(context, row, 'adApproved') };
}

/** Pending → rejected with the reason the owner reads in My Ads and in the mail. */
export async function rejectAd(context: AdminContext, id: number, reason: string): Promise<ModerationResult> {
  const row = await findAd(context.db, id);
  if (row.status !== 'pending') throw new ApiError(409, 'admin.adNotPending');
  const text = reason.trim();
  await context.db.transaction().execute(async (trx) => {
    const ad = await trx
      .updateTable('ads')
      .set({ status: 'rejected', rejection_reason: text, review_changes: null, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!ad) throw new ApiError(409, 'admin.adNotPending');
    await recordAudit(trx, {
      adminId: context.adminId,
      action: 'ad.reject',
      targetType: 'ad',
      targetId: id,
      targetLabel: row.title,
      reason: text,
    });
  });
  const [ad] = await present(context, [await loadAdRow(context.db, id)]);
  return { ad, mail: await mailFor(context, row, 'adRejected', text) };
}

/** Soft-deletes any ad (status deleted); the owner is told why. */
export async function deleteAdAsAdmin(context: AdminContext, id: number, reason: string): Promise<MailMessage> {
  const row = await findAd(context.db, id);
  const text = reason.trim();
  await context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('ads')
      .set({ status: 'deleted', deleted_at: new Date(), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      adminId: context.adminId,
      action: 'ad.delete',
      targetType: 'ad',
      targetId: id,
      targetLabel: row.title,
      reason: text,
    });
  });
  return mailFor(context, row, 'adDeleted', text);
}
