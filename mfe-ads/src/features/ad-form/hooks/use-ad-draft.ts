import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppSelector } from '@sokoni/shared-ui';
import { clearDraft, loadDraft, newIdempotencyKey, saveDraft } from '../../../lib/offline-store';
import type { AdFormValues, PhotoItem } from '../lib/ad-form-values';

/** Typing is saved this long after the last keystroke (IndexedDB writes are cheap, not free on old phones). */
const SAVE_DELAY_MS = 400;

export interface AdDraftOptions {
  /** Only the post-ad form keeps a draft (an edit is the ad itself). */
  enabled: boolean;
  values: AdFormValues;
  photos: PhotoItem[];
  /** Puts a saved draft back into the form. */
  onRestore: (values: Partial<AdFormValues>, photos: PhotoItem[]) => void;
}

export interface AdDraft {
  /** The Idempotency-Key of the ad being composed: the same for every try, online or from the outbox. */
  key: string;
  /** True once the saved draft (if any) is back in the form. */
  ready: boolean;
  /** Forgets the draft (after a successful submit, or once it is in the outbox). */
  clear: () => Promise<void>;
}

/**
 * The post-ad form's draft on this phone: saved in IndexedDB as it is typed (fields and resized photos), put
 * back when the form opens again, after a closed tab or a reload, and cleared once the ad is submitted.
 */
export function useAdDraft({ enabled, values, photos, onRestore }: AdDraftOptions): AdDraft {
  const userId = useAppSelector((state) => state.session.user?.id);
  const [key, setKey] = useState(newIdempotencyKey);
  const [ready, setReady] = useState(!enabled);
  const restoreRef = useRef(onRestore);
  restoreRef.current = onRestore;
  const cleared = useRef(false);

  useEffect(() => {
    if (!enabled || userId === undefined) return;
    let stopped = false;
    loadDraft(userId)
      .then((draft) => {
        if (stopped || !draft) return;
        setKey(draft.key);
        restoreRef.current(
          draft.values as Partial<AdFormValues>,
          draft.photos.map((photo, index) => {
            const file = new File([photo.blob], photo.name, { type: photo.blob.type });
            return {
              key: `draft-${index}-${photo.name}`,
              kind: 'new',
              file,
              preview: URL.createObjectURL(file),
              originalBytes: photo.originalBytes,
            };
          }),
        );
      })
      .catch(() => undefined)
      .finally(() => {
        if (!stopped) setReady(true);
      });
    return () => {
      stopped = true;
    };
  }, [enabled, userId]);

  useEffect(() => {
    if (!enabled || !ready || userId === undefined || cleared.current) return;
    const timer = setTimeout(() => {
      if (cleared.current) return;
      void saveDraft({
        userId,
        key,
        values: { ...values },
        photos: photos.flatMap((photo) =>
          photo.kind === 'new'
            ? [{ name: photo.file.name, blob: photo.file, originalBytes: photo.originalBytes }]
            : [],
        ),
        savedAt: Date.now(),
      }).catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, ready, userId, key, values, photos]);

  const clear = useCallback(async () => {
    cleared.current = true;
    if (userId !== undefined) await clearDraft(userId).catch(() => undefined);
  }, [userId]);

  return { key, ready, clear };
}
