import type { MessageKey } from './i18n/messages';

/**
 * An error whose text people may read: the handler translates `messageKey` into the request's language.
 * `fieldErrors` carries per-field message keys for 422 answers.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: Record<string, MessageKey[]>,
    /** Values for the message's `{placeholders}`. */
    readonly params?: Record<string, string | number>,
    /** More fields of the answer body beside `message` (e.g. `status`, `days_remaining`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

export const notFound = (messageKey: MessageKey = 'errors.notFound') => new ApiError(404, messageKey);

export const unauthenticated = () => new ApiError(401, 'auth.unauthenticated');
export const forbidden = (messageKey: MessageKey = 'errors.forbidden') => new ApiError(403, messageKey);

export const invalidFields = (fieldErrors: Record<string, MessageKey[]>) =>
  new ApiError(422, 'validation.failed', fieldErrors);
