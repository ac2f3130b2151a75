import { useCallback, useEffect, useRef, useState } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Ad } from '@sokoni/contracts';
import { usePostAdMutation, useUpdateAdMutation } from '../api/ad-form-api';

export type UploadPhase = 'idle' | 'sending' | 'processing';

export type AdUploadResult =
  { data: Ad; error?: undefined } | { data?: undefined; error: FetchBaseQueryError | SerializedError };

/** A mutation under way: awaited for its result, aborted to cancel. */
type UploadCall = PromiseLike<AdUploadResult> & { abort: () => void };

export interface AdUpload {
  /** Sends the form: posts a new ad, or updates the ad `adId`. */
  send: (adId: number | undefined, body: FormData, idempotencyKey?: string) => Promise<AdUploadResult>;
  cancel: () => void;
  phase: UploadPhase;
  /** 0 to 1 while sending. */
  progress: number;
}

/**
 * Posting and updating an ad with a real progress bar, through the `postAd` and `updateAd` mutations (which
 * refresh the seller's lists and the ad's cached copies). Leaving the page cancels the upload.
 */
export function useAdUpload(): AdUpload {
  const [postAd] = usePostAdMutation();
  const [updateAd] = useUpdateAdMutation();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const current = useRef<{ abort: () => void } | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const send = useCallback(
    async (adId: number | undefined, body: FormData, idempotencyKey?: string) => {
      current.current?.abort();
      setProgress(0);
      setPhase('sending');
      const onProgress = (fraction: number) => {
        setProgress(fraction);
        // Once every byte is out the server still checks and resizes the photos.
        if (fraction >= 1) setPhase('processing');
      };
      const call: UploadCall =
        adId === undefined
          ? postAd({ body, onProgress, idempotencyKey })
          : updateAd({ id: adId, body, onProgress });
      current.current = call;
      const result = await call;
      // A newer upload that replaced this one keeps its own phase.
      if (current.current === call) {
        current.current = null;
        setPhase('idle');
      }
      return result;
    },
    [postAd, updateAd],
  );

  const cancel = useCallback(() => current.current?.abort(), []);

  return { send, cancel, phase, progress };
}
