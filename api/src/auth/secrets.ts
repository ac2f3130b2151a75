import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * The key that signs email links. APP_SECRET when set; otherwise one generated on first start and kept in the
 * database, so links stay valid across restarts and every instance on the same database agrees.
 */
export async function loadAppSecret(db: Kysely<Database>, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_secrets')
    .values({ name: 'app_key', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .where('name', '=', 'app_key')
    .select('value')
    .executeTakeFirstOrThrow();
  return row.value;
}
