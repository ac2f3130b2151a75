import { sql, type Kysely } from 'kysely';
import type { BoostDay, BoostEffect, BoostEffects } from '@sokoni/contracts';
import type { Database } from '../db/types';

/** One day of one ad; an ad never boosted has one row of nulls. */
interface EffectRow {
  ad_id: number;
  boost_type: BoostEffect['boost_type'] | null;
  started_at: Date | string;
  expires_at: Date | string;
  days: number;
  day: string;
  views: number;
  contacts: number;
  phone_reveals: number;
  favorites: number;
}

/**
 * The latest boost of each of the given ads of the seller against as many days just before it, per day, in one
 * query for the whole page. A boost bought while the previous one still ran extends it (docs/payments.md), so
 * the latest boost is the latest run of purchases each made before the previous one's end: it began with the
 * run's first purchase, ends at the last one's expiry and has the highest type of the run. Days are UTC days:
 * the boost's first day is the first day "during", which runs to today (or the boost's last day once it is
 * over), and "before" is as many days ending the day before the boost began. A day without a row counts as
 * zero (the days come from `generate_series`, the counts are joined). Views are visitors' (the ad page never
 * counts its owner), favourites those of others, contacts the conversations buyers started, phone reveals the
 * times buyers revealed the seller's number from the ad. Ads of someone else, deleted or unknown are left out.
 */
export async function boostEffects(
  db: Kysely<Database>,
  sellerId: number,
  adIds: number[],
  now = new Date(),
): Promise<BoostEffects> {
  const ids = [...new Set(adIds)];
  if (ids.length === 0) return { ads: [] };
  const today = now.toISOString().slice(0, 10);
  const { rows } = await sql<EffectRow>`
    WITH own AS (
      SELECT a.id FROM ads a
      WHERE a.id IN (${sql.join(ids)}) AND a.user_id = ${sellerId} AND a.deleted_at IS NULL AND a.status <> 'deleted'
    ),
    paid AS (
      SELECT t.ad_id, t.id, t.created_at, t.boost_expires_at,
        CASE t.boost_type WHEN 'exclusive' THEN 3 WHEN 'premium' THEN 2 ELSE 1 END AS rank,
        CASE WHEN t.created_at < lag(t.boost_expires_at) OVER (PARTITION BY t.ad_id ORDER BY t.created_at, t.id)
          THEN 0 ELSE 1 END AS fresh
      FROM transactions t JOIN own ON own.id = t.ad_id
    ),
    runs AS (
      SELECT p.*, sum(p.fresh) OVER (PARTITION BY p.ad_id ORDER BY p.created_at, p.id) AS run FROM paid p
    ),
    latest AS (
      SELECT DISTINCT ON (r.ad_id) r.ad_id,
        (ARRAY['standard', 'premium', 'exclusive'])[max(r.rank) OVER (PARTITION BY r.ad_id, r.run)] AS boost_type,
        min(r.created_at) OVER (PARTITION BY r.ad_id, r.run) AS started_at, r.boost_expires_at AS expires_at
      FROM runs r
      ORDER BY r.ad_id, r.created_at DESC, r.id DESC
    ),
    bounds AS (
      SELECT l.*, (l.started_at AT TIME ZONE 'UTC')::date AS start_day,
        GREATEST((l.started_at AT TIME ZONE 'UTC')::date,
          LEAST(${today}::date, (l.expires_at AT TIME ZONE 'UTC')::date)) AS end_day
      FROM latest l
    ),
    windows AS (
      SELECT b.*, (b.end_day - b.start_day + 1) AS days, b.start_day - (b.end_day - b.start_day + 1) AS first_day
      FROM bounds b
    ),
    view_days AS (
      SELECT v.ad_id, v.day, count(*) AS n
      FROM ad_views v JOIN windows w ON w.ad_id = v.ad_id
      WHERE v.day BETWEEN w.first_day AND w.end_day
      GROUP BY v.ad_id, v.day
    ),
    favorite_days AS (
      SELECT f.ad_id, (f.created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
      FROM favorites f JOIN windows w ON w.ad_id = f.ad_id
      WHERE f.user_id <> ${sellerId} AND (f.created_at AT TIME ZONE 'UTC')::date BETWEEN w.first_day AND w.end_day
      GROUP BY f.ad_id, 2
    ),
    contact_days AS (
      SELECT c.ad_id, (c.created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
      FROM conversations c JOIN windows w ON w.ad_id = c.ad_id
      WHERE c.seller_id = ${sellerId} AND (c.created_at AT TIME ZONE 'UTC')::date BETWEEN w.first_day AND w.end_day
      GROUP BY c.ad_id, 2
    ),
    reveal_days AS (
      SELECT r.ad_id, r.day, r.count AS n
      FROM ad_phone_reveals r JOIN windows w ON w.ad_id = r.ad_id
      WHERE r.day BETWEEN w.first_day AND w.end_day
    )
    SELECT o.id AS ad_id, w.boost_type, w.started_at, w.expires_at, w.days::int AS days,
      to_char(d.day, 'YYYY-MM-DD') AS day,
      coalesce(v.n, 0)::int AS views, coalesce(c.n, 0)::int AS contacts, coalesce(r.n, 0)::int AS phone_reveals,
      coalesce(f.n, 0)::int AS favorites
    FROM own o
    LEFT JOIN windows w ON w.ad_id = o.id
    LEFT JOIN LATERAL (SELECT w.first_day + i AS day FROM generate_series(0, 2 * w.days - 1) AS i) d ON true
    LEFT JOIN view_days v ON v.ad_id = o.id AND v.day = d.day
    LEFT JOIN favorite_days f ON f.ad_id = o.id AND f.day = d.day
    LEFT JOIN contact_days c ON c.ad_id = o.id AND c.day = d.day
    LEFT JOIN reveal_days r ON r.ad_id = o.id AND r.day = d.day
    ORDER BY o.id, d.day
  `.execute(db);

  const byAd = new Map<number, BoostEffect | null>();
  for (const row of rows) {
    if (row.boost_type === null) {
      byAd.set(row.ad_id, null);
      continue;
    }
    let effect = byAd.get(row.ad_id);
    if (!effect) {
      const expiresAt = new Date(row.expires_at);
      effect = {
        boost_type: row.boost_type,
        started_at: new Date(row.started_at).toISOString(),
        expires_at: expiresAt.toISOString(),
        active: expiresAt.getTime() > now.getTime(),
        days: Number(row.days),
        daily: [],
      };
      byAd.set(row.ad_id, effect);
    }
    const day: BoostDay = {
      day: row.day,
      views: Number(row.views),
      contacts: Number(row.contacts),
      phone_reveals: Number(row.phone_reveals),
      favorites: Number(row.favorites),
    };
    effect.daily.push(day);
  }
  return { ads: ids.filter((id) => byAd.has(id)).map((id) => ({ ad_id: id, boost: byAd.get(id)! })) };
}
