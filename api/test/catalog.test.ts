import { buildTestApp, describeEachEngine, truncateAll, type TestApp } from './helper';
import {
  days,
  insertAd,
  insertCategory,
  insertCurrencies,
  insertLocation,
  insertSettings,
  insertUser,
  TEST_CURRENCIES,
} from './fixtures';

const TOKEN = { authorization: 'Bearer some-token-from-a-signed-in-visitor' };

describeEachEngine('catalogue', (getDb) => {
  let t: TestApp;
  let ids: {
    electronics: number;
    phones: number;
    laptops: number;
    vehicles: number;
    seller: number;
    business: number;
  };

  beforeAll(async () => {
    const db = getDb().db;
    await truncateAll(db);
    t = await buildTestApp(db);
    await insertCurrencies(db, ['GBP']);
    await insertSettings(db, {
      site_name: 'Sokoni',
      admin_email: 'team@sokoni.test',
      default_currency: 'CDF',
      max_images_per_ad: 8,
      maintenance_mode: false,
    });
    const electronics = await insertCategory(
      db,
      'electronics',
      { fr: 'Électronique', en: 'Electronics' },
      null,
      1,
    );
    const phones = await insertCategory(
      db,
      'mobile-phones',
      { fr: 'Téléphones', en: 'Mobile phones' },
      electronics,
      1,
    );
    const laptops = await insertCategory(
      db,
      'laptops',
      { fr: 'Ordinateurs portables', en: 'Laptops' },
      electronics,
      2,
    );
    const vehicles = await insertCategory(db, 'vehicles', { fr: 'Véhicules', en: 'Vehicles' }, null, 2);
    const kinshasa = await insertLocation(db, 'kinshasa', 'Kinshasa', 'province');
    const city = await insertLocation(db, 'kinshasa-ville', 'Kinshasa', 'city', kinshasa);
    await insertLocation(db, 'gombe', 'Gombe', 'commune', city);
    const seller = await insertUser(db, { name: 'Mireille', is_verified: true });
    const business = await insertUser(db, {
      name: 'Jean Mukendi',
      account_type: 'business',
      business: { name: 'Mukendi Électro', slug: 'mukendi-electro' },
    });
    await insertAd(db, { title: 'Samsung Galaxy A54', userId: seller, categoryId: phones });
    await insertAd(db, { title: 'iPhone 12', userId: business, categoryId: phones });
    await insertAd(db, { title: 'HP EliteBook', userId: business, categoryId: laptops });
    await insertAd(db, { title: 'Dell XPS', userId: business, categoryId: electronics });
    // None of these count: waiting for review, sold, expired, deleted.
    await insertAd(db, { title: 'Pending phone', userId: seller, categoryId: phones, status: 'pending' });
    await insertAd(db, { title: 'Sold car', userId: seller, categoryId: vehicles, status: 'sold' });
    await insertAd(db, { title: 'Old car', userId: seller, categoryId: vehicles, expiresAt: days(-1) });
    await insertAd(db, { title: 'Gone car', userId: seller, categoryId: vehicles, deletedAt: days(-1) });
    ids = { electronics, phones, laptops, vehicles, seller, business };
  });
  afterAll(() => t.close());

  describe('GET /api/settings', () => {
    it('returns the public settings over the defaults, never the admin address', async () => {
      const response = await t.app.inject({ url: '/api/settings' });
      expect(response.statusCode).toBe(200);
      const settings = response.json();
      expect(settings).toMatchObject({ site_name: 'Sokoni', default_currency: 'CDF', max_images_per_ad: 8 });
      expect(settings).toHaveProperty('ad_expiry_days');
      expect(settings).not.toHaveProperty('admin_email');
      expect(response.body).not.toContain('team@sokoni.test');
    });

    it('gives an anonymous visitor and a signed-in one the same answer', async () => {
      const anonymous = await t.app.inject({ url: '/api/settings' });
      const signedIn = await t.app.inject({ url: '/api/settings', headers: TOKEN });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual(anonymous.json());
    });
  });

  describe('GET /api/categories', () => {
    it('returns the tree with active-ad counts including children, in French by default', async () => {
      const response = await t.app.inject({ url: '/api/categories' });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.map((c: { slug: string }) => c.slug)).toEqual(['electronics', 'vehicles']);
      const [electronics, vehicles] = data;
      expect(electronics).toMatchObject({
        name: 'Électronique',
        names: { fr: 'Électronique', en: 'Electronics' },
        parent_id: null,
        ads_count: 4,
      });
      expect(electronics.children).toEqual([
        expect.objectContaining({
          slug: 'mobile-phones',
          name: 'Téléphones',
          ads_count: 2,
          parent_id: ids.electronics,
        }),
        expect.objectContaining({ slug: 'laptops', name: 'Ordinateurs portables', ads_count: 1 }),
      ]);
      expect(vehicles).toMatchObject({ ads_count: 0, children: [] });
    });

    it('names categories in English for Accept-Language: en', async () => {
      const response = await t.app.inject({
        url: '/api/categories',
        headers: { 'accept-language': 'en-US,en;q=0.8' },
      });
      const { data } = response.json();
      expect(data[0].name).toBe('Electronics');
      expect(data[0].children[0].name).toBe('Mobile phones');
    });

    it('gives an anonymous visitor and a signed-in one the same tree', async () => {
      const anonymous = await t.app.inject({ url: '/api/categories' });
      const signedIn = await t.app.inject({ url: '/api/categories', headers: TOKEN });
      expect(signedIn.json()).toEqual(anonymous.json());
    });

    it('returns one category with its parent and children, or 404 in the request language', async () => {
      const child = await t.app.inject({
        url: '/api/categories/mobile-phones',
        headers: { 'accept-language': 'en' },
      });
      expect(child.statusCode).toBe(200);
      expect(child.json()).toMatchObject({
        slug: 'mobile-phones',
        name: 'Mobile phones',
        parent: { slug: 'electronics', name: 'Electronics' },
        children: [],
      });
      const parent = await t.app.inject({ url: '/api/categories/electronics' });
      expect(parent.json().children.map((c: { slug: string }) => c.slug)).toEqual([
        'mobile-phones',
        'laptops',
      ]);
      const missing = await t.app.inject({ url: '/api/categories/boats' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Catégorie introuvable' });
    });
  });

  describe('GET /api/locations', () => {
    it('lists every place flat, with its path', async () => {
      const response = await t.app.inject({ url: '/api/locations' });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.map((l: { slug: string; type: string; path: string }) => [l.slug, l.type, l.path])).toEqual(
        [
          ['kinshasa', 'province', 'Kinshasa'],
          ['kinshasa-ville', 'city', 'Kinshasa, Kinshasa'],
          ['gombe', 'commune', 'Gombe, Kinshasa, Kinshasa'],
        ],
      );
    });

    it('returns one place by slug, or 404', async () => {
      const gombe = await t.app.inject({ url: '/api/locations/gombe' });
      expect(gombe.json()).toMatchObject({
        name: 'Gombe',
        type: 'commune',
        path: 'Gombe, Kinshasa, Kinshasa',
      });
      const missing = await t.app.inject({
        url: '/api/locations/atlantis',
        headers: { 'accept-language': 'en' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Location not found' });
    });
  });

  describe('GET /api/currencies', () => {
    it('lists the active currencies, base first, with rate, decimals and symbol position', async () => {
      const response = await t.app.inject({ url: '/api/currencies' });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.map((c: { code: string }) => c.code)).toEqual(['USD', 'CDF', 'EUR']);
      expect(data[0]).toEqual({ ...TEST_CURRENCIES[0], is_active: true });
      expect(data[1]).toMatchObject({
        code: 'CDF',
        symbol: 'FC',
        exchange_rate: 2500,
        decimal_places: 0,
        symbol_position: 'after',
      });
    });
  });

  describe('GET /api/users/{id}', () => {
    it('returns the public seller card of a business', async () => {
      const response = await t.app.inject({ url: `/api/users/${ids.business}` });
      expect(response.statusCode).toBe(200);
      const card = response.json();
      expect(card).toMatchObject({
        id: ids.business,
        name: 'Jean Mukendi',
        account_type: 'business',
        business_profile: { name: 'Mukendi Électro', slug: 'mukendi-electro' },
        is_verified: false,
        active_ads_count: 3,
        profile_image: null,
      });
      expect(new Date(card.member_since).getTime()).not.toBeNaN();
      expect(card).not.toHaveProperty('email');
      expect(response.body).not.toContain('@example.test');
    });

    it('counts only visible ads and shows the verified badge', async () => {
      const card = (await t.app.inject({ url: `/api/users/${ids.seller}` })).json();
      expect(card).toMatchObject({ is_verified: true, active_ads_count: 1, business_profile: null });
    });

    it('gives the same card with or without a token, 404 for an unknown user and 422 for a bad id', async () => {
      const anonymous = await t.app.inject({ url: `/api/users/${ids.seller}` });
      const signedIn = await t.app.inject({ url: `/api/users/${ids.seller}`, headers: TOKEN });
      expect(signedIn.json()).toEqual(anonymous.json());
      const missing = await t.app.inject({ url: '/api/users/999999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Utilisateur introuvable' });
      const bad = await t.app.inject({ url: '/api/users/abc', headers: { 'accept-language': 'en' } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ id: ['This field must be a whole number'] });
    });
  });

  describe('GET /api/stats', () => {
    it('counts visible ads and the sellers who have one', async () => {
      const response = await t.app.inject({ url: '/api/stats' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ active_ads: 4, sellers: 2 });
    });
  });
});
