import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/** A session lasts this long without being renewed; logging in again issues a new token. */
export const TOKEN_TTL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** last_used_at is refreshed at most this often, so reading pages does not write on every request. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

/** 256 random bits, base64url: unguessable, URL- and header-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A new bearer token for the user; only its hash is kept. */
export async function issueToken(db: Kysely<Database>, userId: number, name: string): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      token_hash: sha256Hex(token),
      name,
      expires_at: new Date(Date.now() + TOKEN_TTL_DAYS * DAY_MS),
    })
    .execute();
  return token;
}

/** The live (unrevoked, unexpired) token row for a presented bearer token. */
export async function findLiveToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ id: number; user_id: number } | undefined> {
  const row = await db
    .selectFrom('auth_tokens')
    .where('token_hash', '=', sha256Hex(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .select(['id', 'user_id', 'last_used_at'])
    .executeTakeFirst();
  if (!row) return undefined;
  if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > LAST_USED_RESOLUTION_MS) {
    await db
      .updateTable('auth_tokens')
      .set({ last_used_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
  }
  return { id: row.id, user_id: row.user_id };
}

export async function revokeToken(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of the user, except the one given (the request that changed the password). */
export async function revokeUserTokens(
  db: Kysely<Database>,
  userId: number,
  exceptTokenId?: number | null,
): Promise<void> {
  let query = db
    .updateTable('auth_tokens')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptTokenId) query = query.where('id', '!=', exceptTokenId);
  await query.execute();
}
