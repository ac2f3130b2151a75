import type { Kysely } from 'kysely';
import type { AdRow, Database } from '../db/types';
import { isUniqueViolation } from '../db/errors';
import { loadAd } from './editing';

/**
 * The ad a user already posted with this Idempotency-Key, if any: an ad composed offline is sent again by the
 * outbox until an answer gets back, and each resend must return that ad rather than post a second one.
 */
export async function findAdByIdempotencyKey(
  db: Kysely<Database>,
  userId: number,
  key: string,
): Promise<AdRow | null> {
  const row = await db
    .selectFrom('ad_idempotency_keys')
    .select('ad_id')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? loadAd(db, row.ad_id) : null;
}

/**
 * Posts with `create`, unless the key was already used (the ad is then returned, `replayed`). A resend racing
 * the first request loses on the key's uniqueness and returns the ad the first one created.
 */
export async function createOnce(
  db: Kysely<Database>,
  userId: number,
  key: string | undefined,
  create: () => Promise<AdRow>,
): Promise<{ row: AdRow; replayed: boolean }> {
  if (!key) return { row: await create(), replayed: false };
  const existing = await findAdByIdempotencyKey(db, userId, key);
  if (existing) return { row: existing, replayed: true };
  try {
    return { row: await create(), replayed: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await findAdByIdempotencyKey(db, userId, key);
    if (!first) throw error;
    return { row: first, replayed: true };
  }
}
