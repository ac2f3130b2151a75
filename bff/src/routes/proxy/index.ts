import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { JSON_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from '@sokoni/contracts';
import proxy from '@fastify/http-proxy';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import type { BffConfig } from '../../config';
import { apiLocale, t } from '../../i18n';
import { upstreamFailure } from '../../plugins/error-handler';
import { CLIENT_FORWARDING_HEADERS, classifyUpstreamError, forwardingHeaders } from '../../upstream';

/** Requests whose body without a length (chunked) ran over its limit while it was being forwarded. */
const overLimit = new WeakSet<object>();

/**
 * Hands the upstream client a copy of the request body. When the api cannot be reached, the client destroys
 * the body stream it was given; if that were the request itself, the visitor's connection would be cut
 * instead of receiving the JSON 503. The copy also counts the bytes of a body without a length: past the
 * limit it stops (the api never receives more than it would read) and the visitor gets a 413, not a 502.
 */
async function detachBody(request: FastifyRequest) {
  const body = request.body;
  if (!(body instanceof Readable)) return;
  const limit = bodyLimit(request);
  let received = 0;
  const copy = new PassThrough();
  copy.on('error', () => undefined);
  body.on('error', (error) => copy.destroy(error));
  body.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit && !overLimit.has(request)) {
      overLimit.add(request);
      body.unpipe(copy);
      body.pause();
      copy.destroy(new Error('request body over its limit'));
    }
  });
  body.pipe(copy);
  request.body = copy;
}

type Headers = { headers: FastifyRequest['headers'] };

function isUpload(request: Headers): boolean {
  return /^multipart\//i.test(request.headers['content-type'] ?? '');
}

function bodyLimit(request: Headers): number {
  return isUpload(request) ? UPLOAD_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES;
}

function declaresOversizedBody(request: Headers): boolean {
  return Number(request.headers['content-length'] ?? 0) > bodyLimit(request);
}

/** The 413 of a body over its limit; the connection closes, as the rest of the body is not read. */
const PAYLOAD_TOO_LARGE_HEADERS = {
  'cache-control': 'no-store',
  connection: 'close',
  'content-type': 'application/json; charset=utf-8',
};

function payloadTooLarge(request: Headers) {
  return { message: t(apiLocale(request), 'error.payloadTooLarge') };
}

/**
 * A body the api would refuse is refused here, before it is forwarded: the api answers 413 as soon as it
 * reads the length, then drops the connection while the bff is still sending, which the visitor would see
 * as a 502. Bodies without a length (chunked) are counted as they are forwarded (see detachBody).
 */
async function refuseOversizedBody(request: FastifyRequest, reply: FastifyReply) {
  if (declaresOversizedBody(request))
    return reply.code(413).headers(PAYLOAD_TOO_LARGE_HEADERS).send(payloadTooLarge(request));
}

/**
 * `Expect: 100-continue` (curl sends it above 1 MB): the go-ahead is given here, unless the declared body is
 * over its limit, in which case the client sends nothing and reads the 413. Without this listener Node would
 * say "continue" to everything.
 */
function answerExpectations(server: Server) {
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    const proxied = /^\/(api|media)(\/|\?|$)/.test(request.url ?? '');
    if (!proxied || !declaresOversizedBody(request)) response.writeContinue();
    server.emit('request', request, response);
  });
}

/**
 * `/api/*` and `/media/*` go to the product API as they are. Timeouts are explicit, nothing is retried
 * (reply-from would retry a GET up to 10 times on a 503), forwarding headers are the bff's own, and a
 * failed upstream becomes a JSON 502/503/504 in the caller's language.
 */
export const proxyRoutes: FastifyPluginAsync<{ config: BffConfig }> = async (app, { config }) => {
  // Before the body is read; a preValidation option would also replace the proxy's pass-through parsers.
  app.addHook('onRequest', refuseOversizedBody);
  answerExpectations(app.server);
  for (const prefix of ['/api', '/media']) {
    await app.register(proxy, {
      upstream: config.apiUrl,
      prefix,
      rewritePrefix: prefix,
      undici: {
        connections: 128,
        pipelining: 1,
        keepAliveTimeout: 30_000,
        connect: { timeout: 5_000 },
        headersTimeout: config.apiTimeoutMs,
        bodyTimeout: config.uploadTimeoutMs,
      },
      preHandler: detachBody,
      replyOptions: {
        retriesCount: 0,
        retryDelay: () => null,
        rewriteRequestHeaders(request, headers) {
          const clean = { ...headers };
          for (const name of CLIENT_FORWARDING_HEADERS) delete clean[name];
          // Answered by the bff itself (see answerExpectations); the api's client refuses to send it.
          delete clean.expect;
          return { ...clean, ...forwardingHeaders(request) };
        },
        onError(reply, { error }) {
          if (overLimit.has(reply.request)) {
            void reply.code(413).headers(PAYLOAD_TOO_LARGE_HEADERS).send(payloadTooLarge(reply.request));
            return;
          }
          const { status, body } = upstreamFailure(reply.request, classifyUpstreamError(error));
          void reply
            .code(status)
            .header('cache-control', 'no-store')
            .type('application/json; charset=utf-8')
            .send(body);
        },
      },
      handler(request, reply, dest, options) {
        return reply.from(dest, {
          ...options,
          timeout: isUpload(request) ? config.uploadTimeoutMs : config.apiTimeoutMs,
        });
      },
    });
  }
};
