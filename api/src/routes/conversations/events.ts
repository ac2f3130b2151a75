import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema, EventsQuerySchema, type LiveEvent } from '@sokoni/contracts';
import { eventsAfter } from '../../messaging/live-events';
import { unreadCount } from '../../messaging/conversations';

export interface EventStreamOptions {
  /** Comment lines that keep proxies from closing an idle stream; 25 s by default. */
  heartbeatMs: number;
}

/**
 * `GET /api/events/stream`: the signed-in user's live events as Server-Sent Events. The bff relays it as
 * `/bff/events`. A reconnect with `Last-Event-ID` (or `?after=`) first gets what it missed from the event
 * log, then the live events, each once (events that arrive during the replay wait and are deduplicated by id).
 */
export const eventStreamRoutes: FastifyPluginAsyncTypebox<EventStreamOptions> = async (app, options) => {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });

  app.get(
    '/events/stream',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: 'My live events (Server-Sent Events: message, read, unread-count)',
        security: [{ bearer: [] }],
        querystring: EventsQuerySchema,
        response: { 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
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
      let lastSent = after ?? 0;
      let replaying = true;
      const waiting: LiveEvent[] = [];
      const write = (event: LiveEvent) => {
        if (event.id <= lastSent) return;
        lastSent = event.id;
        raw.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
      };
      const unsubscribe = app.liveEvents.subscribe(userId, (event) => {
        if (replaying) waiting.push(event);
        else write(event);
      });
      const presence = app.liveEvents.connected(userId);
      const heartbeat = setInterval(() => {
        raw.write(': ping\n\n');
        presence(true);
      }, options.heartbeatMs);
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        presence(false);
        open.delete(close);
        raw.end();
      };
      open.add(close);
      request.raw.on('close', close);

      try {
        raw.write('retry: 3000\n\n');
        if (after !== undefined) {
          for (const event of await eventsAfter(app.db, userId, after)) write(event);
        } else {
          // A fresh stream starts with the badge's count (no id: it is a snapshot, not part of the log).
          const count = await unreadCount(app.db, userId);
          raw.write(`event: unread-count\ndata: ${JSON.stringify({ count })}\n\n`);
        }
        replaying = false;
        for (const event of waiting.splice(0)) write(event);
      } catch (error) {
        request.log.error({ err: error }, 'event stream replay failed');
        close();
      }
    },
  );
};
