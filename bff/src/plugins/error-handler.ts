import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@sokoni/contracts';
import { apiLocale, t, type MessageKey, type RequestHeaders } from '../i18n';
import { UPSTREAM_STATUS, UpstreamError, UpstreamHttpError, type UpstreamFailure } from '../upstream';

export const UPSTREAM_MESSAGES: Record<UpstreamFailure, MessageKey> = {
  unavailable: 'error.serviceUnavailable',
  timeout: 'error.gatewayTimeout',
  bad_gateway: 'error.badGateway',
};

function send(reply: FastifyReply, status: number, body: ErrorResponse) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Status and body of an api failure, in the caller's language. */
export function upstreamFailure(
  request: RequestHeaders,
  failure: UpstreamFailure,
): { status: 502 | 503 | 504; body: ErrorResponse } {
  return {
    status: UPSTREAM_STATUS[failure],
    body: { message: t(apiLocale(request), UPSTREAM_MESSAGES[failure]) },
  };
}

export function sendUpstreamFailure(request: FastifyRequest, reply: FastifyReply, failure: UpstreamFailure) {
  const { status, body } = upstreamFailure(request, failure);
  return send(reply, status, body);
}

function fieldOf(instancePath: string, missing: unknown): string {
  if (typeof missing === 'string') return missing;
  return instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request';
}

/**
 * The one error handler: api failures become 502/503/504 with a message in the caller's language, api
 * answers (404, 4xx) pass through, validation gives 422 with per-field errors, and 5xx never show internals.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const locale = apiLocale(request);

      if (error instanceof UpstreamError) {
        request.log.warn({ err: error.cause ?? error }, `api ${error.failure}`);
        return sendUpstreamFailure(request, reply, error.failure);
      }
      if (error instanceof UpstreamHttpError) {
        if (error.status === 404) {
          return send(reply, 404, { message: error.body?.message ?? t(locale, 'error.notFound') });
        }
        if (error.status < 500) {
          return send(reply, error.status, { message: error.body?.message ?? t(locale, 'error.validation') });
        }
        request.log.warn({ status: error.status }, 'api answered with a server error');
        return sendUpstreamFailure(request, reply, error.status === 503 ? 'unavailable' : 'bad_gateway');
      }
      if (error.validation) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = fieldOf(issue.instancePath, issue.params?.missingProperty);
          (errors[field] ??= []).push(t(locale, 'error.invalidValue'));
        }
        return send(reply, 422, { message: t(locale, 'error.validation'), errors });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return send(reply, 429, { message: t(locale, 'error.tooManyRequests') });
      }
      if (status === 404) return send(reply, 404, { message: t(locale, 'error.notFound') });
      if (status === 413) return send(reply, 413, { message: t(locale, 'error.payloadTooLarge') });
      if (status >= 400 && status < 500)
        return send(reply, status, { message: t(locale, 'error.validation') });

      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, { message: t(locale, 'error.internal') });
    });
  },
  { name: 'sokoni-error-handler' },
);
