import fp from 'fastify-plugin';
import { ApiError } from '../errors';
import type { MessageKey } from '../i18n/messages';

/** Paths (`q`, `title`, `images.0`…) of the strings holding a NUL character, however deep. */
function fieldsWithNul(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.') || '_');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => fieldsWithNul(item, [...path, String(index)], found));
  } else if (value && typeof value === 'object' && !(value instanceof Buffer)) {
    for (const [key, item] of Object.entries(value)) fieldsWithNul(item, [...path, key], found);
  }
  return found;
}

/**
 * Query and path values written as numbers too large to be one (`1e309`): schema coercion turns them into
 * Infinity, which then passes an integer check and reaches the database. Refused as not a number.
 */
function fieldsWithInfiniteNumber(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => typeof item === 'string' && /^\s*[+-]?[\d.]+(e[+-]?\d+)?\s*$/i.test(item))
    .filter(([, item]) => !Number.isFinite(Number(item)))
    .map(([key]) => key);
}

function coercedInfinities(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => typeof item === 'number' && !Number.isFinite(item))
    .map(([key]) => key);
}

/**
 * PostgreSQL cannot store a NUL character in text: left alone, one in a name, a title or a search would reach
 * the database and fail there with a 500. Refused up front instead, as a field error in the user's language.
 */
export const inputHygienePlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const fields = [
        ...fieldsWithNul(request.params),
        ...fieldsWithNul(request.query),
        ...fieldsWithNul(request.body),
      ];
      const infinite = [
        ...fieldsWithInfiniteNumber(request.params),
        ...fieldsWithInfiniteNumber(request.query),
      ];
      if (fields.length === 0 && infinite.length === 0) return;
      const errors: Record<string, MessageKey[]> = {};
      for (const field of fields) errors[field] = ['validation.invalidCharacter'];
      for (const field of infinite) errors[field] = ['validation.number'];
      throw new ApiError(422, 'validation.failed', errors);
    });
    // Schema coercion also reads the words `Infinity` and `-Infinity` as numbers: a number field that holds one
    // after validation is refused the same way (a text field keeps them as words, so a search for them works).
    app.addHook('preHandler', async (request) => {
      const infinite = [...coercedInfinities(request.params), ...coercedInfinities(request.query)];
      if (infinite.length === 0) return;
      const errors: Record<string, MessageKey[]> = {};
      for (const field of infinite) errors[field] = ['validation.number'];
      throw new ApiError(422, 'validation.failed', errors);
    });
  },
  { name: 'input-hygiene' },
);
