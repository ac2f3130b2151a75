import { ImageTooLargeError, type ImageDecoder } from './image-decoder';
import type { Sharp } from 'sharp';
import type { MediaStorage } from './storage';

/** Where failures to remove a file are told (a request's logger); nothing is thrown for them. */
export interface RemovalLog {
  error(details: { err: unknown; key: string }, message: string): void;
}

/** Why uploaded bytes gave no photo: too many pixels (refused from the header), or they did not decode. */
export type DecodeFailure =
  { reason: 'tooManyPixels'; megapixels: number } | { reason: 'undecodable'; error: unknown };

export type Decoded<T> = { ok: true; value: T } | ({ ok: false } & DecodeFailure);

/**
 * Decodes through the api's ImageDecoder (pixel limit, bounded concurrency) and encodes with `encode`; a
 * refused or broken image comes back as a failure for the caller to word, never as a thrown error.
 */
export async function decodePhoto<T>(
  decoder: ImageDecoder,
  input: Buffer,
  encode: (open: () => Sharp) => Promise<T>,
): Promise<Decoded<T>> {
  try {
    return { ok: true, value: await decoder.decode(input, encode) };
  } catch (error) {
    if (error instanceof ImageTooLargeError)
      return { ok: false, reason: 'tooManyPixels', megapixels: Math.floor(error.limit / 1e6) };
    return { ok: false, reason: 'undecodable', error };
  }
}

/** The stored file of one width of a photo: `<prefix>-<suffix>.webp`. */
export function variantKey(prefix: string, suffix: string): string {
  return `${prefix}-${suffix}.webp`;
}

/**
 * One change of stored photos that goes with a database write (ad photos, avatar, business logo): the new files
 * are written first, then the rows saved; if saving fails, the files written are removed; files the change
 * replaces are removed only once it is saved, so a failed change keeps its old photos. Nothing is left behind
 * on any failure.
 */
export class PhotoChange {
  private readonly written: string[] = [];
  private readonly replaced: string[] = [];

  constructor(
    private readonly storage: MediaStorage,
    private readonly log?: RemovalLog,
  ) {}

  /**
   * Writes one photo's widths as WebP under `<prefix>-<suffix>.webp`, one file at a time; returns their keys in
   * the order given. When a write fails, every file this change wrote is removed before the error goes on.
   */
  async write(
    prefix: string,
    variants: ReadonlyArray<readonly [suffix: string, body: Buffer]>,
  ): Promise<string[]> {
    const keys: string[] = [];
    try {
      for (const [suffix, body] of variants) {
        const key = variantKey(prefix, suffix);
        keys.push(key);
        this.written.push(key);
        await this.storage.put(key, body, 'image/webp');
      }
    } catch (error) {
      await this.rollback();
      throw error;
    }
    return keys;
  }

  /** Files to remove once the change is saved (the photos it replaces or deletes). */
  replaces(keys: readonly string[]): void {
    this.replaced.push(...keys);
  }

  /** Runs the database write; removes the written files if it fails, the replaced ones once it succeeded. */
  async save<T>(write: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await write();
    } catch (error) {
      await this.rollback();
      throw error;
    }
    await this.remove(this.replaced.splice(0));
    return result;
  }

  /** Removes every file this change wrote (the change is abandoned). */
  async rollback(): Promise<void> {
    this.replaced.length = 0;
    await this.remove(this.written.splice(0));
  }

  private async remove(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) =>
        this.storage
          .delete(key)
          .catch((error: unknown) => this.log?.error({ err: error, key }, 'could not remove a photo')),
      ),
    );
  }
}

/** Removes stored files, telling `log` (not throwing) what could not be removed. */
export async function removePhotos(
  storage: MediaStorage,
  keys: readonly string[],
  log?: RemovalLog,
): Promise<void> {
  const change = new PhotoChange(storage, log);
  change.replaces(keys);
  await change.save(async () => undefined);
}
