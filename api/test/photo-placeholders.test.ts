import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { AdImage } from '@sokoni/contracts';
import { fillPhotoPlaceholders } from '../src/ads/photo-placeholders';
import type { Database } from '../src/db/types';
import { AD_PHOTO_VARIANTS } from '../src/media/ad-photos';
import { ImageDecoder } from '../src/media/image-decoder';
import { buildTestApp, describeEachEngine, truncateAll, type TestApp } from './helper';
import { insertAd, insertCategory, insertCurrencies, insertLocation, insertSettings } from './fixtures';
import { bearer, createAccount } from './support/accounts';
import { imageParts, multipartBody } from './support/multipart';
import { phonePhoto } from './support/photos';

interface AdBody {
  id: number;
  slug: string;
  status: string;
  images: AdImage[];
}

const PLACEHOLDER = /^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/;

/** The preview's pixels: a real 16 × 12 WebP of a few hundred bytes. */
async function expectPlaceholder(value: string | undefined): Promise<void> {
  expect(value).toMatch(PLACEHOLDER);
  expect(value!.length).toBeLessThan(600);
  const body = Buffer.from(value!.slice(value!.indexOf(',') + 1), 'base64');
  const metadata = await sharp(body).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 16, 12]);
}

describeEachEngine('data saver photo previews', (getDb) => {
  let t: TestApp;
  let db: Kysely<Database>;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  let admin: { id: number; token: string };
  let phonesId: number;
  let photo: Buffer;

  const get = (url: string, token?: string) =>
    t.app.inject({ url, headers: token ? bearer(token) : {} });
  const send = (url: string, token: string | null, fields: Record<string, string>, photos: Buffer[]) => {
    const body = multipartBody(fields, imageParts(photos));
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  };
  /** The bytes a browser would download for each width of the photo. */
  const downloaded = async (image: AdImage) => ({
    card: (await t.app.inject({ url: image.sizes.card })).rawPayload.length,
    gallery: (await t.app.inject({ url: image.sizes.gallery })).rawPayload.length,
    zoom: (await t.app.inject({ url: image.sizes.zoom })).rawPayload.length,
  });

  beforeAll(async () => {
    db = getDb().db;
    await truncateAll(db);
    t = await buildTestApp(db);
    await insertCurrencies(db);
    await insertSettings(db, { default_currency: 'USD', auto_approve_ads: false, max_images_per_ad: 3 });
    phonesId = await insertCategory(db, 'mobile-phones', { fr: 'Téléphones', en: 'Mobile phones' });
    await insertLocation(db, 'gombe', 'Gombe', 'commune');
    owner = await createAccount(db, { name: 'Mireille Kabila' });
    other = await createAccount(db, { name: 'Patrick Lumumba' });
    admin = await createAccount(db, { name: 'Admin', is_admin: true });
    photo = await phonePhoto({ colour: '#2e86de' });
  });
  afterAll(() => t.close());

  const fields = {
    title: 'Tecno Camon 20 comme neuf',
    description: 'Très bon état, vendu avec chargeur et facture.',
    price: '180',
    currency: 'USD',
    category: 'mobile-phones',
    location: 'gombe',
  };

  it('gives an uploaded photo its preview and the real bytes of each width, in the ad and in lists', async () => {
    const response = await send('/api/ads', owner.token, fields, [photo]);
    expect(response.statusCode).toBe(201);
    const ad = response.json<AdBody>();
    await expectPlaceholder(ad.images[0].placeholder);
    expect(ad.images[0].bytes).toEqual(await downloaded(ad.images[0]));

    // A photo added by an edit has them too.
    const edited = await send(`/api/ads/${ad.id}`, owner.token, {}, [photo]);
    expect(edited.statusCode).toBe(200);
    await expectPlaceholder(edited.json<AdBody>().images[1].placeholder);

    await db.updateTable('ads').set({ status: 'active', published_at: new Date() }).where('id', '=', ad.id).execute();
    // A list carries the card's preview only (the first photo's): the others would only weigh on the page.
    const list = (await get('/api/ads')).json<{ data: AdBody[] }>().data;
    expect(list.map((item) => item.id)).toEqual([ad.id]);
    expect(list[0].images.map((image) => image.placeholder)).toEqual([ad.images[0].placeholder, undefined]);
    expect(list[0].images[0].bytes).toEqual(ad.images[0].bytes);
    const page = (await get(`/api/ads/${ad.slug}`)).json<AdBody>();
    expect(page.images.map((image) => image.placeholder)).toEqual(
      edited.json<AdBody>().images.map((image) => image.placeholder),
    );
  });

  it('leaves who may see and change an ad as it was: the preview goes only where the ad goes', async () => {
    expect((await send('/api/ads', null, fields, [photo])).statusCode).toBe(401);
    const pending = (await send('/api/ads', owner.token, { ...fields, title: 'Infinix Hot 30' }, [photo])).json<AdBody>();
    expect(pending.status).toBe('pending');
    expect((await send(`/api/ads/${pending.id}`, other.token, {}, [photo])).statusCode).toBe(404);
    expect((await get(`/api/ads/${pending.slug}`)).statusCode).toBe(404);
    expect((await get(`/api/ads/${pending.slug}`, other.token)).statusCode).toBe(404);
    const forOwner = await get(`/api/ads/${pending.slug}`, owner.token);
    expect(forOwner.json<AdBody>().images[0].placeholder).toBe(pending.images[0].placeholder);
    const forAdmin = await get(`/api/ads/${pending.id}`, admin.token);
    expect(forAdmin.json<AdBody>().images[0].placeholder).toBe(pending.images[0].placeholder);
    expect((await get('/api/ads')).json<{ data: AdBody[] }>().data.map((ad) => ad.id)).not.toContain(pending.id);
  });

  it('fills photos stored before previews existed, once, in the background job as well', async () => {
    // Two older photos whose files are stored, and one whose files are gone.
    const old = await insertAd(db, { title: 'Ancienne annonce', userId: owner.id, categoryId: phonesId, images: 3 });
    const rows = await db
      .selectFrom('ad_images')
      .where('ad_id', '=', old.id)
      .select(['id', 'storage_key'])
      .orderBy('position')
      .execute();
    const card = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0392b' } })
      .webp()
      .toBuffer();
    for (const row of rows.slice(0, 2))
      for (const variant of AD_PHOTO_VARIANTS)
        await t.storage.put(`${row.storage_key}-${variant.suffix}.webp`, card);
    expect((await get(`/api/ads/${old.slug}`)).json<AdBody>().images[0]).not.toHaveProperty('placeholder');

    const context = { db, storage: t.storage, images: new ImageDecoder() };
    expect(await fillPhotoPlaceholders(context)).toEqual({ filled: 2, unreadable: 1, skipped: 0 });
    const images = (await get(`/api/ads/${old.slug}`)).json<AdBody>().images;
    await expectPlaceholder(images[0].placeholder);
    expect(images[1].bytes).toEqual({ card: card.length, gallery: card.length, zoom: card.length });
    // The photo whose files are gone is marked once and left alone: no preview, no sizes.
    expect(images[2]).not.toHaveProperty('placeholder');
    expect(images[2]).not.toHaveProperty('bytes');
    expect(await fillPhotoPlaceholders(context)).toEqual({ filled: 0, unreadable: 0, skipped: 0 });

    // The api does the same on its own after it starts, without holding the start up.
    await db.updateTable('ad_images').set({ placeholder: null }).where('ad_id', '=', old.id).execute();
    const started = await buildTestApp(db, {
      storage: t.storage,
      photoPlaceholderIntervalMs: 60 * 60 * 1000,
      jobsPollingIntervalSeconds: 0.5,
    });
    const placeholders = () =>
      db.selectFrom('ad_images').where('ad_id', '=', old.id).select('placeholder').orderBy('position').execute();
    const deadline = Date.now() + 10_000;
    while ((await placeholders()).some((row) => row.placeholder === null) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await started.close();
    const filled = await placeholders();
    expect(filled.map((row) => row.placeholder)).toEqual([images[0].placeholder, images[1].placeholder, '']);
  });
});
