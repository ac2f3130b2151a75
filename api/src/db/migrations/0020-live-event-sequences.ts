import { sql, type Kysely } from 'kysely';

/**
 * Each person's live events are numbered 1, 2, 3… in the order they are committed (`live_events.seq`, from the
 * counter `live_event_sequences`, taken under its row lock in the transaction that writes the events). An open
 * stream that receives number n + 2 before n + 1 (two instances publishing at once) knows one is missing and reads
 * it from the log, and the number is what a browser sends back as `Last-Event-ID`. Existing events are numbered
 * in the order of their ids.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE live_events ADD COLUMN seq bigint`.execute(db);
  await sql`
    UPDATE live_events SET seq = numbered.seq
    FROM (SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY id) AS seq FROM live_events) AS numbered
    WHERE live_events.id = numbered.id
  `.execute(db);
  await sql`ALTER TABLE live_events ALTER COLUMN seq SET NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX live_events_user_seq_idx ON live_events (user_id, seq)`.execute(db);
  await sql`
    CREATE TABLE live_event_sequences (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      last_seq bigint NOT NULL
    )
  `.execute(db);
  await sql`
    INSERT INTO live_event_sequences (user_id, last_seq)
    SELECT user_id, max(seq) FROM live_events GROUP BY user_id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS live_event_sequences`.execute(db);
  await sql`DROP INDEX IF EXISTS live_events_user_seq_idx`.execute(db);
  await sql`ALTER TABLE live_events DROP COLUMN IF EXISTS seq`.execute(db);
}
