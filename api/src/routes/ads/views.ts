import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';

/**
 * A visitor is a hash of IP, user agent and day with a server secret: enough to count a view once per person
 * and day, without storing anything that identifies them.
 */
export function visitorHash(secret: string, ip: string, userAgent: string, day: string): string {
  return createHash('sha256').update(`${secret}\n${ip}\n${userAgent}\n${day}`).digest('base64url');
}

export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Records the view and bumps the counter in one statement, only when this visitor had not yet been counted
 * today; returns the ad's view count afterwards, or null when this visit was already counted.
 */
export async function countView(
  db: Kysely<Database>,
  adId: number,
  hash: string,
  day: string,
): Promise<number | null> {
  const { rows } = await sql<{ views_count: number }>`
    WITH inserted AS (
      INSERT INTO ad_views (ad_id, visitor_hash, day) VALUES (${adId}, ${hash}, ${day}::date)
      ON CONFLICT DO NOTHING
      RETURNING ad_id
    )
    UPDATE ads SET views_count = views_count + 1
    WHERE id IN (SELECT ad_id FROM inserted)
    RETURNING views_count
  `.execute(db);
  return rows[0]?.views_count ?? null;
}
