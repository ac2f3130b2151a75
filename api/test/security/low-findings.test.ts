import { buildTestApp, describeEachEngine, truncateAll, type TestApp } from '../helper';
import { insertAd, insertCategory, insertCurrencies, insertSettings } from '../fixtures';
import { bearer, createAccount, PASSWORD } from '../support/accounts';
import { multipartBody } from '../support/multipart';

/** Item 7 of the hardening review: each of these was a 500, a leak or a wrong answer. */
describeEachEngine('security: low findings', (getDb) => {
  let t: TestApp;
  let seller: { id: number; token: string };
  let buyer: { id: number; token: string };
  let admin: { id: number; token: string };
  let ad: { id: number; slug: string };
  let pending: { id: number; slug: string };

  beforeAll(async () => {
    const db = getDb().db;
    await truncateAll(db);
    t = await buildTestApp(db);
    await insertCurrencies(db);
    await insertSettings(db, { default_currency: 'USD', auto_approve_ads: true, max_images_per_ad: 5 });
    const phones = await insertCategory(db, 'mobile-phones', { fr: 'Téléphones', en: 'Mobile phones' });
    seller = await createAccount(db, { name: 'Vendeur Gombe' });
    buyer = await createAccount(db, { name: 'Acheteur Lemba' });
    admin = await createAccount(db, { name: 'Admin', is_admin: true });
    ad = await insertAd(db, { title: 'Tecno Camon 20', userId: seller.id, categoryId: phones });
    pending = await insertAd(db, {
      title: 'Itel A70 en attente',
      userId: seller.id,
      categoryId: phones,
      status: 'pending',
    });
  });
  afterAll(() => t.close());

  describe('a NUL character is refused with 422, never a 500', () => {
    it.each([
      ['search q', { url: '/api/ads?q=abc%00def' }, 'q'],
      ['category filter', { url: '/api/ads?category=phones%00' }, 'category'],
      ['ad slug', { url: '/api/ads/tecno%00camon' }, 'idOrSlug'],
      ['category slug', { url: '/api/categories/mobile%00phones' }, 'slug'],
    ])('%s', async (_name, request, field) => {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual(['Ce champ contient un caractère non autorisé']);
    });

    it('in a JSON body (the register form)', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'accept-language': 'en' },
        payload: {
          name: 'Nul\u0000Person',
          email: 'nul@example.cd',
          password: 'Kinshasa-Mbote-2025',
          password_confirmation: 'Kinshasa-Mbote-2025',
          date_of_birth: '1990-01-01',
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.name).toEqual(['This field contains a character that is not allowed']);
    });

    it('in multipart fields (the profile name and bio, an ad title)', async () => {
      const profile = multipartBody({ _method: 'PUT', name: 'Mbote\u0000', bio: 'bio\u0000' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/profile',
        payload: profile.payload,
        headers: { ...profile.headers, ...bearer(buyer.token) },
      });
      expect(response.statusCode).toBe(422);
      const form = multipartBody({
        title: 'Titre\u0000nul',
        description: 'Une description assez longue pour passer.',
        price: '10',
        currency: 'USD',
        category: 'mobile-phones',
        condition: 'used',
      });
      const adResponse = await t.app.inject({
        method: 'POST',
        url: '/api/ads',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(seller.token) },
      });
      expect(adResponse.statusCode).toBe(422);
    });
  });

  it('ids past 2^31 are 404, not 500', async () => {
    for (const url of ['/api/users/2147483648', '/api/users/99999999999', '/api/ads/99999999999']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
    }
  });

  it('/api/users/{id} shows sellers only: not the administrator, not a buyer', async () => {
    expect((await t.app.inject({ url: `/api/users/${seller.id}` })).statusCode).toBe(200);
    for (const id of [admin.id, buyer.id]) {
      const response = await t.app.inject({ url: `/api/users/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Utilisateur introuvable' });
    }
  });

  it('rotating the user agent does not inflate the view count', async () => {
    const views = async () =>
      (await t.app.inject({ url: `/api/ads/${ad.id}`, remoteAddress: '198.51.100.20' })).json().views_count;
    const start = await views();
    for (let i = 0; i < 25; i += 1) {
      await t.app.inject({
        url: `/api/ads/${ad.id}`,
        remoteAddress: '198.51.100.21',
        headers: { 'user-agent': `Mozilla/5.0 (rotating ${i})` },
      });
    }
    // At most 10 distinct visitors per address and day; the first call counted one more from another address.
    expect((await views()) - start).toBe(10);
    // A signed-in person counts once, whatever their address or browser.
    const before = await views();
    for (const address of ['203.0.113.1', '203.0.113.2']) {
      await t.app.inject({
        url: `/api/ads/${ad.id}`,
        remoteAddress: address,
        headers: { ...bearer(buyer.token), 'user-agent': address },
      });
    }
    expect(await views()).toBe(before + 1);
  });

  it('answers to signed-in requests are never cached', async () => {
    const response = await t.app.inject({ url: '/api/user/profile', headers: bearer(buyer.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('echoes a well-formed X-Request-Id and replaces anything else', async () => {
    const safe = await t.app.inject({ url: '/api/categories', headers: { 'x-request-id': 'req-42.abc' } });
    expect(safe.headers['x-request-id']).toBe('req-42.abc');
    for (const bad of ['<script>alert(1)</script>', 'a'.repeat(200), 'line\u2028break']) {
      const response = await t.app.inject({ url: '/api/categories', headers: { 'x-request-id': bad } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('someone else’s pending ad is 404 to edit, like an ad that does not exist', async () => {
    const form = multipartBody({ title: 'Nouveau titre pour cette annonce' });
    const edit = (idOrSlug: number | string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ads/${idOrSlug}`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(buyer.token) },
      });
    const absent = await edit(999999);
    const notPublic = await edit(pending.id);
    expect(notPublic.statusCode).toBe(404);
    expect(notPublic.json()).toEqual(absent.json());
    // A public ad of someone else still says why (spec §6).
    expect((await edit(ad.id)).statusCode).toBe(403);
  });

  it.each(['abcdefgh', 'sokoni2026', 'azertyuiop'])(
    'refuses the easily guessed password %s',
    async (password) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: bearer(buyer.token),
        payload: { current_password: PASSWORD, password, password_confirmation: password },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.password).toEqual([
        expect.stringMatching(/trop (courant|facile à deviner)/),
      ]);
    },
  );

  it('refuses the current password as the new one', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: { ...bearer(buyer.token), 'accept-language': 'en' },
      payload: { current_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual([
      'The new password must be different from the current one.',
    ]);
  });
});
