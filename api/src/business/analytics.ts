import { sql, type Kysely } from 'kysely';
import type { AnalyticsCounts, BusinessAnalytics, BusinessAnalyticsPeriod } from '@sokoni/contracts';
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

/**
 * What the seller's ads drew over the last 7 or 30 days: views (one per visitor and day; the ad page never
 * counts its owner), favourites added by other people, conversations started and phone numbers revealed, per
 * day, per ad and in total.
 * What a boost changed is `boostEffects` (./boost-effects).
 */
export async function sellerAnalytics(
  db: Kysely<Database>,
  sellerId: number,
  days: BusinessAnalyticsPeriod,
  now = new Date(),
): Promise<BusinessAnalytics> {
  const dayList = lastDays(days, now);
  const since = dayList[0];
  const [views, favorites, conversations, reveals, ads] = await Promise.all([
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
    sql<DailyCount>`
      SELECT r.ad_id, to_char(r.day, 'YYYY-MM-DD') AS day, r.count
      FROM ad_phone_reveals r JOIN ads a ON a.id = r.ad_id
      WHERE a.user_id = ${sellerId} AND r.day >= ${since}::date
    `.execute(db),
    db
      .selectFrom('ads')
      .where('user_id', '=', sellerId)
      .where('deleted_at', 'is', null)
      .where('status', '!=', 'deleted')
      .select(['id', 'title', 'slug', 'created_at'])
      .orderBy('created_at', 'desc')
      .execute(),
  ]);

  const zero = (): AnalyticsCounts => ({ views: 0, favorites: 0, conversations: 0, phone_reveals: 0 });
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
  add(reveals.rows, 'phone_reveals');

  const activity = (counts: AnalyticsCounts) =>
    counts.views + counts.favorites * 5 + (counts.conversations + counts.phone_reveals) * 10;
  const products = ads
    .map((ad) => ({ ad_id: ad.id, title: ad.title, slug: ad.slug, ...byAd.get(ad.id)! }))
    .sort((a, b) => activity(b) - activity(a))
    .slice(0, MAX_PRODUCTS);
  return {
    days,
    totals,
    daily: dayList.map((day) => ({ day, ...byDay.get(day)! })),
    products,
  };
}
