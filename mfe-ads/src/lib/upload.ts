import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_PREFIX } from '@sokoni/shared-ui';

/**
 * Multipart requests with upload progress. fetch cannot report how much of a body has gone out, so photos
 * travel through XMLHttpRequest; the headers are those of the baseApi (token, language, XMLHttpRequest marker)
 * so the server cannot tell the two apart.
 */
export interface MultipartRequest {
  /** Path under the product API, e.g. `/ads` or `/ads/12`. */
  path: string;
  body: FormData;
  token: string | null;
  locale: string;
  /** Fraction of the body sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export type MultipartResult<T> = { data: T; error?: undefined } | { data?: undefined; error: FetchBaseQueryError };

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Never rejects: failures come back as RTK Query-shaped errors, so `toApiError` reads them like any other. */
export function sendMultipart<T>({ path, body, token, locale, onProgress, signal }: MultipartRequest): Promise<MultipartResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}${path}`);
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', locale);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      });
      xhr.upload.addEventListener('load', () => onProgress(1));
    }
    xhr.addEventListener('load', () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve({ data: data as T });
      else resolve({ error: { status: xhr.status, data } });
    });
    xhr.addEventListener('error', () => resolve({ error: { status: 'FETCH_ERROR', error: 'network' } }));
    xhr.addEventListener('timeout', () => resolve({ error: { status: 'TIMEOUT_ERROR', error: 'timeout' } }));
    xhr.addEventListener('abort', () => resolve({ error: { status: 'CUSTOM_ERROR', error: 'aborted', data: { aborted: true } } }));
    if (signal) {
      if (signal.aborted) {
        resolve({ error: { status: 'CUSTOM_ERROR', error: 'aborted', data: { aborted: true } } });
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}

export function isAborted(error: FetchBaseQueryError): boolean {
  return error.status === 'CUSTOM_ERROR' && (error.data as { aborted?: boolean } | undefined)?.aborted === true;
}
