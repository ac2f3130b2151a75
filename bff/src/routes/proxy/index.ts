import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import proxy from '@fastify/http-proxy';
import { PassThrough, Readable } from 'node:stream';
import type { BffConfig } from '../../config';
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
export const proxyRoutes: FastifyPluginAsync<{ config: BffConfig }> = async (app, { config }) => {
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
