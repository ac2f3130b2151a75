import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Marks active ads past their expiry date as expired; returns how many. Queries already treat such ads as not
 * public, so this only makes the stored status say so (for lists by status, counts and administrators).
 * Idempotent: several api instances may run it at once.
 */
export async function expireAds(db: Kysely<Database>): Promise<number> {
  const result = await db
    .updateTable('ads')
    .set({ status: 'expired', updated_at: sql`now()` })
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
