import { useCallback, useEffect, useRef, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Ad } from '@sokoni/contracts';
import { DEFAULT_LOCALE } from '@sokoni/contracts';
import { baseApi, keepsSessionOn401, sessionRejected, useAppDispatch, useAppStore } from '@sokoni/shared-ui';
import { sendMultipart, type MultipartResult } from '../../../lib/upload';

export type UploadPhase = 'idle' | 'sending' | 'processing';

export interface AdUpload {
  /** Sends the form to `path` (`/ads` to post, `/ads/{id}` to update). */
  send: (path: string, body: FormData) => Promise<MultipartResult<Ad>>;
  cancel: () => void;
  phase: UploadPhase;
  /** 0 to 1 while sending. */
  progress: number;
}

/**
 * Posting and updating an ad with a real progress bar. On success the seller's lists and the ad's cached copies
 * are refreshed, as an RTK Query mutation would do.
 */
export function useAdUpload(): AdUpload {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (path: string, body: FormData) => {
      const state = store.getState();
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setProgress(0);
      setPhase('sending');
      const result = await sendMultipart<Ad>({
        path,
        body,
        token: state.session.token,
        locale: state.preferences.locale ?? DEFAULT_LOCALE,
        signal: abort.signal,
        onProgress: (fraction) => {
          setProgress(fraction);
          // Once every byte is out the server still checks and resizes the photos.
          if (fraction >= 1) setPhase('processing');
        },
      });
      if (controller.current === abort) controller.current = null;
      setPhase('idle');
      if (result.data) {
        dispatch(
          baseApi.util.invalidateTags([
            { type: 'MyAds', id: 'LIST' },
            { type: 'Ad', id: 'LIST' },
            { type: 'Ad', id: result.data.id },
          ]),
        );
      } else if (isUnauthorised(result.error) && !keepsSessionOn401(path)) {
        dispatch(sessionRejected());
      }
      return result;
    },
    [dispatch, store],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { send, cancel, phase, progress };
}

function isUnauthorised(error: FetchBaseQueryError): boolean {
  return error.status === 401;
}
