import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS, EventsQuerySchema, endpointPath } from '@sokoni/contracts';
import { apiLocale, t, type MessageKey } from '../../i18n';
import { classifyUpstreamError, UPSTREAM_STATUS, forwardingHeaders } from '../../upstream';
import type { BffConfig } from '../../config';

/**
 * `GET /bff/events`: the signed-in user's live events (Server-Sent Events), relayed from the api's
 * `streamEvents` endpoint with the caller's token and `Last-Event-ID` (or `?after=`, checked by its schema).
 *
 * The api and the bff are two processes, so the bff holds no event state: the api checks the token (a bad or
 * revoked one is a 401 here, never an open stream), replays what a reconnecting tab missed from its event log,
 * and fans events out in memory or, with several api instances, through Redis pub/sub. Each tab is one relayed
 * stream, so several tabs of one user each get every event once. Heartbeats come from the api every 25 s.
 *
 * Streams are long-lived and each holds two file handles here, so they are counted: at most
 * `eventStreamsPerAddress` per client address (429) and `eventStreamsMax` in the process (503, well before
 * the handles run out, so pages, api calls and `/bff/health` keep working). The api limits them per session
 * and closes a stream when its session ends; the relay then ends too.
 */
/** When a stopping bff ends a stream, the browser reconnects after this (to another instance). */
const RESTART_RETRY_MS = 500;

export const eventRoutes: FastifyPluginAsyncTypebox<{ config: BffConfig }> = async (app, { config }) => {
  const open = new Set<AbortController>();
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
    for (const controller of open) controller.abort();
  });
  /** Streams held or being opened, in the process and per client address. */
  let held = 0;
  const perAddress = new Map<string, number>();
  const release = (address: string) => {
    held -= 1;
    const left = (perAddress.get(address) ?? 1) - 1;
    if (left > 0) perAddress.set(address, left);
    else perAddress.delete(address);
  };

  app.get(
    '/bff/events',
    { config: { rateLimit: false }, schema: { querystring: EventsQuerySchema } },
    async (request, reply) => {
      const locale = apiLocale(request);
      if (held >= config.eventStreamsMax) {
        request.log.warn({ held }, 'live streams at capacity (EVENT_STREAMS_MAX)');
        return reply
          .code(503)
          .header('retry-after', '30')
          .send({ message: t(locale, 'error.liveStreamsFull') });
      }
      const address = request.ip;
      if ((perAddress.get(address) ?? 0) >= config.eventStreamsPerAddress)
        return reply
          .code(429)
          .header('retry-after', '30')
          .send({ message: t(locale, 'error.liveStreamsPerAddress') });
      held += 1;
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      try {
        return await relay(request, reply, request.query.after);
      } finally {
        // The relay returns once the stream is over (or was never opened): its place is free again.
        release(address);
      }
    },
  );

  const relay = async (request: FastifyRequest, reply: FastifyReply, after: number | undefined) => {
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      'accept-language': apiLocale(request),
      ...forwardingHeaders(request),
    };
    const authorization = request.headers.authorization;
    if (authorization) headers.authorization = authorization;
    const lastEventId = request.headers['last-event-id'];
    if (typeof lastEventId === 'string' && /^\d{1,15}$/.test(lastEventId))
      headers['last-event-id'] = lastEventId;
    const url = new URL(`/api${endpointPath(API_PATHS.streamEvents)}`, config.apiUrl);
    if (after !== undefined) url.searchParams.set('after', String(after));

    const controller = new AbortController();
    const connectTimer = setTimeout(() => controller.abort(), config.apiTimeoutMs);
    let upstream: Response;
    try {
      upstream = await fetch(url, { headers, signal: controller.signal });
    } catch (error) {
      clearTimeout(connectTimer);
      const failure = controller.signal.aborted ? 'timeout' : classifyUpstreamError(error);
      const key: MessageKey =
        failure === 'timeout'
          ? 'error.gatewayTimeout'
          : failure === 'unavailable'
            ? 'error.serviceUnavailable'
            : 'error.badGateway';
      return reply.code(UPSTREAM_STATUS[failure]).send({ message: t(apiLocale(request), key) });
    }
    clearTimeout(connectTimer);
    if (!upstream.ok || !upstream.body) {
      const body = (await upstream.json().catch(() => undefined)) as { message?: string } | undefined;
      return reply.code(upstream.status).send({ message: body?.message ?? upstream.statusText });
    }

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.flushHeaders();
    open.add(controller);
    const finish = () => {
      open.delete(controller);
      controller.abort();
      if (raw.writableEnded) return;
      // This bff is stopping: the browser reconnects at once, to another instance, with its Last-Event-ID.
      if (stopping) raw.write(`retry: ${RESTART_RETRY_MS}\n: server restarting\n\n`);
      raw.end();
    };
    request.raw.on('close', finish);
    try {
      const reader = upstream.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        raw.write(value);
      }
    } catch {
      // The tab went away or the api stopped: the browser reconnects with its Last-Event-ID.
    } finally {
      finish();
    }
  };
};
