import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import {
  HTTP_URL_FORMAT,
  TRANSLATION_GROUP_LIST_PATTERN,
  TRANSLATION_GROUP_PATTERN,
  TRANSLATION_KEY_PATTERN,
  type ErrorResponse,
  type Locale,
  type TSchema,
} from '@sokoni/contracts';
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

/** Patterns whose failure has a message of its own that spells the rule out, by pattern. */
const PATTERN_MESSAGES: Record<string, MessageKey> = {
  [TRANSLATION_GROUP_PATTERN]: 'validation.translationGroup',
  [TRANSLATION_GROUP_LIST_PATTERN]: 'validation.translationGroup',
  [TRANSLATION_KEY_PATTERN]: 'validation.translationKey',
};

/** The message (key and values) of one schema failure. */
function keyOf(error: AjvError): FieldError {
  const limit = { limit: Number(error.params.limit) };
  switch (error.keyword) {
    case 'required':
      return 'validation.required';
    case 'format':
      if (error.params.format === 'email') return 'validation.email';
      if (error.params.format === 'date') return 'validation.date';
      if (error.params.format === HTTP_URL_FORMAT) return 'validation.url';
      return 'validation.format';
    case 'minLength':
      // An empty string is a missing value to a person filling a form.
      return error.params.limit === 1
        ? 'validation.required'
        : { key: 'validation.minLength', params: limit };
    case 'maxLength':
      return { key: 'validation.maxLength', params: limit };
    case 'minimum':
    case 'exclusiveMinimum':
      return { key: 'validation.minimum', params: limit };
    case 'maximum':
    case 'exclusiveMaximum':
      return { key: 'validation.maximum', params: limit };
    case 'type': {
      const type = String(error.params.type);
      if (type === 'integer') return 'validation.integer';
      if (type === 'number') return 'validation.number';
      if (type === 'boolean') return 'validation.boolean';
      if (type === 'string') return 'validation.string';
      return 'validation.invalid';
    }
    case 'anyOf':
    case 'const':
    case 'enum':
      return 'validation.choice';
    case 'pattern':
      return PATTERN_MESSAGES[String(error.params.pattern)] ?? 'validation.invalid';
    default:
      return 'validation.invalid';
  }
}

/** Ajv errors as message keys per field; a union (anyOf) reports once, as an invalid choice. */
export function validationErrorKeys(errors: AjvError[]): Record<string, FieldError[]> {
  const byField: Record<string, FieldError[]> = {};
  const unionFields = new Set(errors.filter((e) => e.keyword === 'anyOf').map(fieldOf));
  for (const error of errors) {
    const field = fieldOf(error);
    const key = unionFields.has(field) ? 'validation.choice' : keyOf(error);
    const list = (byField[field] ??= []);
    if (!list.some((known) => JSON.stringify(known) === JSON.stringify(key))) list.push(key);
  }
  return byField;
}

export function translateFieldError(locale: Locale, error: FieldError): string {
  return typeof error === 'string' ? translate(locale, error) : translate(locale, error.key, error.params);
}

/** Ajv errors as one list of messages per field, in the request's language. */
export function validationErrors(errors: AjvError[], request: FastifyRequest): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(validationErrorKeys(errors)).map(([field, keys]) => [
      field,
      [...new Set(keys.map((key) => translateFieldError(request.locale, key)))],
    ]),
  );
}

/**
 * Values the api read itself (a multipart form) checked against a contracts schema by the validator every JSON
 * body goes through (same formats, same coercions, which it applies to `values`). Errors are keyed by top-level
 * field; a text left blank is reported as missing.
 */
export function contractFieldErrors(
  request: FastifyRequest,
  schema: TSchema,
  values: Record<string, unknown>,
): Record<string, FieldError[]> {
  const validate = request.compileValidationSchema(schema);
  if (validate(values)) return {};
  const errors = ((validate.errors ?? []) as AjvError[]).map((error): AjvError => {
    const field = error.instancePath.split('/')[1];
    if (!field) return error;
    if (error.keyword === 'minLength' && values[field] === '')
      return { keyword: 'required', instancePath: '', params: { missingProperty: field } };
    return { ...error, instancePath: `/${field}` };
  });
  return validationErrorKeys(errors);
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
              // The error's values fill the field messages' placeholders too (a limit, a number of days).
              keys.map((key) => translate(locale, key, error.params)),
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

// ---- Form errors: every problem of a form in one 422, in the request's language ----

/** A message key, or one with values for its `{placeholders}`. */
export type FieldError = MessageKey | { key: MessageKey; params: Record<string, string | number> };
export type FieldErrors = Record<string, FieldError[]>;

/** Adds errors to fields that have none yet (a field's first problem is the one worth showing). */
export function addErrors(target: FieldErrors, more: FieldErrors): void {
  for (const [field, keys] of Object.entries(more)) if (!target[field]) target[field] = keys;
}

/**
 * One 422 with every problem of the form: the schema's (kept aside by `attachValidation`) and the rules
 * checked in code (password strength, age, duplicate address…), each in the request's language.
 */
export function throwIfInvalid(request: FastifyRequest, errors: FieldErrors): void {
  const schemaErrors = schemaFieldErrors(request);
  const merged: Record<string, string[]> = { ...schemaErrors };
  for (const [field, keys] of Object.entries(errors)) {
    if (merged[field]) continue;
    merged[field] = keys.map((key) => translateFieldError(request.locale, key));
  }
  if (Object.keys(merged).length > 0) {
    throw new ApiError(422, 'validation.failed', undefined, undefined, { errors: merged });
  }
}

/** The 422 of `throwIfInvalid` for rules checked away from the request (domain modules): `errors` in `locale`. */
export function invalidFieldsIn(locale: Locale, errors: FieldErrors): ApiError {
  const translated = Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => translateFieldError(locale, key))]),
  );
  return new ApiError(422, 'validation.failed', undefined, undefined, { errors: translated });
}

export function schemaFieldErrors(request: FastifyRequest): Record<string, string[]> {
  const failure = request.validationError as
    (Error & { validation?: Parameters<typeof validationErrors>[0] }) | undefined;
  return failure?.validation ? validationErrors(failure.validation, request) : {};
}

/** Whether a field passed the schema (so its value has the declared type). */
export function schemaAccepted(request: FastifyRequest, field: string): boolean {
  return !schemaFieldErrors(request)[field];
}
