import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Distinct anonymous visitors counted per address, ad and day. The user agent tells apart the phones behind
 * one carrier address, but anyone can change it at will: past this many, another user agent from the same
 * address is not another person.
 */
export const ANONYMOUS_VISITORS_PER_ADDRESS = 10;

export type Visitor = { userId: number } | { ip: string; userAgent: string };

const digest = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('hex').slice(0, 32);

/**
 * A visitor as a keyed hash, never stored in the clear: the account for someone signed in (whatever their
 * address or browser), else `a.<address>.<user agent>` so the views of one address can be counted.
 */
export function visitorHash(secret: string, visitor: Visitor, day: string): string {
  if ('userId' in visitor) return `u.${digest(secret, `user\n${visitor.userId}\n${day}`)}`;
  return `a.${digest(secret, `ip\n${visitor.ip}\n${day}`)}.${digest(secret, `ua\n${visitor.userAgent}\n${day}`)}`;
}

export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Records the view and bumps the counter in one statement, only when this visitor had not yet been counted
 * today and their address has not reached its quota of anonymous visitors; returns the ad's view count
 * afterwards, or null when this visit was not counted.
 */
export async function countView(
  db: Kysely<Database>,
  adId: number,
  hash: string,
  day: string,
  perAddress = ANONYMOUS_VISITORS_PER_ADDRESS,
): Promise<number | null> {
  // Hex digests hold no LIKE wildcard; a signed-in visitor's hash has no address part and no quota.
  const address = hash.startsWith('a.') ? `${hash.slice(0, hash.lastIndexOf('.'))}.%` : null;
  const { rows } = await sql<{ views_count: number }>`
    WITH inserted AS (
      INSERT INTO ad_views (ad_id, visitor_hash, day)
      SELECT ${adId}, ${hash}, ${day}::date
      WHERE ${address}::text IS NULL OR (
        SELECT count(*) FROM ad_views
        WHERE ad_id = ${adId} AND day = ${day}::date AND visitor_hash LIKE ${address}::text
      ) < ${perAddress}
      ON CONFLICT DO NOTHING
      RETURNING ad_id
    )
    UPDATE ads SET views_count = views_count + 1
    WHERE id IN (SELECT ad_id FROM inserted)
    RETURNING views_count
  `.execute(db);
  return rows[0]?.views_count ?? null;
}
