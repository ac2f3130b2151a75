import { sql, type Kysely } from 'kysely';
import { inBatches, JOB_BATCH_ROWS } from '../db/batches';
import type { Database } from '../db/types';

/** How many days the live-event log keeps an event when `LIVE_EVENTS_RETENTION_DAYS` is not set. */
export const DEFAULT_LIVE_EVENT_RETENTION_DAYS = 7;

/**
 * The id a `message` event carries, as stored (text), for the partial index `live_events_message_idx`.
 * Used in WHERE clauses only.
 */
export const eventMessageId = sql<string>`live_events.data #>> '{message,id}'`;

/**
 * Removes from the log every event that carried a message (its text, for each participant): called when the
 * message is deleted, so a replay of the stream never shows its text again. The deletion's own event, written
 * afterwards, tells open and reconnecting streams that it is gone.
 */
export async function forgetMessageEvents(db: Kysely<Database>, messageId: number): Promise<number> {
  const result = await db
    .deleteFrom('live_events')
    .where('type', '=', 'message')
    .where(eventMessageId, '=', String(messageId))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Removes the events older than `days` days. The log only serves browsers that reconnect after a short loss of
 * network; one that comes back later reloads the conversations themselves.
 */
export async function purgeLiveEvents(
  db: Kysely<Database>,
  days: number,
  batchRows: number = JOB_BATCH_ROWS,
): Promise<number> {
  return inBatches(async (size) => {
    const result = await db
      .deleteFrom('live_events')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('live_events')
          .select('id')
          .where('created_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
          .limit(size),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }, batchRows);
}

/** An id read from an event's JSON, or NULL when it is not a plain number (never a failing cast). */
const idIn = (path: string) =>
  sql<number | null>`CASE WHEN live_events.data #>> ${sql.lit(path)} ~ '^[0-9]{1,9}$'
    THEN (live_events.data #>> ${sql.lit(path)})::integer END`;

/**
 * Whether the recipient of an event may still read what it says, now: an event about a conversation needs the
 * conversation to exist with the recipient in it, and a message event needs the message to exist in it, not
 * deleted (only the event that tells of its deletion, which carries no text, is kept for a deleted message).
 */
export const readableByRecipient = sql<boolean>`(
  live_events.type NOT IN ('message', 'read')
  OR EXISTS (
    SELECT 1 FROM conversations
    WHERE conversations.id = ${idIn('{conversation_id}')}
      AND (conversations.buyer_id = live_events.user_id OR conversations.seller_id = live_events.user_id)
  )
) AND (
  live_events.type <> 'message'
  OR EXISTS (
    SELECT 1 FROM messages
    WHERE messages.id = ${idIn('{message,id}')}
      AND messages.conversation_id = ${idIn('{conversation_id}')}
      AND (messages.deleted_at IS NULL OR live_events.data #>> '{message,deleted}' = 'true')
  )
)`;
