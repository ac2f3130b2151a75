import { describeEachEngine, useTestApp } from './helper';
import { insertAd, insertCategory, insertCurrencies } from './fixtures';
import { bearer, createAccount } from './support/accounts';

const en = { 'accept-language': 'en' };

describeEachEngine('reviews and reports', (getDb) => {
  const t = useTestApp(getDb);
  beforeEach(async () => {
    await insertCurrencies(t.db);
  });

  async function scene({ sellerAnswers = true } = {}) {
    const seller = await createAccount(t.db, { name: 'Kin Électro' });
    const buyer = await createAccount(t.db, { name: 'Patrick' });
    const third = await createAccount(t.db, { name: 'Intrus' });
    const admin = await createAccount(t.db, { name: 'Admin', is_admin: true });
    const category = await insertCategory(t.db, 'phones', { fr: 'Téléphones', en: 'Phones' });
    const ad = await insertAd(t.db, { title: 'Tecno Spark 20', userId: seller.id, categoryId: category });
    const contact = await t.app.inject({
      method: 'POST',
      url: `/api/ads/${ad.id}/contact`,
      payload: { message: 'Bonjour, disponible ?' },
      headers: bearer(buyer.token),
    });
    const conversationId = contact.json().conversation.id as number;
    if (sellerAnswers) {
      await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        payload: { message: 'Oui !', client_id: 'seller-answer-1' },
        headers: bearer(seller.token),
      });
    }
    return { seller, buyer, third, admin, ad, category, conversationId };
  }

  const review = (
    token: string,
    sellerId: number,
    adId: number,
    rating = 4,
    comment = 'Vendeur sérieux et ponctuel',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${sellerId}/reviews`,
      payload: { ad_id: adId, rating, comment },
      headers: { ...bearer(token), ...en },
    });

  describe('reviews', () => {
    it('lets a buyer who talked with the seller review once; others are refused', async () => {
      const { seller, buyer, third, admin, ad } = await scene();
      const created = await review(buyer.token, seller.id, ad.id, 4);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        seller_id: seller.id,
        rating: 4,
        comment: 'Vendeur sérieux et ponctuel',
        reviewer: { id: buyer.id, name: 'Patrick' },
        ad: { id: ad.id, title: 'Tecno Spark 20' },
        reply: null,
      });
      const twice = await review(buyer.token, seller.id, ad.id, 5);
      expect([twice.statusCode, twice.json()]).toEqual([
        409,
        { message: 'You have already reviewed this seller for this ad.' },
      ]);
      for (const caller of [third, admin]) {
        const refused = await review(caller.token, seller.id, ad.id);
        expect([refused.statusCode, refused.json()]).toEqual([
          403,
          { message: 'You can review a seller only after exchanging messages with them about this ad.' },
        ]);
      }
      const self = await review(seller.token, seller.id, ad.id);
      expect([self.statusCode, self.json()]).toEqual([422, { message: 'You cannot review yourself.' }]);
      const outOfRange = await review(buyer.token, seller.id, ad.id, 6);
      expect(outOfRange.statusCode).toBe(422);
      expect(outOfRange.json().errors.rating).toEqual(['The value must be less than or equal to 5']);
    });

    it('needs the seller to have answered before a review', async () => {
      const { seller, buyer, ad } = await scene({ sellerAnswers: false });
      expect((await review(buyer.token, seller.id, ad.id)).statusCode).toBe(403);
    });

    it("lists reviews newest first with the count per number of stars, and gives the ad the seller's rating and count", async () => {
      const { seller, buyer, ad, category } = await scene();
      await review(buyer.token, seller.id, ad.id, 5);
      const other = await createAccount(t.db, { name: 'Aline' });
      const ad2 = await insertAd(t.db, {
        title: 'iPhone 12 reconditionné',
        userId: seller.id,
        categoryId: category,
      });
      const c2 = (
        await t.app.inject({
          method: 'POST',
          url: `/api/ads/${ad2.id}/contact`,
          payload: { message: 'Prix ?' },
          headers: bearer(other.token),
        })
      ).json().conversation.id;
      await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${c2}/messages`,
        payload: { message: '300 $', client_id: 'seller-answer-2' },
        headers: bearer(seller.token),
      });
      await review(other.token, seller.id, ad2.id, 2, 'Pas venu au rendez-vous');
      const list = (await t.app.inject({ url: `/api/users/${seller.id}/reviews` })).json();
      expect(list).toMatchObject({
        rating: 3.5,
        reviews_count: 2,
        rating_counts: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 },
        total: 2,
        seller: { id: seller.id, name: 'Kin Électro', avatar: null, is_verified: expect.any(Boolean) },
      });
      expect(list.data.map((r: { rating: number }) => r.rating)).toEqual([2, 5]);
      const adBody = (await t.app.inject({ url: `/api/ads/${ad.id}` })).json();
      expect([adBody.rating, adBody.reviews_count]).toEqual([3.5, 2]);
      const missing = await t.app.inject({ url: '/api/users/99999/reviews', headers: en });
      expect(missing.statusCode).toBe(404);
    });

    it('lets only the reviewed seller reply, once', async () => {
      const { seller, buyer, third, admin, ad } = await scene();
      const id = (await review(buyer.token, seller.id, ad.id)).json().id;
      const reply = (token: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/reviews/${id}/reply`,
          payload: { reply: 'Merci beaucoup !' },
          headers: { ...bearer(token), ...en },
        });
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/reviews/${id}/reply`,
        payload: { reply: 'Merci' },
        headers: en,
      });
      expect(anonymous.statusCode).toBe(401);
      for (const caller of [buyer, third, admin]) {
        const refused = await reply(caller.token);
        expect([refused.statusCode, refused.json()]).toEqual([
          403,
          { message: 'Only the reviewed seller can reply to this review.' },
        ]);
      }
      const ok = await reply(seller.token);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ reply: 'Merci beaucoup !' });
      expect(ok.json().replied_at).not.toBeNull();
      const again = await reply(seller.token);
      expect([again.statusCode, again.json()]).toEqual([
        409,
        { message: 'You have already replied to this review.' },
      ]);
    });

    it('DELETE /api/admin/reviews/{id} is for administrators only and hides the review', async () => {
      const { seller, buyer, third, admin, ad } = await scene();
      const id = (await review(buyer.token, seller.id, ad.id)).json().id;
      for (const caller of [buyer, seller, third]) {
        const refused = await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/reviews/${id}`,
          headers: { ...bearer(caller.token), ...en },
        });
        expect([refused.statusCode, refused.json()]).toEqual([
          403,
          { message: 'You do not have permission to access this page' },
        ]);
      }
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/reviews/${id}`,
        headers: { ...bearer(admin.token), ...en },
      });
      expect([removed.statusCode, removed.json()]).toEqual([
        200,
        { message: 'The review has been removed.' },
      ]);
      const list = (await t.app.inject({ url: `/api/users/${seller.id}/reviews` })).json();
      expect(list).toMatchObject({
        data: [],
        rating: null,
        reviews_count: 0,
        rating_counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      });
      const row = await t.db.selectFrom('reviews').where('id', '=', id).selectAll().executeTakeFirstOrThrow();
      expect(row.removed_by).toBe(admin.id);
      const twice = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/reviews/${id}`,
        headers: bearer(admin.token),
      });
      expect(twice.statusCode).toBe(404);
    });
  });

  describe('seller phone on the seller card', () => {
    it("publishes a business profile's number, formatted, and never the phone given at registration", async () => {
      const { seller } = await scene();
      await t.db.updateTable('users').set({ phone: '+243810000001' }).where('id', '=', seller.id).execute();
      const individual = (await t.app.inject({ url: `/api/users/${seller.id}` })).json();
      expect([individual.phone, individual.phone_display]).toEqual([null, null]);
      await t.db.updateTable('users').set({ account_type: 'business' }).where('id', '=', seller.id).execute();
      await t.db
        .insertInto('business_profiles')
        .values({
          user_id: seller.id,
          business_name: 'Kin Électro',
          slug: 'kin-electro',
          description: 'Téléphones',
          phone_number: '0812345678',
        })
        .execute();
      const business = (await t.app.inject({ url: `/api/users/${seller.id}` })).json();
      expect([business.phone, business.phone_display]).toEqual(['+243812345678', '+243 812 345 678']);
    });
  });

  describe('reports', () => {
    const report = (
      token: string,
      adId: number | string,
      payload: object = { reason: 'scam', comment: 'Demande un paiement avant' },
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ads/${adId}/reports`,
        payload,
        headers: { ...bearer(token), ...en },
      });

    it('keeps one open report per person and ad for the moderation queue', async () => {
      const { seller, buyer, third, admin, ad } = await scene();
      const created = await report(buyer.token, ad.id);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        message: 'Thank you. Your report has been sent to our moderation team.',
        report: { ad_id: ad.id, reason: 'scam', comment: 'Demande un paiement avant', status: 'open' },
      });
      const again = await report(buyer.token, ad.slug, { reason: 'other' });
      expect([again.statusCode, again.json()]).toEqual([
        409,
        { message: 'You have already reported this ad: our team is looking into it.' },
      ]);
      for (const caller of [third, admin])
        expect((await report(caller.token, ad.id, { reason: 'duplicate' })).statusCode).toBe(201);
      const own = await report(seller.token, ad.id);
      expect([own.statusCode, own.json()]).toEqual([422, { message: 'You cannot report your own ad.' }]);
      const badReason = await report(buyer.token, ad.id, { reason: 'boring' });
      expect(badReason.statusCode).toBe(422);
      expect(badReason.json().errors.reason).toEqual(['The selected value is invalid']);
      expect(
        await t.db.selectFrom('reports').select(['reporter_id', 'status']).orderBy('id').execute(),
      ).toEqual([
        { reporter_id: buyer.id, status: 'open' },
        { reporter_id: third.id, status: 'open' },
        { reporter_id: admin.id, status: 'open' },
      ]);
      // Once the moderators close it, the same person may report again.
      await t.db
        .updateTable('reports')
        .set({ status: 'dismissed' })
        .where('reporter_id', '=', buyer.id)
        .execute();
      expect((await report(buyer.token, ad.id, { reason: 'sold' })).statusCode).toBe(201);
    });
  });
});
