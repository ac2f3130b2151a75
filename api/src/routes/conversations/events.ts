import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIVE_STREAM_END_COMMENTS, type LiveEvent } from '@sokoni/contracts';
import { eventsAfter, lastEventId } from '../../messaging/live-events';
import { unreadCount } from '../../messaging/conversations';
import { SessionStreams, type StreamEndReason } from '../../messaging/session-streams';
import { route } from '../../plugins/endpoints';

export const DEFAULT_STREAMS_PER_SESSION = 5;
export const DEFAULT_SESSION_CHECK_MS = 15_000;
/** When a stopping instance ends a stream, the browser reconnects after this (to another instance). */
export const RESTART_RETRY_MS = 500;

export interface EventStreamOptions {
  /** Comment lines that keep proxies from closing an idle stream; 25 s by default. */
  heartbeatMs: number;
  /** Streams one session may hold open (EVENTS_STREAMS_PER_SESSION, 5): one more closes the oldest. */
  maxStreamsPerSession: number;
  /** How often the session of every open stream is checked again (EVENTS_SESSION_CHECK_MS, 15 s). */
  sessionCheckMs: number;
}

/**
 * `GET /api/events/stream`: the signed-in user's live events as Server-Sent Events. The bff relays it as
 * `/bff/events`. A reconnect with `Last-Event-ID` (or `?after=`) first gets what it missed from the event
 * log, then the live events, each once (events that arrive during the replay wait and are deduplicated by id).
 *
 * A stream lives only as long as its session: it closes as soon as the session ends (logout, password change
 * or reset, ban, account deletion, announced on the bus by whichever instance revoked it), at the latest at
 * the next periodic check, and nothing is written to it after that.
 */
export const eventStreamRoutes: FastifyPluginAsyncTypebox<EventStreamOptions> = async (app, options) => {
  const open = new Set<(reason?: StreamEndReason | 'restart') => void>();
  const sessions = new SessionStreams(
    app.db,
    app.liveEvents,
    { maxPerSession: options.maxStreamsPerSession, checkMs: options.sessionCheckMs },
    app.log,
  );
  app.addHook('preClose', async () => {
    sessions.stop();
    // The instance is stopping: each browser reconnects at once, to another instance, with its Last-Event-ID.
    for (const close of [...open]) close('restart');
  });

  route(app, 'streamEvents', {
    handler: async (request, reply) => {
      const userId = request.user!.id;
      const tokenId = request.tokenId!;
      const header = request.headers['last-event-id'];
      const fromHeader = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
      const after = request.query.after ?? fromHeader;

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      /** The number of the last event sent (or, for a fresh stream, of the log's last event when it opened). */
      let lastSent = after ?? 0;
      let replaying = true;
      const waiting: LiveEvent[] = [];
      let closed = false;
      /** Sends one event of the log (its number is the SSE id), once. */
      const write = (event: LiveEvent) => {
        if (closed || event.id <= lastSent) return;
        lastSent = event.id;
        raw.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
      };
      /**
       * A live event: the next number is sent; a later one means one before it was published elsewhere and has
       * not arrived yet (or was forgotten): the log, where it is already committed, is read instead, in order.
       */
      const deliver = (event: LiveEvent) => {
        if (closed || event.id <= lastSent) return;
        if (event.id === lastSent + 1) write(event);
        else {
          waiting.push(event);
          void catchUp();
        }
      };
      const unsubscribe = app.liveEvents.subscribe(userId, (event) => {
        if (replaying) waiting.push(event);
        else deliver(event);
      });
      const presence = app.liveEvents.connected(userId);
      const heartbeat = setInterval(() => {
        raw.write(': ping\n\n');
        presence(true);
      }, options.heartbeatMs);
      let unregister: (() => void) | null = null;
      // Redis came back (or this instance re-subscribed): events published meanwhile never reached this
      // stream, so it replays from the log after the last one it sent (at a random moment within a second,
      // so that thousands of streams do not query at once).
      let resyncAgain = false;
      const catchUp = async () => {
        if (closed) return;
        if (replaying) {
          resyncAgain = true;
          return;
        }
        replaying = true;
        try {
          for (const event of await eventsAfter(app.db, userId, lastSent)) write(event);
        } catch (error) {
          request.log.warn({ err: error }, 'event stream catch-up failed');
        } finally {
          replaying = false;
          // What arrived meanwhile is in the log too: sent already, or later than the log's end (then in order).
          for (const event of waiting.splice(0).sort((a, b) => a.id - b.id)) write(event);
        }
      };
      const resyncTimers = new Set<ReturnType<typeof setTimeout>>();
      const stopResync = app.liveEvents.onResync?.(() => {
        const timer = setTimeout(() => {
          resyncTimers.delete(timer);
          void catchUp();
        }, Math.random() * 1000);
        resyncTimers.add(timer);
      });
      const close = (reason?: StreamEndReason | 'restart') => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        for (const timer of resyncTimers) clearTimeout(timer);
        stopResync?.();
        unsubscribe();
        presence(false);
        unregister?.();
        open.delete(close);
        if (reason === 'restart') raw.write(`retry: ${RESTART_RETRY_MS}\n: server restarting\n\n`);
        else if (reason) raw.write(`: ${LIVE_STREAM_END_COMMENTS[reason]}\n\n`);
        raw.end();
      };
      open.add(close);
      request.raw.on('close', () => close());

      try {
        unregister = await sessions.add({ userId, tokenId, close });
        if (closed) {
          // The tab went away while the stream was being registered.
          unregister?.();
          return;
        }
        raw.write('retry: 3000\n\n');
        if (after !== undefined) {
          for (const event of await eventsAfter(app.db, userId, after)) write(event);
        } else {
          lastSent = await lastEventId(app.db, userId);
          // A fresh stream starts with the badge's count, and with the log's position as its id: a browser whose
          // stream breaks before any event reconnects from there and misses nothing.
          const count = await unreadCount(app.db, userId);
          if (!closed)
            raw.write(`id: ${lastSent}\nevent: unread-count\ndata: ${JSON.stringify({ count })}\n\n`);
        }
        if (closed) return;
        replaying = false;
        const arrived = waiting.splice(0).sort((a, b) => a.id - b.id);
        for (const event of arrived) deliver(event);
        if (resyncAgain) await catchUp();
      } catch (error) {
        request.log.error({ err: error }, 'event stream replay failed');
        close();
      }
    },
  });
};
