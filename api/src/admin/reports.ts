import { sql, type Kysely } from 'kysely';
import {
  ADMIN_PAGE_SIZE,
  REPORT_REASONS,
  REPORT_STATUSES,
  type AdminReport,
  type AdminReportResolve,
  type AdminReportsQuery,
  type AdminReportsResponse,
} from '@sokoni/contracts';
import type { Database } from '../db/types';
import { ApiError, forbidden, invalidFields, notFound } from '../errors';
import { revokeUserTokens } from '../auth/tokens';
import { announceSessionEnd } from '../messaging/session-streams';
import type { MailMessage } from '../plugins/mail';
import { pageOf } from '../lib/pages';
import { recordAudit } from './audit';
import { findAd, mailFor, type AdminContext } from './moderation';

/** The reports queue: what people reported, with the ad, the reporter and the seller side by side. */
function reportsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('reports')
    .innerJoin('ads', 'ads.id', 'reports.ad_id')
    .innerJoin('users as reporter', 'reporter.id', 'reports.reporter_id')
    .innerJoin('users as seller', 'seller.id', 'ads.user_id')
    .leftJoin('users as resolver', 'resolver.id', 'reports.resolved_by');
}

async function selectReports(
  db: Kysely<Database>,
  build: (q: ReturnType<typeof reportsQuery>) => ReturnType<typeof reportsQuery>,
) {
  const rows = await build(reportsQuery(db))
    .select([
      'reports.id',
      'reports.reason',
      'reports.comment',
      'reports.status',
      'reports.created_at',
      'reports.resolved_at',
      'reports.resolution_note',
      'resolver.id as resolver_id',
      'resolver.name as resolver_name',
      'ads.id as ad_id',
      'ads.slug as ad_slug',
      'ads.title as ad_title',
      'ads.status as ad_status',
      'reporter.id as reporter_id',
      'reporter.name as reporter_name',
      'reporter.email as reporter_email',
      'seller.id as seller_id',
      'seller.name as seller_name',
      'seller.email as seller_email',
      'seller.is_banned as seller_banned',
      sql<number>`(SELECT count(*) FROM reports open_reports WHERE open_reports.ad_id = reports.ad_id AND open_reports.status = 'open')`.as(
        'open_on_ad',
      ),
    ])
    .execute();
  return rows.map((row): AdminReport => ({
    id: row.id,
    reason: row.reason,
    comment: row.comment,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    resolved_at: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
    resolution_note: row.resolution_note,
    resolved_by: row.resolver_id !== null ? { id: row.resolver_id, name: row.resolver_name ?? '' } : null,
    open_reports_on_ad: Number(row.open_on_ad),
    ad: { id: row.ad_id, slug: row.ad_slug, title: row.ad_title, status: row.ad_status },
    reporter: { id: row.reporter_id, name: row.reporter_name, email: row.reporter_email },
    seller: {
      id: row.seller_id,
      name: row.seller_name,
      email: row.seller_email,
      is_banned: row.seller_banned,
    },
  }));
}

/** How many reports each value of one column has, among the reports `where` keeps. */
async function countBy(
  db: Kysely<Database>,
  column: 'status' | 'reason',
  keys: readonly string[],
  where: (q: ReturnType<typeof reportsQuery>) => ReturnType<typeof reportsQuery>,
): Promise<Record<string, number>> {
  const ref = column === 'status' ? 'reports.status' : 'reports.reason';
  const rows = await where(reportsQuery(db))
    .select((eb) => [eb.ref(ref).as('key'), eb.fn.countAll<number>().as('count')])
    .groupBy(ref)
    .execute();
  const counts: Record<string, number> = Object.fromEntries(keys.map((key) => [key, 0]));
  for (const row of rows) counts[row.key] = Number(row.count);
  return counts;
}

/**
 * The queue: open reports oldest first; dismissed or actioned ones newest first; `all` the open ones first,
 * then the others newest first. Optionally one reason. With the counts the filters show.
 */
export async function listReports(
  db: Kysely<Database>,
  query: AdminReportsQuery,
): Promise<AdminReportsResponse> {
  const { page = 1, per_page: perPage = ADMIN_PAGE_SIZE, status = 'open', reason } = query;
  const ofReason = (q: ReturnType<typeof reportsQuery>) => (reason ? q.where('reports.reason', '=', reason) : q);
  const ofStatus = (q: ReturnType<typeof reportsQuery>) =>
    status === 'all' ? q : q.where('reports.status', '=', status);
  const filtered = (q: ReturnType<typeof reportsQuery>) => ofStatus(ofReason(q));
  const [statuses, reasons, data] = await Promise.all([
    countBy(db, 'status', REPORT_STATUSES, ofReason),
    countBy(db, 'reason', REPORT_REASONS, ofStatus),
    selectReports(db, (q) => {
      const ordered =
        status === 'all'
          ? q
              .orderBy(sql`CASE WHEN reports.status = 'open' THEN 0 ELSE 1 END`)
              .orderBy(sql`CASE WHEN reports.status = 'open' THEN reports.created_at END`, 'asc')
              .orderBy('reports.created_at', 'desc')
          : q.orderBy('reports.created_at', status === 'open' ? 'asc' : 'desc');
      return filtered(ordered)
        .orderBy('reports.id', status === 'open' || status === 'all' ? 'asc' : 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage);
    }),
  ]);
  const all = REPORT_STATUSES.reduce((sum, key) => sum + statuses[key], 0);
  const total = status === 'all' ? all : statuses[status];
  return {
    ...pageOf(data, page, perPage, total),
    counts: { statuses: { ...statuses, all }, reasons },
  };
}

