import { sql } from 'kysely';
import { isTypoLevelEdit, materialChanges } from '../../src/ads/review';
import { buildTestApp, describeEachEngine, truncateAll, type TestApp } from '../helper';
import { insertAd, insertCategory, insertCurrencies, insertSettings } from '../fixtures';
import { bearer, createAccount } from '../support/accounts';
import { multipartBody } from '../support/multipart';
import { phonePhoto } from '../support/photos';

/**
 * Item 4 of the hardening review: an approved ad could be rewritten into another one without moderation.
 * Rule: while ads are reviewed (auto-approve off), an edit of an approved ad that changes its title or
 * description beyond a typo (more than 3 characters, or more than a tenth of the text), its price, its
 * category, or adds photos sends it back to pending, with the before and after kept for the moderator.
 */
describe('what counts as a material edit', () => {
  it('a typo is not, a rewrite is', () => {
    expect(isTypoLevelEdit('Samsung Galaxy A54 128 Go', 'Samsung Galaxy A54 128 GO')).toBe(true);
    expect(isTypoLevelEdit('Samsung Galaxy A54', 'Samsung Galaxi A54')).toBe(true);
    // Another model is another ad.
    expect(isTypoLevelEdit('Samsung Galaxy A54', 'Samsung Galaxy A15')).toBe(false);
    expect(isTypoLevelEdit('Samsung Galaxy A54', 'Terrain à Kinkole 20x30')).toBe(false);
    expect(isTypoLevelEdit('Tél', 'Vélo')).toBe(false);
  });

  it('lists only what changed materially', () => {
    const before = { title: 'Samsung Galaxy A54', description: 'Très bon état', price: 25000, category: 3 };
    expect(materialChanges(before, { title: 'Samsung Galaxi A54' }, 0)).toBeNull();
    expect(materialChanges(before, { price: 25000, category: 3 }, 0)).toBeNull();
    expect(materialChanges(before, { price: 19000 }, 1)).toEqual({
      price: { from: 25000, to: 19000 },
      photos_added: 1,
    });
  });
});

describeEachEngine('security: material edits of an approved ad go back to review', (getDb) => {
  let t: TestApp;
  let owner: { id: number; token: string };
  let phones: number;

  beforeAll(async () => {
    const db = getDb().db;
    await truncateAll(db);
    t = await buildTestApp(db);
    await insertCurrencies(db);
    await insertSettings(db, { default_currency: 'USD', auto_approve_ads: false, max_images_per_ad: 5 });
    phones = await insertCategory(db, 'mobile-phones', { fr: 'Téléphones', en: 'Mobile phones' });
    owner = await createAccount(db);
  });
  afterAll(() => t.close());

  const edit = (id: number, fields: Record<string, string>, withPhoto?: Buffer) => {
    const form = multipartBody(
      fields,
      withPhoto ? [{ name: 'images[0]', filename: 'p.jpg', type: 'image/jpeg', body: withPhoto }] : [],
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/ads/${id}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(owner.token) },
    });
  };
  const reviewChanges = async (id: number) =>
    await t.db
      .selectFrom('ads')
      .select(['status', 'review_changes'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('a typo fix keeps the ad live', async () => {
    const ad = await insertAd(t.db, {
      title: 'Samsung Galaxy A54 128 Go',
      userId: owner.id,
      categoryId: phones,
    });
    const response = await edit(ad.id, { title: 'Samsung Galaxy A54 128 GO' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('active');
    expect((await reviewChanges(ad.id)).review_changes).toBeNull();
  });

  it('a new title, a new price or a new photo sends it back to pending with what changed', async () => {
    const ad = await insertAd(t.db, {
      title: 'Samsung Galaxy A54 128 Go',
      userId: owner.id,
      categoryId: phones,
    });
    const response = await edit(ad.id, { title: 'Terrain de 20 x 30 à Kinkole', price: '90' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('pending');
    expect(await reviewChanges(ad.id)).toEqual({
      status: 'pending',
      review_changes: {
        title: { from: 'Samsung Galaxy A54 128 Go', to: 'Terrain de 20 x 30 à Kinkole' },
        price: { from: 10000, to: 9000 },
      },
    });
    // Frozen while pending: the owner cannot put it back online.
    const status = await t.app.inject({
      method: 'PATCH',
      url: `/api/ads/${ad.id}/status`,
      payload: { status: 'active' },
      headers: bearer(owner.token),
    });
    expect(status.statusCode).not.toBe(200);

    const other = await insertAd(t.db, { title: 'Tecno Spark 10', userId: owner.id, categoryId: phones });
    const photo = await edit(other.id, {}, await phonePhoto({ colour: '#27ae60' }));
    expect(photo.json().status).toBe('pending');
    expect((await reviewChanges(other.id)).review_changes).toEqual({ photos_added: 1 });
  });

  it('with auto-approve on, edits stay live', async () => {
    await sql`UPDATE settings SET value = 'true' WHERE key = 'auto_approve_ads'`.execute(t.db);
    try {
      const ad = await insertAd(t.db, { title: 'Itel A70', userId: owner.id, categoryId: phones });
      const response = await edit(ad.id, { title: 'Une tout autre annonce' });
      expect(response.json().status).toBe('active');
    } finally {
      await sql`UPDATE settings SET value = 'false' WHERE key = 'auto_approve_ads'`.execute(t.db);
    }
  });
});
