import { sql, type Kysely, type Transaction } from 'kysely';
import type { BoostType } from '@sokoni/contracts';
import { inBatches, JOB_BATCH_ROWS } from '../db/batches';
import type { Database } from '../db/types';

const rank = (column: string) =>
  sql<number>`CASE ${sql.ref(column)} WHEN 'exclusive' THEN 3 WHEN 'premium' THEN 2 WHEN 'standard' THEN 1 ELSE 0 END`;
const BOOST_RANK: Record<BoostType, number> = { standard: 1, premium: 2, exclusive: 3 };

/**
 * Gives the ad its boost, or extends the running one: the new end is counted from the later of now and the
 * current end, and the higher of the two boost types is kept. Returns the new end, or null when the ad is gone.
 */
export async function applyBoost(
  trx: Transaction<Database>,
  adId: number,
  boostType: BoostType,
  durationDays: number,
  now: Date,
): Promise<Date | null> {
  const row = await trx
    .updateTable('ads')
    .set({
      boost_type: sql`CASE WHEN ads.boost_expires_at > ${now} AND ${rank('ads.boost_type')} > ${BOOST_RANK[boostType]} THEN ads.boost_type ELSE ${boostType} END`,
      boost_expires_at: sql`GREATEST(COALESCE(ads.boost_expires_at, ${now}::timestamptz), ${now}::timestamptz) + make_interval(days => ${durationDays}::int)`,
    })
    .where('id', '=', adId)
    .returning('boost_expires_at')
    .executeTakeFirst();
  return row?.boost_expires_at ?? null;
}

/**
 * Ends the boosts whose time is up, so boosted ads stop leading lists the minute the job runs (queries also
 * ignore a boost past its end), a batch at a time (see `inBatches`). Idempotent; returns how many ads lost their
 * boost.
 */
export async function expireBoosts(
  db: Kysely<Database>,
  now: Date = new Date(),
  batchRows: number = JOB_BATCH_ROWS,
): Promise<number> {
  return inBatches(async (size) => {
    const result = await db
      .updateTable('ads')
      .set({ boost_type: null, boost_expires_at: null })
      .where('id', 'in', (eb) =>
        eb.selectFrom('ads').select('id').where('boost_expires_at', '<=', now).limit(size),
      )
      // Checked again on the row as it is when updated: a boost bought meanwhile (a later end) is kept.
      .where('boost_expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }, batchRows);
}
