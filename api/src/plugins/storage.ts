import fp from 'fastify-plugin';
import { LocalFolderStorage, type MediaStorage } from '../media/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: MediaStorage;
  }
}

export interface StorageConfig {
  /** Folder of the embedded default. */
  localRoot: string;
}

/**
 * The one place that picks a media backend. The S3-compatible bucket (selected by S3_BUCKET / S3_ENDPOINT)
 * arrives with its own issue and plugs in here behind the same MediaStorage interface.
 */
export function createStorage(config: StorageConfig): MediaStorage {
  return new LocalFolderStorage(config.localRoot);
}

export type StoragePluginOptions = { storage: MediaStorage };

export const storagePlugin = fp<StoragePluginOptions>(
  async (app, options) => {
    app.decorate('storage', options.storage);
  },
  { name: 'storage' },
);
