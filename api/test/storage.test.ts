import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Kysely } from 'kysely';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/types';
import { S3Storage, s3ConfigFromEnv } from '../src/media/s3-storage';
import { LocalFolderStorage, type MediaStorage } from '../src/media/storage';
import { createStorage } from '../src/plugins/storage';
import { describeEachEngine, truncateAll } from './helper';
import { insertCategory, insertCurrencies, insertLocation } from './fixtures';
import { bearer, createAccount } from './support/accounts';
import { imageParts, multipartBody } from './support/multipart';
import { phonePhoto } from './support/photos';

let server: S3rver;
let s3Folder: string;
let endpoint: string;
const credentials = {
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  region: 'us-east-1',
  bucket: 'media',
};

beforeAll(async () => {
  s3Folder = await mkdtemp(path.join(tmpdir(), 'sokoni-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: 'media' }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  await rm(s3Folder, { recursive: true, force: true });
});

/** The same promises from every MediaStorage: what goes in comes out, deleted is gone, unsafe keys refused. */
function storageContract(
  name: string,
  make: () => Promise<{ storage: MediaStorage; cleanup(): Promise<void> }>,
) {
  describe(`${name} storage`, () => {
    let storage: MediaStorage;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, cleanup } = await make());
    });
    afterAll(() => cleanup());

    it('gives back what was put, with its content type', async () => {
      const body = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 pixels', 'latin1');
      await storage.put('ads/7/abc123-400.webp', body, 'image/webp');
      const file = await storage.get('ads/7/abc123-400.webp');
      expect(file?.contentType).toBe('image/webp');
      expect(file?.body.equals(body)).toBe(true);
    });

    it('overwrites, deletes, and says null for a missing key', async () => {
      await storage.put('ads/7/def456-800.webp', Buffer.from('one'), 'image/webp');
      await storage.put('ads/7/def456-800.webp', Buffer.from('two'), 'image/webp');
      expect((await storage.get('ads/7/def456-800.webp'))?.body.toString()).toBe('two');
      await storage.delete('ads/7/def456-800.webp');
      expect(await storage.get('ads/7/def456-800.webp')).toBeNull();
      await expect(storage.delete('ads/7/never-there.webp')).resolves.toBeUndefined();
      expect(await storage.get('ads/404/nothing.webp')).toBeNull();
    });

    it.each(['../secret.webp', '/etc/passwd', 'ads//7/x.webp', 'ads/../../x.webp', ''])(
      'refuses the unsafe key %p',
      async (key) => {
        await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe media key/);
        await expect(storage.get(key)).rejects.toThrow(/Unsafe media key/);
        await expect(storage.delete(key)).rejects.toThrow(/Unsafe media key/);
      },
    );
  });
}

storageContract('local folder', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'sokoni-local-'));
  return {
    storage: new LocalFolderStorage(root),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
});

storageContract('S3-compatible', async () => ({
  storage: new S3Storage({ ...credentials, endpoint }),
  cleanup: async () => undefined,
}));

describe('choosing the storage', () => {
  it('uses the bucket when S3_BUCKET is set, the local folder otherwise', () => {
    expect(createStorage({ localRoot: 'media', env: {} })).toBeInstanceOf(LocalFolderStorage);
    const env = {
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.cd/',
    };
    const storage = createStorage({ localRoot: 'media', env });
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.publicUrl('ads/1/a-400.webp')).toBe('https://cdn.example.cd/ads/1/a-400.webp');
    expect(s3ConfigFromEnv(env)?.region).toBe('us-east-1');
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'media' })).toThrow(/S3_ENDPOINT/);
  });
});

describeEachEngine('posting an ad with S3 storage', (getDb) => {
  let app: App;
  let db: Kysely<Database>;
  let storage: S3Storage;

  beforeAll(async () => {
    db = getDb().db;
    await truncateAll(db);
    await insertCurrencies(db);
    const parent = await insertCategory(db, 'electronics', { fr: 'Électronique', en: 'Electronics' });
    await insertCategory(db, 'laptops', { fr: 'Ordinateurs portables', en: 'Laptops' }, parent);
    await insertLocation(db, 'goma', 'Goma', 'city');
    storage = new S3Storage({ ...credentials, endpoint });
    app = await buildApp({ db, storage, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it('stores the photos in the bucket and serves them under /media', async () => {
    const seller = await createAccount(db);
    const body = multipartBody(
      {
        title: 'Dell Latitude 5420',
        description: 'Core i5, 16 Go de RAM, SSD 512 Go, très propre.',
        price: '450',
        currency: 'USD',
        category: 'laptops',
        location: 'goma',
      },
      imageParts([await phonePhoto()]),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/ads',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(seller.token) },
    });
    expect(response.statusCode).toBe(201);
    const [image] = response.json().images as { url: string; sizes: { zoom: string } }[];
    const key = image.url.replace(/^\/media\//, '');
    expect((await storage.get(key))?.contentType).toBe('image/webp');
    const served = await app.inject({ url: image.sizes.zoom });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends browsers to the public address of the bucket when there is one', async () => {
    const publicStorage = new S3Storage({ ...credentials, endpoint, publicUrl: 'https://cdn.example.cd' });
    const withCdn = await buildApp({ db, storage: publicStorage, logger: false });
    try {
      const response = await withCdn.inject({ url: '/media/ads/1/abc-400.webp' });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('https://cdn.example.cd/ads/1/abc-400.webp');
    } finally {
      await withCdn.close();
    }
  });
});
