import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { ImageDecoder, ImageTooLargeError } from '../../src/media/image-decoder';
import { buildTestApp, describeEachEngine, truncateAll, type TestApp } from '../helper';
import { insertAdEssentials, insertLocation } from '../fixtures';
import { bearer, createAccount } from '../support/accounts';
import { multipartBody } from '../support/multipart';
import { filesUnder } from '../support/media-files';

/**
 * Item 2 of the hardening review: a 1 MB PNG declaring 16383 × 16383 pixels was decoded on the avatar path
 * (+240 MB each). Every image goes through one decoder that refuses such an image from its header, decodes a
 * few at a time, and each user may upload only so often. Item 8: sign-ups are limited per address.
 */

function crc32(buffer: Buffer): number {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring width × height pixels, with only a few rows of (highly compressible) data. */
function pngBomb(width = 16383, height = 16383): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const smallPng = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .png()
    .toBuffer();

describe('security: one image decoder with a pixel and a concurrency limit', () => {
  it('refuses an image declaring too many pixels before decoding it', async () => {
    const decoder = new ImageDecoder({ maxInputPixels: 40_000_000, concurrency: 2 });
    const work = jest.fn();
    await expect(decoder.decode(pngBomb(), work)).rejects.toBeInstanceOf(ImageTooLargeError);
    expect(work).not.toHaveBeenCalled();
  });

  it('runs at most `concurrency` decodes at once', async () => {
    const decoder = new ImageDecoder({ maxInputPixels: 40_000_000, concurrency: 2 });
    const png = await smallPng();
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        decoder.decode(png, async (open) => {
          running += 1;
          most = Math.max(most, running);
          await open().resize(50).webp().toBuffer();
          await new Promise((resolve) => setTimeout(resolve, 20));
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
  });
});

describeEachEngine('security: image bombs and upload limits through the api', (getDb) => {
  let t: TestApp;

  beforeEach(async () => {
    await truncateAll(getDb().db);
  });
  afterEach(async () => t?.close());

  const uploadAvatar = (token: string, body: Buffer, locale = 'fr') => {
    const form = multipartBody({ _method: 'PUT' }, [
      { name: 'profile_image', filename: 'me.png', type: 'image/png', body },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token), 'accept-language': locale },
    });
  };

  it('refuses a decompression bomb as an avatar with a 422 in the user language, storing nothing', async () => {
    t = await buildTestApp(getDb().db);
    const account = await createAccount(t.db);
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    const fr = await uploadAvatar(account.token, bomb);
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors.profile_image).toEqual(['Cette image est trop grande : 40 mégapixels au plus']);
    const en = await uploadAvatar(account.token, bomb, 'en');
    expect(en.json().errors.profile_image).toEqual(['This image is too large: 40 megapixels at most']);
    // Nothing was decoded: far from the 240 MB one such decode costs.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    expect(await filesUnder(t.mediaRoot)).toEqual([]);
  });

  it('refuses a decompression bomb among ad photos, creating no ad and no file', async () => {
    t = await buildTestApp(getDb().db);
    const db = t.db;
    await insertAdEssentials(db);
    await insertLocation(db, 'gombe', 'Gombe', 'commune');
    const seller = await createAccount(db);
    const form = multipartBody(
      {
        title: 'Téléphone Tecno Spark 10',
        description: 'Comme neuf, vendu avec sa boîte et son chargeur.',
        price: '120',
        currency: 'USD',
        category: 'mobile-phones',
        location: 'gombe',
        condition: 'used',
      },
      [
        { name: 'images[0]', filename: 'a.png', type: 'image/png', body: await smallPng() },
        { name: 'images[1]', filename: 'b.png', type: 'image/png', body: pngBomb() },
      ],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ads',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(seller.token) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.images).toEqual(['Cette image est trop grande : 40 mégapixels au plus']);
    expect(await db.selectFrom('ads').select('id').execute()).toEqual([]);
    expect(await filesUnder(t.mediaRoot)).toEqual([]);
  });

  it('the pixel limit is configurable', async () => {
    t = await buildTestApp(getDb().db, { imageLimits: { maxInputPixels: 10_000, concurrency: 1 } });
    const account = await createAccount(t.db);
    const response = await uploadAvatar(account.token, await smallPng());
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.profile_image).toEqual([
      'Cette image est trop grande : 0 mégapixels au plus',
    ]);
  });

  it('limits profile updates per user, with Retry-After', async () => {
    t = await buildTestApp(getDb().db, { uploadLimit: { max: 2, timeWindowMs: 60_000 } });
    const [one, two] = [await createAccount(t.db), await createAccount(t.db)];
    const png = await smallPng();
    expect((await uploadAvatar(one.token, png)).statusCode).toBe(200);
    expect((await uploadAvatar(one.token, png)).statusCode).toBe(200);
    const limited = await uploadAvatar(one.token, png);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toBe('Trop de requêtes. Veuillez réessayer dans quelques instants.');
    // Another user is not affected.
    expect((await uploadAvatar(two.token, png)).statusCode).toBe(200);
  });

  it('parallel avatar uploads leave exactly one photo on disk', async () => {
    t = await buildTestApp(getDb().db);
    const account = await createAccount(t.db);
    const png = await smallPng();
    const responses = await Promise.all(Array.from({ length: 5 }, () => uploadAvatar(account.token, png)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const { profile_image } = await t.db
      .selectFrom('users')
      .select('profile_image')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    const files = await filesUnder(t.mediaRoot);
    expect(files).toHaveLength(2);
    const stored = profile_image!.replace('/media/', '');
    expect(files).toEqual([stored, stored.replace('-256', '-512')].sort());
  });

  it('limits sign-ups per IP address (item 8: the duplicate-email message is no enumeration oracle)', async () => {
    t = await buildTestApp(getDb().db, { registrationLimit: { max: 3, timeWindowMs: 60_000 } });
    const register = (n: number, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: ip,
        payload: {
          name: `Personne ${n}`,
          email: `personne${n}@example.cd`,
          password: 'Kinshasa-Mbote-2025',
          password_confirmation: 'Kinshasa-Mbote-2025',
          date_of_birth: '1990-01-01',
        },
      });
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await register(n, '198.51.100.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await register(9, '198.51.100.9');
    expect(limited.json().message).toBe('Trop de requêtes. Veuillez réessayer dans quelques instants.');
    expect((await register(10, '198.51.100.10')).statusCode).toBe(201);
  });
});
