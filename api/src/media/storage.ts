import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where photos live. The local folder is the embedded default; an S3-compatible bucket is its production
 * twin behind the same interface (selected by env in the storage plugin).
 * Keys are relative, slash-separated paths such as `ads/12/3f9c-400.webp`.
 */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /** URL a browser uses to fetch the object (through the bff, or the bucket's public address). */
  publicUrl(key: string): string;
  /**
   * Where `/media/<key>` should send browsers instead of serving the bytes itself (a bucket with a public
   * address); undefined when the api serves them.
   */
  redirectUrl?(key: string): string | undefined;
}

/**
 * The URL of a stored picture (profile photo, logo) from what a row keeps: a storage key, or an address that
 * is already a URL (older or external pictures). Null when there is none.
 */
export function mediaUrl(value: string | null, storage: MediaStorage): string | null {
  if (!value) return null;
  return /^(https?:)?\//.test(value) ? value : storage.publicUrl(value);
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

/** Keys are relative paths of safe segments; anything else (dot segments, absolute paths) is refused. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe media key: ${key}`);
  }
}

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export class LocalFolderStorage implements MediaStorage {
  constructor(
    private readonly root: string,
    private readonly urlPrefix = '/media',
  ) {}

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, target);
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    try {
      const body = await readFile(this.file(key));
      return { body, contentType: contentTypeOf(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }
}
