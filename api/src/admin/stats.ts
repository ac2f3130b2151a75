import { sql, type Kysely } from 'kysely';
import { ACCOUNT_DELETION_GRACE_DAYS, AD_STATUSES, type AdminStats } from '@sokoni/contracts';
import type { Database } from '../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Open reports awaiting a moderator. The reports table arrives with the messaging work; until it is wired
 * here the dashboard shows zero.
 */
export async function countOpenReports(_db: Kysely<Database>): Promise<number> {
  return 0;
}

/**
 * Revenue per payment method and month. The payment tables arrive with the payments work; until they are
 * wired here the dashboard shows no revenue.
 */
export async function revenueByMethodAndMonth(_db: Kysely<Database>): Promise<AdminStats['revenue']> {
  return [];
}

/** The figures of the admin dashboard, each one aggregate query. */
export async function loadAdminStats(db: Kysely<Database>, now = new Date()): Promise<AdminStats> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const purgeCutoff = new Date(now.getTime() - ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
  const [users, statuses, reportsOpen, revenue] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        sql<number>`count(*) FILTER (WHERE deleted_at IS NULL)`.as('total'),
        sql<number>`count(*) FILTER (WHERE deleted_at IS NULL AND created_at >= ${weekAgo})`.as('new_this_week'),
        sql<number>`count(*) FILTER (WHERE deleted_at IS NULL AND email_verified_at IS NOT NULL)`.as('verified'),
        sql<number>`count(*) FILTER (WHERE deleted_at IS NULL AND account_type = 'business')`.as('business'),
        sql<number>`count(*) FILTER (WHERE deleted_at IS NULL AND is_banned)`.as('banned'),
        sql<number>`count(*) FILTER (WHERE deleted_at < ${purgeCutoff})`.as('expired_accounts'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ads')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute(),
    countOpenReports(db),
    revenueByMethodAndMonth(db),
  ]);
  const adsByStatus: Record<string, number> = Object.fromEntries(AD_STATUSES.map((status) => [status, 0]));
  for (const row of statuses) adsByStatus[row.status] = Number(row.count);
  return {
    users: {
      total: Number(users.total),
      new_this_week: Number(users.new_this_week),
      verified: Number(users.verified),
      business: Number(users.business),
      banned: Number(users.banned),
    },
    ads_by_status: adsByStatus,
    pending: adsByStatus.pending,
    reports_open: reportsOpen,
    revenue,
    expired_accounts: Number(users.expired_accounts),
  };
}
