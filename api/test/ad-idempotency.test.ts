import type { Kysely } from 'kysely';
import type { Database } from '../src/db/types';
import { buildTestApp, describeEachEngine, truncateAll, type TestApp } from './helper';
import { insertCategory, insertCurrencies, insertLocation, insertSettings } from './fixtures';
import { bearer, createAccount } from './support/accounts';
import { imageParts, multipartBody } from './support/multipart';
import { phonePhoto } from './support/photos';

const fields = {
  title: 'Frigo Samsung 300 litres',
  description: 'Frigo en très bon état, livré à domicile à Kinshasa. Garantie trois mois.',
  price: '180',
  currency: 'USD',
  category: 'fridges',
  location: 'gombe',
};

describeEachEngine('ad idempotency key', (getDb) => {
  let t: TestApp;
  let db: Kysely<Database>;
  let seller: { id: number; token: string };
  let other: { id: number; token: string };
  let photos: Buffer[];

  const post = (
    token: string | null,
    key: string | null,
    extra: Record<string, string> = {},
    locale = 'fr',
  ) => {
    const body = multipartBody({ ...fields, ...extra }, imageParts(photos));
    return t.app.inject({
      method: 'POST',
      url: '/api/ads',
      payload: body.payload,
      headers: {
        ...body.headers,
        ...(token ? bearer(token) : {}),
        ...(key === null ? {} : { 'idempotency-key': key }),
        'accept-language': locale,
      },
    });
  };
  const adsOf = (userId: number) =>
    db.selectFrom('ads').select(['id', 'title']).where('user_id', '=', userId).orderBy('id').execute();

  beforeAll(async () => {
    db = getDb().db;
    await truncateAll(db);
    t = await buildTestApp(db);
    await insertCurrencies(db, []);
    await insertSettings(db, { default_currency: 'USD', auto_approve_ads: true, max_images_per_ad: 3 });
    const home = await insertCategory(db, 'home', { fr: 'Maison', en: 'Home' });
    await insertCategory(db, 'fridges', { fr: 'Frigos', en: 'Fridges' }, home);
    const kinshasa = await insertLocation(db, 'kinshasa', 'Kinshasa', 'province');
    await insertLocation(db, 'gombe', 'Gombe', 'commune', kinshasa);
    seller = await createAccount(db, { name: 'Mireille Kabila' });
    other = await createAccount(db, { name: 'Patrick Lumumba' });
    photos = await Promise.all([
      phonePhoto({ colour: '#2e86de' }),
      phonePhoto({ colour: '#27ae60' }),
      phonePhoto({ colour: '#c0392b' }),
    ]);
  });
  afterAll(() => t.close());

  it('creates the ad once: the same key again returns the first ad (200), not a second one', async () => {
    const key = 'outbox-5d1c2f0a-9b7e-4c1d-8a6f-3e2b1c0d9f8e';
    const first = await post(seller.token, key);
    expect(first.statusCode).toBe(201);
    const ad = first.json<{ id: number; title: string; images: unknown[] }>();
    expect(ad.images).toHaveLength(3);

    // The outbox sends again when the first answer was lost; even an edited resend is the same ad.
    const again = await post(seller.token, key, { title: 'Frigo Samsung 300 litres (modifié)' });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ id: number; title: string }>()).toMatchObject({ id: ad.id, title: ad.title });
    expect(await adsOf(seller.id)).toEqual([{ id: ad.id, title: fields.title }]);
    const images = await db.selectFrom('ad_images').select('id').where('ad_id', '=', ad.id).execute();
    expect(images).toHaveLength(3);
  });

  it('keeps keys per user: another seller with the same key posts an ad of their own', async () => {
    const key = 'shared-key-0001';
    const mine = await post(seller.token, key);
    const theirs = await post(other.token, key);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<{ id: number }>().id).not.toBe(mine.json<{ id: number }>().id);
    expect(await adsOf(other.id)).toHaveLength(1);
  });

  it('creates one ad when two resends race each other', async () => {
    const before = (await adsOf(seller.id)).length;
    const [a, b] = await Promise.all([
      post(seller.token, 'race-key-0001'),
      post(seller.token, 'race-key-0001'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<{ id: number }>().id).toBe(b.json<{ id: number }>().id);
    expect(await adsOf(seller.id)).toHaveLength(before + 1);
  });

  it('posts as before without a key, each request a new ad', async () => {
    const before = (await adsOf(seller.id)).length;
    expect((await post(seller.token, null)).statusCode).toBe(201);
    expect((await post(seller.token, null)).statusCode).toBe(201);
    expect(await adsOf(seller.id)).toHaveLength(before + 2);
  });

  it('refuses a malformed key (422) in the language of the request and posts nothing', async () => {
    const before = (await adsOf(seller.id)).length;
    for (const key of ['short', 'has spaces in it', 'x'.repeat(256), 'accentué-clé-1234']) {
      const fr = await post(seller.token, key);
      expect(fr.statusCode).toBe(422);
      const body = fr.json<{ message: string; errors: Record<string, string[]> }>();
      expect(body.message).toBe('Veuillez vérifier le formulaire et corriger les erreurs');
      expect(Object.keys(body.errors)).toEqual(['idempotency-key']);
    }
    const en = await post(seller.token, 'short', {}, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'Please check the form and correct any errors',
      errors: { 'idempotency-key': ['This field must be at least 8 characters'] },
    });
    expect(await adsOf(seller.id)).toHaveLength(before);
  });

  it('asks an anonymous visitor to sign in, key or not', async () => {
    const response = await post(null, 'anonymous-key-01');
    expect(response.statusCode).toBe(401);
  });
});
