import { sql, type Kysely } from 'kysely';
import {
  BOOST_COMPARISON_WINDOW_DAYS,
  type AnalyticsCounts,
  type BoostComparison,
  type BusinessAnalytics,
  type BusinessAnalyticsPeriod,
} from '@sokoni/contracts';
import type { Database } from '../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_PRODUCTS = 100;

/** 'YYYY-MM-DD' (UTC) of each of the last `days` days, oldest first, today last. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

export interface DailyCount {
  ad_id: number;
  day: string;
  count: number;
}

/** Conversations buyers started about the seller's ads, per ad and day since `since` (a 'YYYY-MM-DD'). */
export async function conversationsStarted(
  db: Kysely<Database>,
  sellerId: number,
  since: string,
): Promise<DailyCount[]> {
  const { rows } = await sql<DailyCount>`
    SELECT c.ad_id, to_char((c.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
    FROM conversations c
    WHERE c.seller_id = ${sellerId} AND c.created_at >= ${since}::date
    GROUP BY c.ad_id, 2
  `.execute(db);
  return rows;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The latest paid boost of each of the seller's ads bought in the last BOOST_COMPARISON_WINDOW_DAYS days,
 * against the same number of days just before it. Days are UTC days: the boost's first day counts as "during",
 * the window runs to today (or the boost's last day once it is over), and "before" is as many days ending the
 * day before the boost began, so the two sides always cover the same number of days.
 */
export async function boostComparisons(
  db: Kysely<Database>,
  sellerId: number,
  now = new Date(),
): Promise<BoostComparison[]> {
  const since = new Date(now.getTime() - BOOST_COMPARISON_WINDOW_DAYS * DAY_MS);
  const rows = await db
    .selectFrom('transactions')
    .innerJoin('ads', 'ads.id', 'transactions.ad_id')
    .where('ads.user_id', '=', sellerId)
    .where('ads.deleted_at', 'is', null)
    .where('transactions.created_at', '>=', since)
    .select([
      'transactions.ad_id',
      'transactions.boost_type',
      'transactions.boost_expires_at',
      'transactions.created_at',
      'ads.title',
      'ads.slug',
    ])
    .orderBy('transactions.created_at', 'desc')
    .orderBy('transactions.id', 'desc')
    .execute();
  const today = dayOf(now);
  const seen = new Set<number>();
  const boosts = rows
    .filter((row) => row.ad_id !== null && !seen.has(row.ad_id) && seen.add(row.ad_id))
    .map((row) => {
      const startedAt = new Date(row.created_at);
      const expiresAt = new Date(row.boost_expires_at);
      const start = dayOf(startedAt);
      const lastDay = dayOf(new Date(Math.min(now.getTime(), expiresAt.getTime())));
      const end = lastDay < start ? start : lastDay > today ? today : lastDay;
      const days = daysBetween(start, end) + 1;
      return { row, start, end, days, beforeStart: addDays(start, -days), startedAt, expiresAt };
    });
  if (boosts.length === 0) return [];

  const adIds = boosts.map((boost) => boost.row.ad_id as number);
  const from = boosts.reduce((min, boost) => (boost.beforeStart < min ? boost.beforeStart : min), today);
  const [views, favorites, conversations] = await Promise.all([
    sql<DailyCount>`
      SELECT v.ad_id, to_char(v.day, 'YYYY-MM-DD') AS day, count(*)::int AS count
      FROM ad_views v
      WHERE v.ad_id IN (${sql.join(adIds)}) AND v.day >= ${from}::date
      GROUP BY v.ad_id, v.day
    `.execute(db),
    sql<DailyCount>`
      SELECT f.ad_id, to_char((f.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
      FROM favorites f
      WHERE f.ad_id IN (${sql.join(adIds)}) AND f.user_id <> ${sellerId} AND f.created_at >= ${from}::date
      GROUP BY f.ad_id, 2
    `.execute(db),
    sql<DailyCount>`
      SELECT c.ad_id, to_char((c.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
      FROM conversations c
      WHERE c.ad_id IN (${sql.join(adIds)}) AND c.seller_id = ${sellerId} AND c.created_at >= ${from}::date
      GROUP BY c.ad_id, 2
    `.execute(db),
  ]);

  return boosts.map(({ row, start, end, days, beforeStart, startedAt, expiresAt }) => {
    const before: AnalyticsCounts = { views: 0, favorites: 0, conversations: 0 };
    const during: AnalyticsCounts = { views: 0, favorites: 0, conversations: 0 };
    const add = (counts: DailyCount[], field: keyof AnalyticsCounts) => {
      for (const count of counts) {
        if (count.ad_id !== row.ad_id) continue;
        if (count.day >= beforeStart && count.day < start) before[field] += Number(count.count);
        else if (count.day >= start && count.day <= end) during[field] += Number(count.count);
      }
    };
    add(views.rows, 'views');
    add(favorites.rows, 'favorites');
    add(conversations.rows, 'conversations');
    return {
      ad_id: row.ad_id as number,
      title: row.title,
      slug: row.slug,
      boost_type: row.boost_type,
      started_at: startedAt.toISOString(),
      expires_at: expiresAt.toISOString(),
      active: expiresAt.getTime() > now.getTime(),
      days,
      before,
      during,
    };
  });
}

/**
 * What the seller's ads drew over the last 7 or 30 days: views (one per visitor and day; the ad page never
 * counts its owner), favourites added by other people, and conversations started, per day, per ad and in total;
 * and each recent boost against the days before it.
 */
export async function sellerAnalytics(
  db: Kysely<Database>,
  sellerId: number,
  days: BusinessAnalyticsPeriod,
  now = new Date(),
): Promise<BusinessAnalytics> {
  const dayList = lastDays(days, now);
  const since = dayList[0];
  const [views, favorites, conversations, ads, boosts] = await Promise.all([
    sql<DailyCount>`
      SELECT v.ad_id, to_char(v.day, 'YYYY-MM-DD') AS day, count(*)::int AS count
      FROM ad_views v JOIN ads a ON a.id = v.ad_id
      WHERE a.user_id = ${sellerId} AND v.day >= ${since}::date
      GROUP BY v.ad_id, v.day
    `.execute(db),
    sql<DailyCount>`
      SELECT f.ad_id, to_char((f.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
      FROM favorites f JOIN ads a ON a.id = f.ad_id
      WHERE a.user_id = ${sellerId} AND f.user_id <> ${sellerId} AND f.created_at >= ${since}::date
      GROUP BY f.ad_id, 2
    `.execute(db),
    conversationsStarted(db, sellerId, since),
    db
      .selectFrom('ads')
      .where('user_id', '=', sellerId)
      .where('deleted_at', 'is', null)
      .where('status', '!=', 'deleted')
      .select(['id', 'title', 'slug', 'created_at'])
      .orderBy('created_at', 'desc')
      .execute(),
    boostComparisons(db, sellerId, now),
  ]);

  const zero = (): AnalyticsCounts => ({ views: 0, favorites: 0, conversations: 0 });
  const byDay = new Map(dayList.map((day) => [day, zero()]));
  const byAd = new Map(ads.map((ad) => [ad.id, zero()]));
  const totals = zero();
  const add = (rows: DailyCount[], field: keyof AnalyticsCounts) => {
    for (const row of rows) {
      const count = Number(row.count);
      const day = byDay.get(row.day);
      const ad = byAd.get(row.ad_id);
      if (!day || !ad) continue;
      day[field] += count;
      ad[field] += count;
      totals[field] += count;
    }
  };
  add(views.rows, 'views');
  add(favorites.rows, 'favorites');
  add(conversations, 'conversations');

  const activity = (counts: AnalyticsCounts) =>
    counts.views + counts.favorites * 5 + counts.conversations * 10;
  const products = ads
    .map((ad) => ({ ad_id: ad.id, title: ad.title, slug: ad.slug, ...byAd.get(ad.id)! }))
    .sort((a, b) => activity(b) - activity(a))
    .slice(0, MAX_PRODUCTS);
  return {
    days,
    totals,
    daily: dayList.map((day) => ({ day, ...byDay.get(day)! })),
    products,
    boosts,
  };
}
