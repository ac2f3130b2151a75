import fp from 'fastify-plugin';
import { ImageDecoder, type ImageDecodingLimits } from '../media/image-decoder';
import { S3Storage, s3ConfigFromEnv } from '../media/s3-storage';
import { LocalFolderStorage, type MediaStorage } from '../media/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: MediaStorage;
    /** Every uploaded image is decoded through this (pixel and concurrency limits). */
    images: ImageDecoder;
  }
}

export interface StorageConfig {
  /** Folder of the embedded default. */
  localRoot: string;
  /** Environment to read S3_* from (process.env by default). */
  env?: NodeJS.ProcessEnv;
}

/**
 * The one place that picks a media backend: an S3-compatible bucket when S3_BUCKET is set (with S3_ENDPOINT,
 * S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, optional S3_PUBLIC_URL), else the local folder.
 */
export function createStorage(config: StorageConfig): MediaStorage {
  const s3 = s3ConfigFromEnv(config.env ?? process.env);
  return s3 ? new S3Storage(s3) : new LocalFolderStorage(config.localRoot);
}

export type StoragePluginOptions = { storage: MediaStorage; imageLimits?: ImageDecodingLimits };

export const storagePlugin = fp<StoragePluginOptions>(
  async (app, options) => {
    app.decorate('storage', options.storage);
    app.decorate('images', new ImageDecoder(options.imageLimits));
  },
  { name: 'storage' },
);