async function getReport(db: Kysely<Database>, id: number): Promise<AdminReport> {
  const [report] = await selectReports(db, (q) => q.where('reports.id', '=', id));
  if (!report) throw notFound('admin.reportNotFound');
  return report;
}

export interface ResolveResult {
  report: AdminReport;
  closed: number;
  /** The mail for the ad's owner when the ad was removed, sent by the caller after the answer. */
  mail: MailMessage | null;
}

/**
 * Acts on an open report, in one transaction with its audit entry:
 * - dismiss: the report closes as dismissed (an optional note);
 * - remove_ad: the ad is deleted with a required reason its owner is mailed, and every open report of it closes;
 * - suspend_user: the seller is banned with a required reason (sessions end, ads leave search), and every open
 *   report of the seller's ads closes.
 */
export async function resolveReport(
  context: AdminContext,
  id: number,
  input: AdminReportResolve,
): Promise<ResolveResult> {
  const reason = input.reason?.trim() ?? '';
  if (input.action !== 'dismiss' && !reason) throw invalidFields({ reason: ['validation.required'] });
  const current = await getReport(context.db, id);
  if (current.status !== 'open') throw new ApiError(409, 'admin.reportClosed');
  if (input.action === 'suspend_user' && current.seller.id === context.adminId)
    throw forbidden('admin.notSelf');
  const adRow =
    input.action === 'remove_ad' ? await findAd(context.db, current.ad.id).catch(() => null) : null;
  if (input.action === 'remove_ad' && !adRow) throw new ApiError(409, 'admin.reportAdGone');

  const closed = await context.db.transaction().execute(async (trx) => {
    // The report is re-read under a lock: two moderators acting at once do not both act.
    const locked = await trx
      .selectFrom('reports')
      .select('status')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (locked?.status !== 'open') throw new ApiError(409, 'admin.reportClosed');
    const now = new Date();
    const close = (status: 'dismissed' | 'actioned') =>
      trx
        .updateTable('reports')
        .set({ status, resolved_at: now, resolved_by: context.adminId, resolution_note: reason || null });

    if (input.action === 'dismiss') {
      await close('dismissed').where('id', '=', id).execute();
      await recordAudit(trx, {
        adminId: context.adminId,
        action: 'report.dismiss',
        targetType: 'report',
        targetId: id,
        targetLabel: current.ad.title,
        reason: reason || null,
        details: { ad_id: current.ad.id },
      });
      return 1;
    }

    if (input.action === 'remove_ad') {
      await trx
        .updateTable('ads')
        .set({ status: 'deleted', deleted_at: now, updated_at: now })
        .where('id', '=', current.ad.id)
        .execute();
      const rows = await close('actioned')
        .where('ad_id', '=', current.ad.id)
        .where('status', '=', 'open')
        .returning('id')
        .execute();
      await recordAudit(trx, {
        adminId: context.adminId,
        action: 'report.remove_ad',
        targetType: 'ad',
        targetId: current.ad.id,
        targetLabel: current.ad.title,
        reason,
        details: { report_id: id, reports_closed: rows.length },
      });
      return rows.length;
    }

    await trx
      .updateTable('users')
      .set({ is_banned: true, ban_reason: reason, updated_at: now })
      .where('id', '=', current.seller.id)
      .execute();
    await revokeUserTokens(trx as unknown as Kysely<Database>, current.seller.id);
    const rows = await close('actioned')
      .where('status', '=', 'open')
      .where('ad_id', 'in', trx.selectFrom('ads').select('id').where('user_id', '=', current.seller.id))
      .returning('id')
      .execute();
    await recordAudit(trx, {
      adminId: context.adminId,
      action: 'report.suspend_user',
      targetType: 'user',
      targetId: current.seller.id,
      targetLabel: current.seller.email,
      reason,
      details: { report_id: id, ad_id: current.ad.id, reports_closed: rows.length },
    });
    return rows.length;
  });

  if (input.action === 'suspend_user')
    await announceSessionEnd(context.liveEvents, { userId: current.seller.id });
  const mail = adRow ? await mailFor(context, adRow, 'adDeleted', reason) : null;
  return { report: await getReport(context.db, id), closed, mail };
}
