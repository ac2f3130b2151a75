import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Whether the database answers a trivial query (throws when it does not). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
