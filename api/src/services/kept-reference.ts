import type { Kysely } from 'kysely';
import { TtlCache } from '@sokoni/server-kit';
import type { Database } from '../db/types';

/** The cache's one key: a KeptReference holds one value. */
const KEY = 'value';

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
  /** The one read kept, as its promise: the requests arriving while it runs wait for it. */
  private readonly kept: TtlCache<Promise<T>>;

  constructor(
    private readonly read: (db: Kysely<Database>) => Promise<T>,
    ttlMs = KEPT_REFERENCE_TTL_MS,
  ) {
    this.kept = new TtlCache(ttlMs, 1);
  }

  async get(db: Kysely<Database>): Promise<T> {
    const kept = this.kept.get(KEY);
    if (kept) {
      try {
        return await kept;
      } catch {
        // The read was another request's and failed (its visitor left and its statement was cancelled, say):
        // that is no reason to fail this one. It reads again, or waits for a read started since.
        const since = this.kept.get(KEY);
        if (since && since !== kept) return since;
      }
    }
    return this.readAndKeep(db);
  }

  private async readAndKeep(db: Kysely<Database>): Promise<T> {
    const value = this.read(db);
    this.kept.set(KEY, value);
    try {
      return await value;
    } catch (error) {
      if (this.kept.get(KEY) === value) this.kept.clear();
      throw error;
    }
  }

  forget(): void {
    this.kept.clear();
  }
}
