/**
 * Rows a periodic job changes in one statement. A job's backlog can be large (boosts that ended while the service
 * was down, a day of expired ads at a million ads): one statement over all of it ran past the statement deadline
 * (twenty-three thousand ended boosts, each row's indexes and search words written again), was rolled back and
 * failed the same way at every retry, so nothing ever ended. Batches of this size each stay far within it.
 */
export const JOB_BATCH_ROWS = 500;

/**
 * Runs `batch` (one statement that changes at most `size` rows and says how many it changed) until a batch changes
 * fewer than `size`; returns the total. Each batch commits on its own: a job stopped halfway keeps what it did, and
 * its next run (every job is idempotent) does the rest.
 */
export async function inBatches(
  batch: (size: number) => Promise<number>,
  size: number = JOB_BATCH_ROWS,
): Promise<number> {
  if (!Number.isInteger(size) || size < 1) throw new Error(`a batch holds at least one row, not ${size}`);
  let total = 0;
  for (;;) {
    const changed = await batch(size);
    total += changed;
    if (changed < size) return total;
  }
}
