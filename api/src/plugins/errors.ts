import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import { HTTP_URL_FORMAT, type ErrorResponse } from '@sokoni/contracts';
import { ApiError } from '../errors';
import { translate, type MessageKey } from '../i18n/messages';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function fieldOf(error: AjvError): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    segments.push(error.params.missingProperty);
  }
  return segments.join('.') || '_';
}

function messageOf(error: AjvError, request: FastifyRequest): string {
  const locale = request.locale;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  switch (error.keyword) {
    case 'required':
      return t('validation.required');
    case 'format':
      if (error.params.format === 'email') return t('validation.email');
      if (error.params.format === 'date') return t('validation.date');
      if (error.params.format === HTTP_URL_FORMAT) return t('validation.url');
      return t('validation.format');
    case 'minLength':
      // An empty string is a missing value to a person filling a form.
      return error.params.limit === 1
        ? t('validation.required')
        : t('validation.minLength', { limit: Number(error.params.limit) });
    case 'maxLength':
      return t('validation.maxLength', { limit: Number(error.params.limit) });
    case 'minimum':
    case 'exclusiveMinimum':
      return t('validation.minimum', { limit: Number(error.params.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return t('validation.maximum', { limit: Number(error.params.limit) });
    case 'type': {
      const type = String(error.params.type);
      if (type === 'integer') return t('validation.integer');
      if (type === 'number') return t('validation.number');
      if (type === 'boolean') return t('validation.boolean');
      if (type === 'string') return t('validation.string');
      return t('validation.invalid');
    }
    case 'anyOf':
    case 'const':
    case 'enum':
      return t('validation.choice');
    default:
      return t('validation.invalid');
  }
}

/** Ajv errors as one list of messages per field; a union (anyOf) reports once, as an invalid choice. */
export function validationErrors(errors: AjvError[], request: FastifyRequest): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  const unionFields = new Set(errors.filter((e) => e.keyword === 'anyOf').map(fieldOf));
  for (const error of errors) {
    const field = fieldOf(error);
    const message = unionFields.has(field)
      ? translate(request.locale, 'validation.choice')
      : messageOf(error, request);
    const list = (byField[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return byField;
}

const CLIENT_ERROR_KEYS: Record<number, MessageKey> = {
  404: 'errors.notFound',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
};

/**
 * One error handler for the whole api: validation → 422 with per-field messages in the request's language,
 * known client errors → their status with a translated message, everything else → 500 whose details go to
 * the log only.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler<FastifyError | ApiError>(async (error, request, reply) => {
      const locale = request.locale ?? 'fr';
      if ('validation' in error && Array.isArray(error.validation)) {
        // An id past the database's range names nothing that could exist: not found, like any unknown id.
        const pastRange = (error.validation as AjvError[]).every((e) => e.keyword === 'maximum');
        if ((error as { validationContext?: string }).validationContext === 'params' && pastRange)
          return reply.code(404).send({ message: translate(locale, 'errors.notFound') });
        const body: ErrorResponse = {
          message: translate(locale, 'validation.failed'),
          errors: validationErrors(error.validation as AjvError[], request),
        };
        return reply.code(422).send(body);
      }
      if (error instanceof ApiError) {
        const body: ErrorResponse & Record<string, unknown> = {
          ...error.extra,
          message: translate(locale, error.messageKey, error.params),
        };
        if (error.fieldErrors) {
          body.errors = Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, keys]) => [
              field,
              keys.map((key) => translate(locale, key)),
            ]),
          );
        }
        return reply.code(error.statusCode).send(body);
      }
      // What the database refuses because of what the caller sent is the caller's mistake, not a 500.
      const sqlState = (error as { code?: unknown }).code;
      if (sqlState === '22021' || sqlState === '22P05') {
        // Bytes PostgreSQL cannot store as text (a NUL character in a multipart field).
        return reply.code(422).send({
          message: translate(locale, 'validation.failed'),
          errors: { _: [translate(locale, 'validation.invalidCharacter')] },
        });
      }
      if (sqlState === '22003') {
        // A number past the column's range: as an id it names nothing, as a value it is out of bounds.
        request.log.info({ err: error }, 'number out of range');
        const reading = request.method === 'GET' || request.method === 'HEAD' || request.method === 'DELETE';
        return reading
          ? reply.code(404).send({ message: translate(locale, 'errors.notFound') })
          : reply.code(422).send({
              message: translate(locale, 'validation.failed'),
              errors: { _: [translate(locale, 'validation.invalid')] },
            });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        return reply
          .code(status)
          .send({ message: translate(locale, CLIENT_ERROR_KEYS[status] ?? 'errors.badRequest') });
      }
      request.log.error({ err: error }, 'request failed');
      const key: MessageKey = status === 503 ? 'errors.unavailable' : 'errors.internal';
      return reply
        .code(status >= 500 && status < 600 ? status : 500)
        .send({ message: translate(locale, key) });
    });

    app.setNotFoundHandler(async (request, reply) => {
      return reply.code(404).send({ message: translate(request.locale ?? 'fr', 'errors.routeNotFound') });
    });
  },
  { name: 'errors', dependencies: ['locale'] },
);
