import type { BaseQueryApi, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { apiTarget, applySessionRule, prepareApiHeaders } from './base-api';

/** A multipart request whose progress the page shows. */
export interface UploadRequest {
  /** As for `baseQuery`: a path under the product API (`/ads`, `/ads/12`) or an absolute bff path. */
  url: string;
  method?: 'POST' | 'PUT' | 'PATCH';
  body: FormData;
  /** Headers of this request besides `prepareApiHeaders`' (an `Idempotency-Key`). */
  headers?: Readonly<Record<string, string>>;
  /** Fraction of the body sent, 0 to 1: reaches 1 once every byte is out (the server may still be working). */
  onProgress?: (fraction: number) => void;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const ABORT_REASON = 'aborted';
const ABORTED: FetchBaseQueryError = { status: 'CUSTOM_ERROR', error: ABORT_REASON };

/**
 * The transport for uploads with progress, for an endpoint's `queryFn`:
 * `queryFn: ({ body, onProgress }, api) => uploadQuery<Ad>({ url: '/ads', body, onProgress }, api)`.
 * fetch cannot say how much of a body has gone out, so the body travels through XMLHttpRequest; everything else
 * is `baseQuery`'s: the same URL rules, the same headers (`prepareApiHeaders`), cookies included, and the same
 * 401 rule (`applySessionRule`). Aborting the mutation (`trigger(args).abort()`) aborts the request. It never
 * rejects: failures come back as `FetchBaseQueryError`s, so `toApiError` reads them like any other.
 */
export function uploadQuery<T>(
  { url, method = 'POST', body, headers, onProgress }: UploadRequest,
  api: Pick<BaseQueryApi, 'getState' | 'dispatch' | 'signal'>,
): Promise<QueryReturnValue<T, FetchBaseQueryError, undefined>> {
  const target = apiTarget(url);
  return new Promise<QueryReturnValue<T, FetchBaseQueryError, undefined>>((resolve) => {
    if (api.signal.aborted) {
      resolve({ error: ABORTED });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, target.url);
    xhr.withCredentials = true;
    prepareApiHeaders(new Headers(headers), api).forEach((value, name) => xhr.setRequestHeader(name, value));
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      });
      xhr.upload.addEventListener('load', () => onProgress(1));
    }
    xhr.addEventListener('load', () => {
      const data = parseBody(xhr.responseText);
      // The body is the server's answer for this endpoint, trusted as fetchBaseQuery trusts it.
      if (xhr.status >= 200 && xhr.status < 300) resolve({ data: data as T });
      else resolve({ error: { status: xhr.status, data } });
    });
    xhr.addEventListener('error', () => resolve({ error: { status: 'FETCH_ERROR', error: 'network' } }));
    xhr.addEventListener('timeout', () => resolve({ error: { status: 'TIMEOUT_ERROR', error: 'timeout' } }));
    xhr.addEventListener('abort', () => resolve({ error: ABORTED }));
    api.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  }).then((result) => {
    applySessionRule(target, result.error, api);
    return result;
  });
}

/** True for a request the user cancelled: the aborted mutation, or the transport's own abort answer. */
export function isAbortedRequest(error: FetchBaseQueryError | SerializedError): boolean {
  if ('status' in error) return error.status === 'CUSTOM_ERROR' && error.error === ABORT_REASON;
  return error.name === 'AbortError';
}
