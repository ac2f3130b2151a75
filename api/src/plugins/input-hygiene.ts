import fp from 'fastify-plugin';
import { JSON_MAX_DEPTH } from '@sokoni/contracts';
import { ApiError } from '../errors';
import type { MessageKey } from '../i18n/messages';

/**
 * Every leaf value (string, number…) of a request part with its path (`q`, `title`, `images.0`…). A loop over
 * a stack of its own, not recursion: however deep a value is, walking it cannot overflow the call stack.
 */
function leaves(root: unknown): Array<[path: string, value: unknown]> {
  const found: Array<[string, unknown]> = [];
  const stack: Array<[string[], unknown]> = [[[], root]];
  while (stack.length > 0) {
    const [path, value] = stack.pop()!;
    if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push([[...path, String(index)], item]));
    } else if (value && typeof value === 'object' && !(value instanceof Buffer)) {
      for (const [key, item] of Object.entries(value)) stack.push([[...path, key], item]);
    } else {
      found.push([path.join('.') || '_', value]);
    }
  }
  return found;
}

/** Paths of the strings holding a NUL character, however deep. */
function fieldsWithNul(value: unknown): string[] {
  return leaves(value)
    .filter(([, item]) => typeof item === 'string' && item.includes('\u0000'))
    .map(([path]) => path);
}

/**
 * How deeply a JSON text nests arrays and objects, read once from left to right (brackets inside strings do not
 * count); stops as soon as it passes `limit`.
 */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
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

/** Number fields (at any depth: a JSON body nests) that hold Infinity after schema coercion. */
function coercedInfinities(value: unknown): string[] {
  return leaves(value)
    .filter(([, item]) => typeof item === 'number' && !Number.isFinite(item))
    .map(([path]) => path);
}

/**
 * PostgreSQL cannot store a NUL character in text: left alone, one in a name, a title or a search would reach
 * the database and fail there with a 500. Refused up front instead, as a field error in the user's language.
 */
export const inputHygienePlugin = fp(
  async (app) => {
    // JSON nested deeper than anything the api takes is refused before it is parsed, so no check that walks a
    // body (schema validation, the checks below) ever meets a 5,000-deep array. Fastify's own parser does the
    // rest (size limit, `__proto__` and `constructor` keys refused).
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (jsonNestingExceeds(text, JSON_MAX_DEPTH)) {
        done(new ApiError(400, 'errors.nestedTooDeep', undefined, { limit: JSON_MAX_DEPTH }), undefined);
        return;
      }
      parseJson(request, text, done);
    });
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
    // Schema coercion also reads the words `Infinity` and `-Infinity` (and `"1e309"`) as numbers, and the
    // validator then skips their bounds: a number field that holds one after validation is refused the same way,
    // in a JSON body too (a text field keeps them as words, so a search for them works).
    app.addHook('preHandler', async (request) => {
      const infinite = [
        ...coercedInfinities(request.params),
        ...coercedInfinities(request.query),
        ...coercedInfinities(request.body),
      ];
      if (infinite.length === 0) return;
      const errors: Record<string, MessageKey[]> = {};
      for (const field of infinite) errors[field] = ['validation.number'];
      throw new ApiError(422, 'validation.failed', errors);
    });
  },
  { name: 'input-hygiene' },
);
