import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** How long reference data is kept at most, whatever is heard of changes (another instance's may not arrive). */
export const KEPT_REFERENCE_TTL_MS = 60_000;

/**
 * Reference data every search reads (the places, the currencies and their rates), read in one statement and kept
 * in this process instead of being read again for each request. Forgotten when public content changes (an
 * administrator adds a place or changes a rate: the api's public-changes plugin calls `forget`) and after
 * `ttlMs`. A read a change overtakes is handed to the requests waiting for it, not kept; a failed read is kept by
 * no one, and fails only the request that made it (the others waiting for it read again).
 */
export class KeptReference<T> {
  private kept: { value: Promise<T>; until: number } | null = null;

  constructor(
    private readonly read: (db: Kysely<Database>) => Promise<T>,
    private readonly ttlMs = KEPT_REFERENCE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async get(db: Kysely<Database>): Promise<T> {
    const kept = this.kept;
    if (kept && kept.until > this.now()) {
      try {
        return await kept.value;
      } catch {
        // The read was another request's and failed (its visitor left and its statement was cancelled, say):
        // that is no reason to fail this one. It reads again, or waits for a read started since.
        const since = this.kept;
        if (since && since !== kept && since.until > this.now()) return since.value;
      }
    }
    return this.readAndKeep(db);
  }

  private async readAndKeep(db: Kysely<Database>): Promise<T> {
    const value = this.read(db);
    this.kept = { value, until: this.now() + this.ttlMs };
    try {
      return await value;
    } catch (error) {
      if (this.kept?.value === value) this.kept = null;
      throw error;
    }
  }

  forget(): void {
    this.kept = null;
  }
}
