import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { JSON_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from '@sokoni/contracts';
import proxy from '@fastify/http-proxy';
import { PassThrough, Readable } from 'node:stream';
import type { BffConfig } from '../../config';
import { apiLocale, t } from '../../i18n';
import { upstreamFailure } from '../../plugins/error-handler';
import { CLIENT_FORWARDING_HEADERS, classifyUpstreamError, forwardingHeaders } from '../../upstream';

/**
 * Hands the upstream client a copy of the request body. When the api cannot be reached, the client destroys
 * the body stream it was given; if that were the request itself, the visitor's connection would be cut
 * instead of receiving the JSON 503.
 */
async function detachBody(request: FastifyRequest) {
  const body = request.body;
  if (!(body instanceof Readable)) return;
  const copy = new PassThrough();
  copy.on('error', () => undefined);
  body.on('error', (error) => copy.destroy(error));
  body.pipe(copy);
  request.body = copy;
}

function isUpload(request: FastifyRequest): boolean {
  return /^multipart\//i.test(request.headers['content-type'] ?? '');
}

/**
 * `/api/*` and `/media/*` go to the product API as they are. Timeouts are explicit, nothing is retried
 * (reply-from would retry a GET up to 10 times on a 503), forwarding headers are the bff's own, and a
 * failed upstream becomes a JSON 502/503/504 in the caller's language.
 */
/**
 * A body the api would refuse is refused here, before it is forwarded: the api answers 413 as soon as it
 * reads the length, then drops the connection while the bff is still sending, which the visitor would see
 * as a 502. Bodies without a length (chunked) are left to the api.
 */
async function refuseOversizedBody(request: FastifyRequest, reply: FastifyReply) {
  const length = Number(request.headers['content-length'] ?? 0);
  const limit = isUpload(request) ? UPLOAD_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES;
  if (length > limit) {
    return reply
      .code(413)
      .header('cache-control', 'no-store')
      .header('connection', 'close')
      .send({ message: t(apiLocale(request), 'error.payloadTooLarge') });
  }
}

export const proxyRoutes: FastifyPluginAsync<{ config: BffConfig }> = async (app, { config }) => {
  // Before the body is read; a preValidation option would also replace the proxy's pass-through parsers.
  app.addHook('onRequest', refuseOversizedBody);
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
          return { ...clean, ...forwardingHeaders(request) };
        },
        onError(reply, { error }) {
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
