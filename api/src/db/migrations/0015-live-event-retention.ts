import { sql, type Kysely } from 'kysely';

/**
 * The live-event log forgets: events older than the retention window are purged by a job of the api
 * (`messaging/event-log.ts`), found by their date; the events that carried a message are found by that message's
 * id when it is deleted, so its text leaves the log with it. Messages deleted before this migration had left their
 * text in the log: those events are removed here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX live_events_created_idx ON live_events (created_at)`.execute(db);
  await sql`
    CREATE INDEX live_events_message_idx ON live_events ((data #>> '{message,id}')) WHERE type = 'message'
  `.execute(db);
  await sql`
    DELETE FROM live_events
    USING messages
    WHERE live_events.type = 'message'
      AND live_events.data #>> '{message,id}' = messages.id::text
      AND messages.deleted_at IS NOT NULL
      AND live_events.data #>> '{message,body}' <> ''
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS live_events_message_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS live_events_created_idx`.execute(db);
}
