import { sql, type Kysely } from 'kysely';

/**
 * The Idempotency-Key of each ad posted with one (an ad composed offline is sent again and again until it goes
 * through): per user, so the same key returns the ad created the first time. The key leaves with its ad.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE ad_idempotency_keys (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      key text NOT NULL,
      ad_id integer NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key)
    )
  `.execute(db);
  await sql`CREATE INDEX ad_idempotency_keys_ad_idx ON ad_idempotency_keys (ad_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS ad_idempotency_keys`.execute(db);
}
