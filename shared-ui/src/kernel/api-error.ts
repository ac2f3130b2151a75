import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** What every failed call becomes for the UI: the server's message (or a fallback) and per-field errors. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  errors?: Record<string, string[]>;
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/**
 * Turns an RTK Query error into an ApiError. `fallback` is the call's own default message (docs/errors.md#policy)
 * ('Failed to fetch ads', ...) used when the server gives none.
 */
export function toApiError(error: FetchBaseQueryError | SerializedError | undefined | unknown, fallback: string): ApiError {
  if (isFetchBaseQueryError(error)) {
    const data = error.data as { message?: unknown; errors?: unknown } | undefined;
    const message = typeof data?.message === 'string' && data.message ? data.message : fallback;
    const errors =
      data?.errors && typeof data.errors === 'object' ? (data.errors as Record<string, string[]>) : undefined;
    return { status: error.status as ApiError['status'], message, errors };
  }
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return { status: 'CUSTOM_ERROR', message: error.message || fallback };
  }
  return { status: 'CUSTOM_ERROR', message: fallback };
}
