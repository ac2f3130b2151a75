import { sql, type Kysely } from 'kysely';
import { ACCOUNT_DELETION_GRACE_DAYS, AD_STATUSES, type AdminStats } from '@sokoni/contracts';
import type { Database } from '../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reports of ads awaiting a moderator. */
export async function countOpenReports(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('reports')
    .where('status', '=', 'open')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Paid promotions per payment method, month (UTC, YYYY-MM) and currency, newest month first. */
export async function revenueByMethodAndMonth(db: Kysely<Database>): Promise<AdminStats['revenue']> {
  const rows = await db
    .selectFrom('transactions')
    .innerJoin('payments', 'payments.id', 'transactions.payment_id')
    .select([
      'payments.method as method',
      sql<string>`to_char(transactions.created_at AT TIME ZONE 'UTC', 'YYYY-MM')`.as('month'),
      'transactions.currency_code as currency_code',
      sql<string>`sum(transactions.amount_minor)`.as('amount_minor'),
    ])
    .groupBy(['payments.method', sql`2`, 'transactions.currency_code'])
    .orderBy(sql`2`, 'desc')
    .orderBy('payments.method')
    .execute();
  return rows.map((row) => ({ ...row, amount_minor: Number(row.amount_minor) }));
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
