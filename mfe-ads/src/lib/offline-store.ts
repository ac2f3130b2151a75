/**
 * What the seller composed, kept on the phone in IndexedDB (docs/offline.md): the post-ad draft (fields and
 * photos, already resized) as it is typed, and the outbox of ads submitted without a connection. The shell's
 * offline worker reads the same outbox to send it by Background Sync (`shell/src/offline/sw.js`, which repeats
 * the database, store and field names below: keep them in step).
 */
export const OFFLINE_DB_NAME = 'sokoni-offline';
const OFFLINE_DB_VERSION = 1;
const DRAFTS = 'drafts';
const OUTBOX = 'outbox';

/** A photo picked on this device, resized, waiting to be sent. */
export interface StoredPhoto {
  name: string;
  blob: Blob;
  originalBytes: number;
}

/** The post-ad form as it was left, one per user. */
export interface AdDraft {
  userId: number;
  /** The form's values (its own shape; the form checks what it restores). */
  values: Record<string, unknown>;
  photos: StoredPhoto[];
  /** The Idempotency-Key the ad will be sent with, kept from the first try to the last. */
  key: string;
  savedAt: number;
}

/** An ad submitted offline: the multipart fields and photos as they will be sent, with their key. */
export interface QueuedAd {
  /** The Idempotency-Key. */
  id: string;
  userId: number;
  title: string;
  fields: [string, string][];
  photos: StoredPhoto[];
  /** What the worker sends with it when no page is open (the page sends its current session instead). */
  token: string;
  locale: string;
  queuedAt: number;
}

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is unavailable'));
      return;
    }
    const request = indexedDB.open(OFFLINE_DB_NAME, OFFLINE_DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(DRAFTS)) db.createObjectStore(DRAFTS, { keyPath: 'userId' });
      if (!db.objectStoreNames.contains(OUTBOX)) db.createObjectStore(OUTBOX, { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB failed to open'));
  });
  opening.catch(() => {
    opening = null;
  });
  return opening;
}

/** One request in its own transaction, as a promise (resolved once the transaction is committed). */
async function run<T>(
  store: string,
  mode: IDBTransactionMode,
  call: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(store, mode);
    const request = call(transaction.objectStore(store));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('IndexedDB failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export const loadDraft = (userId: number): Promise<AdDraft | undefined> =>
  run<AdDraft | undefined>(
    DRAFTS,
    'readonly',
    (store) => store.get(userId) as IDBRequest<AdDraft | undefined>,
  );

export const saveDraft = (draft: AdDraft): Promise<void> =>
  run(DRAFTS, 'readwrite', (store) => store.put(draft)).then(() => undefined);

export const clearDraft = (userId: number): Promise<void> =>
  run(DRAFTS, 'readwrite', (store) => store.delete(userId)).then(() => undefined);

export const queueAd = (ad: QueuedAd): Promise<void> =>
  run(OUTBOX, 'readwrite', (store) => store.put(ad)).then(() => undefined);

export async function listQueuedAds(userId: number): Promise<QueuedAd[]> {
  const all = await run<QueuedAd[]>(OUTBOX, 'readonly', (store) => store.getAll() as IDBRequest<QueuedAd[]>);
  return all.filter((ad) => ad.userId === userId).sort((a, b) => a.queuedAt - b.queuedAt);
}

export const removeQueuedAd = (id: string): Promise<void> =>
  run(OUTBOX, 'readwrite', (store) => store.delete(id)).then(() => undefined);

/** The multipart body of a queued ad, as the form would have sent it. */
export function queuedFormData(ad: Pick<QueuedAd, 'fields' | 'photos'>): FormData {
  const body = new FormData();
  for (const [name, value] of ad.fields) body.append(name, value);
  ad.photos.forEach((photo, index) => body.append(`images[${index}]`, photo.blob, photo.name));
  return body;
}

/** A new Idempotency-Key (the api's format: letters, digits, `-`). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** Asks the offline worker to send the outbox when the connection is back (where Background Sync exists). */
export async function requestOutboxSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    if (!registration.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

/** The Background Sync tag, and the message the worker posts to the pages when it sent a queued ad. */
export const OUTBOX_SYNC_TAG = 'sokoni-outbox';
export const OUTBOX_SENT_MESSAGE = 'sokoni-outbox-sent';
