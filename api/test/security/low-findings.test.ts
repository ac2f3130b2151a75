import { describeEachEngine, truncateAll, useTestApp } from '../helper';
import { insertAd, insertAdEssentials } from '../fixtures';
import { bearer, createAccount, PASSWORD, register } from '../support/accounts';
import { multipartBody } from '../support/multipart';

/** Item 7 of the hardening review: each of these was a 500, a leak or a wrong answer. */
describeEachEngine('security: low findings', (getDb) => {
  const t = useTestApp(getDb, {}, { emptyEachTest: false });
  let seller: { id: number; token: string };
  let buyer: { id: number; token: string };
  let admin: { id: number; token: string };
  let ad: { id: number; slug: string };
  let pending: { id: number; slug: string };

  beforeAll(async () => {
    const db = t.db;
    await truncateAll(db);
    const phones = await insertAdEssentials(db);
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

  describe('a NUL character is refused with 422, never a 500', () => {
    it.each([
      ['search q', { url: '/api/ads?q=abc%00def' }, 'q'],
      ['category filter', { url: '/api/ads?category=phones%00' }, 'category'],
    ])('%s', async (_name, request, field) => {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual(['Ce champ contient un caractère non autorisé']);
    });

    it('in a JSON body (the register form)', async () => {
      const response = await register(t.app, {
        name: 'Nul\u0000Person',
        email: 'nul@example.cd',
        password: 'Kinshasa-Mbote-2025',
        date_of_birth: '1990-01-01',
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
    // A public ad of someone else still says why.
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
  /** Finding 12 of the second hardening review: small oracles and gaps. */
  describe('small oracles', () => {
    it.each(['%00', '%01', '%1F', '%7F'])(
      'an ad slug with the control character %s is 404, word for word like an unknown slug (fr and en)',
      async (control) => {
        for (const headers of [{}, { 'accept-language': 'en' }]) {
          const unknown = await t.app.inject({ url: '/api/ads/tecno-camon-inconnu', headers });
          const controlled = await t.app.inject({ url: `/api/ads/tecno${control}camon`, headers });
          expect(unknown.statusCode).toBe(404);
          expect([controlled.statusCode, controlled.json()]).toEqual([404, unknown.json()]);
        }
      },
    );

    it('other slugs with a NUL are 404 like unknown ones too (category, place, shop)', async () => {
      for (const base of ['/api/categories/', '/api/locations/', '/api/businesses/']) {
        const unknown = await t.app.inject({ url: `${base}inconnu-ici` });
        const controlled = await t.app.inject({ url: `${base}inconnu%00ici` });
        expect([base, controlled.statusCode, controlled.json()]).toEqual([base, 404, unknown.json()]);
      }
    });

    it('someone else’s conversation answers exactly like one that does not exist', async () => {
      const contact = await t.app.inject({
        method: 'POST',
        url: `/api/ads/${ad.id}/contact`,
        headers: bearer(buyer.token),
        payload: { message: 'Bonjour, toujours disponible ?' },
      });
      expect(contact.statusCode).toBe(201);
      const id: number = contact.json().conversation.id;
      const outsider = await createAccount(t.db, { name: 'Curieux' });
      for (const [method, suffix, payload] of [
        ['GET', '', undefined],
        ['POST', '/messages', { message: 'Coucou', client_id: 'oracle-client-1' }],
        ['PATCH', '', { archived: true }],
        ['DELETE', `/messages/${contact.json().message.id}`, undefined],
      ] as const) {
        const ask = (conversationId: number) =>
          t.app.inject({
            method,
            url: `/api/conversations/${conversationId}${suffix}`,
            headers: bearer(outsider.token),
            ...(payload ? { payload } : {}),
          });
        const [other, missing] = [await ask(id), await ask(id + 10_000)];
        expect([method, other.statusCode, other.json()]).toEqual([method, 404, missing.json()]);
      }
    });

    it('someone else’s ad that the public cannot see is 404 to promote, like an ad that does not exist', async () => {
      const promote = (adId: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments',
          headers: { ...bearer(buyer.token), 'idempotency-key': `oracle-${adId}-${Date.now()}` },
          payload: {
            ad_id: adId,
            plan_id: 1,
            method: 'card',
            card_number: '4242424200000000',
            card_expiry: '12/39',
            card_cvc: '123',
          },
        });
      const absent = await promote(999999);
      const notPublic = await promote(pending.id);
      expect(absent.statusCode).toBe(404);
      expect([notPublic.statusCode, notPublic.json()]).toEqual([404, absent.json()]);
      expect((await promote(ad.id)).statusCode).toBe(403);
    });

    it.each(['success😀@x.cd', 'success@x😀.cd', 'succ\u200bess@x.cd', 'success@x.c😀d'])(
      'the PayPal address %s is refused with the email message',
      async (email) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/payments',
          headers: {
            ...bearer(seller.token),
            'idempotency-key': `paypal-${Date.now()}`,
            'accept-language': 'en',
          },
          payload: { ad_id: ad.id, plan_id: 1, method: 'paypal', paypal_email: JSON.parse(`"${email}"`) },
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.paypal_email).toEqual(['Please enter a valid email']);
      },
    );
  });
});
