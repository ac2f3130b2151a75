import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { inBatches, JOB_BATCH_ROWS } from '../db/batches';
import type { Database } from '../db/types';

/** An active ad past its expiry date. */
const isDue = (eb: ExpressionBuilder<Database, 'ads'>) =>
  eb.and([
    eb('status', '=', 'active'),
    eb('deleted_at', 'is', null),
    eb('expires_at', '<=', sql<Date>`now()`),
  ]);

/**
 * Marks active ads past their expiry date as expired; returns how many. Queries already treat such ads as not
 * public, so this only makes the stored status say so (for lists by status, counts and administrators).
 * A batch at a time (see `inBatches`). Idempotent: several api instances may run it at once.
 */
export async function expireAds(db: Kysely<Database>, batchRows: number = JOB_BATCH_ROWS): Promise<number> {
  return inBatches(async (size) => {
    const result = await db
      .updateTable('ads')
      .set({ status: 'expired', updated_at: sql`now()` })
      .where('id', 'in', (eb) => eb.selectFrom('ads').select('id').where(isDue).limit(size))
      // Checked again on the row as it is when updated: an ad renewed meanwhile stays active.
      .where(isDue)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }, batchRows);
}
