import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS, endpointPath, type Ad } from '@sokoni/contracts';
import {
  baseApi,
  uploadQuery,
  useAppDispatch,
  useAppSelector,
  useToast,
  type ApiResult,
} from '@sokoni/shared-ui';
import {
  listQueuedAds,
  OUTBOX_SENT_MESSAGE,
  queuedFormData,
  removeQueuedAd,
  type QueuedAd,
} from './offline-store';

/** createAd with the ad's Idempotency-Key: a resend of an ad already created returns that ad (200). */
export const outboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendQueuedAd: build.mutation<Ad, { body: FormData; idempotencyKey: string }>({
      queryFn: ({ body, idempotencyKey }, api) =>
        uploadQuery<ApiResult<'createAd'>>(
          {
            url: endpointPath(API_PATHS.createAd),
            method: API_PATHS.createAd.method,
            body,
            headers: { 'Idempotency-Key': idempotencyKey },
          },
          api,
        ),
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'MyAds', id: 'LIST' },
              { type: 'Ad', id: 'LIST' },
            ]
          : [],
    }),
  }),
});

/** Ids already announced on this page: the worker and the page may both send an ad; one toast. */
const announced = new Set<string>();
/** Ids being sent by this page now. */
const sending = new Set<string>();

export interface Outbox {
  /** The signed-in seller's ads waiting for a connection, oldest first. */
  queued: QueuedAd[];
  /** Reads the outbox again (after the form queued an ad). */
  refresh: () => void;
}

/**
 * The outbox of ads submitted offline: listed for My ads, and sent from the page when the connection returns
 * (the `online` event, or the next visit of a page that mounts it) — the offline worker's Background Sync does
 * the same where the browser has it. A queued ad the api refuses (422: its category was removed meanwhile, say)
 * leaves the outbox with an error toast naming it.
 */
export function useOutbox(): Outbox {
  const { t } = useTranslation('ads');
  const toast = useToast();
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => state.session.user?.id);
  const [queued, setQueued] = useState<QueuedAd[]>([]);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((n) => n + 1), []);

  const announce = useCallback(
    (id: string, title: string) => {
      if (announced.has(id)) return;
      announced.add(id);
      toast.success(t('outbox.sent', { title }));
      dispatch(
        outboxApi.util.invalidateTags([
          { type: 'MyAds', id: 'LIST' },
          { type: 'Ad', id: 'LIST' },
        ]),
      );
    },
    [dispatch, t, toast],
  );

  useEffect(() => {
    if (userId === undefined) return;
    let stopped = false;
    const read = async () => {
      const list = await listQueuedAds(userId).catch(() => []);
      if (!stopped) setQueued(list);
      return list;
    };
    const flush = async () => {
      const list = await read();
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
      for (const ad of list) {
        if (sending.has(ad.id)) continue;
        sending.add(ad.id);
        try {
          const result = await dispatch(
            outboxApi.endpoints.sendQueuedAd.initiate({ body: queuedFormData(ad), idempotencyKey: ad.id }),
          );
          const status = result.error && 'status' in result.error ? result.error.status : null;
          // Sent (201), or sent before (200): out of the outbox. A network failure waits for the next chance.
          if (result.data) {
            await removeQueuedAd(ad.id);
            announce(ad.id, ad.title);
          } else if (
            typeof status === 'number' &&
            status >= 400 &&
            status < 500 &&
            status !== 401 &&
            status !== 429
          ) {
            await removeQueuedAd(ad.id);
            toast.error(t('outbox.refused', { title: ad.title }));
          }
        } finally {
          sending.delete(ad.id);
        }
      }
      await read();
    };
    void flush();
    const onOnline = () => void flush();
    const onMessage = (event: MessageEvent<{ type?: string; id?: string; title?: string }>) => {
      if (event.data?.type !== OUTBOX_SENT_MESSAGE || !event.data.id) return;
      announce(event.data.id, event.data.title ?? '');
      void read();
    };
    window.addEventListener('online', onOnline);
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    worker?.addEventListener('message', onMessage);
    return () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
      worker?.removeEventListener('message', onMessage);
    };
  }, [announce, dispatch, t, toast, userId, version]);

  return { queued, refresh };
}
