/** What the business forms show when saving fails: the server's message, the error's text, or a default. */
export interface BusinessFailure {
  message: string;
  errors?: Record<string, string[]>;
}

export function businessFailure(failure: unknown, unknownMessage: string): BusinessFailure {
  if (failure && typeof failure === 'object') {
    const data = (failure as { data?: unknown }).data as { message?: unknown; errors?: unknown } | undefined;
    if (data && typeof data === 'object') {
      const errors =
        data.errors && typeof data.errors === 'object' ? (data.errors as Record<string, string[]>) : undefined;
      if (typeof data.message === 'string' && data.message) return { message: data.message, errors };
    }
    const text = (failure as { error?: unknown; message?: unknown }).error ?? (failure as { message?: unknown }).message;
    if (typeof text === 'string' && text) return { message: text };
  }
  return { message: unknownMessage };
}

/** Thrown when a call succeeded but its answer lacks what it must carry. */
export class InvalidResponseError extends Error {}
