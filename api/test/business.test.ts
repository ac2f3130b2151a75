import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'kysely';
import { columnOf, describeEachEngine, useTestApp } from './helper';
import { days, insertAd, insertCategory, insertCurrencies, insertUser } from './fixtures';
import { bearer, createAccount } from './support/accounts';
import { multipartBody } from './support/multipart';
import { phonePhoto } from './support/photos';
import { filesUnder } from './support/media-files';

const en = { 'accept-language': 'en' };
const fr = { 'accept-language': 'fr' };
const form = {
  business_name: 'Kin Électro',
  description: 'Téléphones et accessoires à Gombe',
  phone_number: '081 234 5678',
  address: 'Avenue du Commerce 12, Gombe',
  website: 'https://kin-electro.cd',
};

describeEachEngine('business', (getDb) => {
  let categoryId: number;

  const t = useTestApp(getDb);
  beforeEach(async () => {
    await insertCurrencies(t.db);
    categoryId = await insertCategory(t.db, 'mobile-phones', { fr: 'Téléphones', en: 'Mobile phones' });
    await rm(t.mediaRoot, { recursive: true, force: true });
    await mkdir(t.mediaRoot, { recursive: true });
  });

  /** Anonymous, a normal user, the business owner, another business and an admin. */
  async function cast() {
    const owner = await createAccount(t.db, { name: 'Owner', account_type: 'business' });
    await t.db
      .insertInto('business_profiles')
      .values({ user_id: owner.id, business_name: 'Owner Shop', slug: 'owner-shop', description: 'Ventes' })
      .execute();
    const otherBusiness = await createAccount(t.db, { name: 'Other shop', account_type: 'business' });
    await t.db
      .insertInto('business_profiles')
      .values({
        user_id: otherBusiness.id,
        business_name: 'Other Shop',
        slug: 'other-shop',
        description: 'Ventes',
      })
      .execute();
    const user = await createAccount(t.db, { name: 'Normal user' });
    const admin = await createAccount(t.db, { name: 'Admin', is_admin: true });
    return { owner, otherBusiness, user, admin };
  }

  const profileOf = (userId: number) =>
    t.db.selectFrom('business_profiles').where('user_id', '=', userId).selectAll().executeTakeFirstOrThrow();

  /** A paid premium boost of an ad (its payment and transaction) bought at `startedAt`. */
  async function boostAd(sellerId: number, adId: number, startedAt: Date, expiresAt: Date) {
    let plan = await t.db.selectFrom('promotion_plans').where('slug', '=', 'premium').select('id').executeTakeFirst();
    plan ??= await t.db
      .insertInto('promotion_plans')
      .values({
        slug: 'premium',
        name: 'Premium',
        description: 'x',
        price_minor: 500,
        currency_code: 'USD',
        duration_days: 7,
        boost_type: 'premium',
        features: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { count } = await t.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const paid = Number(count) + 1;
    const paymentId = `00000000-0000-4000-8000-${String(paid).padStart(12, '0')}`;
    await t.db
      .insertInto('payments')
      .values({
        id: paymentId,
        user_id: sellerId,
        ad_id: adId,
        plan_id: plan.id,
        method: 'mobile_money',
        provider: 'sandbox',
        status: 'succeeded',
        amount_minor: 500,
        currency_code: 'USD',
        boost_type: 'premium',
        duration_days: 7,
        idempotency_key: `key-${paid}`,
        request_hash: 'hash',
        created_at: startedAt,
        updated_at: startedAt,
      })
      .execute();
    await t.db
      .insertInto('transactions')
      .values({
        reference: `SOK-${paid}`,
        payment_id: paymentId,
        user_id: sellerId,
        ad_id: adId,
        amount_minor: 500,
        currency_code: 'USD',
        boost_type: 'premium',
        boost_expires_at: expiresAt,
        created_at: startedAt,
      })
      .execute();
  }

  describe('authorization of every business endpoint', () => {
    it('answers 401 to an anonymous caller on every signed-in endpoint', async () => {
      for (const [method, url] of [
        ['POST', '/api/user/convert-to-business'],
        ['PUT', '/api/business-profile'],
        ['POST', '/api/business-profile/logo'],
        ['DELETE', '/api/business-profile/logo'],
        ['GET', '/api/my-business/analytics'],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          payload: method === 'GET' || method === 'DELETE' ? undefined : form,
          headers: en,
        });
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({
          url,
          status: 401,
          body: { message: 'Unauthenticated.' },
        });
      }
    });

    it('lets a normal user and an admin convert, but not a business (409, nothing changes)', async () => {
      const { owner, user, admin } = await cast();
      for (const caller of [user, admin]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/user/convert-to-business',
          payload: { ...form, business_name: `Shop ${caller.id}` },
          headers: bearer(caller.token),
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().user).toMatchObject({
          id: caller.id,
          account_type: 'business',
          business_profile: { business_name: `Shop ${caller.id}`, slug: `shop-${caller.id}` },
        });
      }
      const before = await profileOf(owner.id);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/user/convert-to-business',
        payload: form,
        headers: { ...bearer(owner.token), ...en },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'Your account is already a business account' });
      expect(await profileOf(owner.id)).toEqual(before);
    });

    it('lets only a business edit its own profile, logo and analytics; others get 403', async () => {
      const { owner, otherBusiness, user, admin } = await cast();
      for (const caller of [user, admin]) {
        for (const [method, url, payload] of [
          ['PUT', '/api/business-profile', form],
          ['DELETE', '/api/business-profile/logo', undefined],
          ['GET', '/api/my-business/analytics', undefined],
        ] as const) {
          const response = await t.app.inject({
            method,
            url,
            payload,
            headers: { ...bearer(caller.token), ...en },
          });
          expect({ url, status: response.statusCode, body: response.json() }).toEqual({
            url,
            status: 403,
            body: { message: 'This page is for business accounts only' },
          });
        }
        const logo = multipartBody({}, [
          { name: 'logo', filename: 'logo.png', type: 'image/png', body: await phonePhoto() },
        ]);
        const upload = await t.app.inject({
          method: 'POST',
          url: '/api/business-profile/logo',
          payload: logo.payload,
          headers: { ...logo.headers, ...bearer(caller.token), ...en },
        });
        expect(upload.statusCode).toBe(403);
      }
      const otherBefore = await profileOf(otherBusiness.id);
      const updated = await t.app.inject({
        method: 'PUT',
        url: '/api/business-profile',
        payload: { ...form, business_name: 'Owner Shop' },
        headers: bearer(owner.token),
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().business_profile).toMatchObject({
        business_name: 'Owner Shop',
        slug: 'owner-shop',
        phone_number: '+243812345678',
        website: 'https://kin-electro.cd',
      });
      // The storefront writes the number as the ad page's seller card does (one formatter).
      const storefront = await t.app.inject({ method: 'GET', url: '/api/businesses/owner-shop' });
      expect(storefront.json()).toMatchObject({ phone: '+243812345678', phone_display: '+243 812 345 678' });
      // Another business editing changes only its own profile.
      const other = await t.app.inject({
        method: 'PUT',
        url: '/api/business-profile',
        payload: { ...form, business_name: 'Other Shop' },
        headers: bearer(otherBusiness.token),
      });
      expect(other.json().business_profile.id).toBe(otherBefore.id);
      expect((await profileOf(owner.id)).address).toBe(form.address);
    });

    it('shows a storefront to anyone, and the analytics of the caller only', async () => {
      const { owner, otherBusiness, user, admin } = await cast();
      for (const headers of [
        {},
        bearer(user.token),
        bearer(owner.token),
        bearer(otherBusiness.token),
        bearer(admin.token),
      ]) {
        const response = await t.app.inject({ method: 'GET', url: '/api/businesses/owner-shop', headers });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          name: 'Owner Shop',
          slug: 'owner-shop',
          user: { id: owner.id },
        });
      }
      await insertAd(t.db, { title: 'Tecno Spark', userId: owner.id, categoryId });
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/my-business/analytics?days=7',
        headers: bearer(owner.token),
      });
      const theirs = await t.app.inject({
        method: 'GET',
        url: '/api/my-business/analytics?days=7',
        headers: bearer(otherBusiness.token),
      });
      expect(mine.json().products.map((p: { title: string }) => p.title)).toEqual(['Tecno Spark']);
      expect(theirs.json().products).toEqual([]);
    });
  });

  describe('convert and update', () => {
    it('validates in the request language', async () => {
      const user = await createAccount(t.db);
      const payload = {
        business_name: '',
        description: '',
        website: 'javascript:alert(1)',
        phone_number: '12',
      };
      const french = await t.app.inject({
        method: 'POST',
        url: '/api/user/convert-to-business',
        payload,
        headers: { ...bearer(user.token), ...fr },
      });
      expect(french.statusCode).toBe(422);
      expect(french.json()).toEqual({
        message: 'Veuillez vérifier le formulaire et corriger les erreurs',
        errors: {
          business_name: ['Ce champ est obligatoire'],
          description: ['Ce champ est obligatoire'],
          website: ['Veuillez entrer une adresse web valide commençant par http:// ou https://'],
        },
      });
      const english = await t.app.inject({
        method: 'POST',
        url: '/api/user/convert-to-business',
        payload: { ...form, phone_number: '12' },
        headers: { ...bearer(user.token), ...en },
      });
      expect(english.json()).toEqual({
        message: 'Please check the form and correct any errors',
        errors: { phone_number: ['Please enter a valid phone number'] },
      });
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/user/convert-to-business',
        payload: {},
        headers: { ...bearer(user.token), ...en },
      });
      expect(missing.json().errors).toEqual({
        business_name: ['This field is required'],
        description: ['This field is required'],
      });
      expect(await columnOf(t.db, 'users', user.id, 'account_type')).toBe('individual');
      expect(await t.db.selectFrom('business_profiles').selectAll().execute()).toEqual([]);
    });

    it('accepts foreign numbers in international form and clears empty optional fields', async () => {
      const user = await createAccount(t.db);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/convert-to-business',
        payload: { ...form, phone_number: '+33 6 12 34 56 78', address: '  ', website: '' },
        headers: bearer(user.token),
      });
      expect(response.json().user.business_profile).toMatchObject({
        phone_number: '+33612345678',
        address: null,
        website: null,
      });
    });

    it('gives unique slugs, never a page name, and keeps old slugs leading to the storefront', async () => {
      const first = await createAccount(t.db);
      const second = await createAccount(t.db);
      const setup = await createAccount(t.db);
      const slugOf = async (token: string, name: string) =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/user/convert-to-business',
            payload: { ...form, business_name: name },
            headers: bearer(token),
          })
        ).json().user.business_profile.slug;
      expect(await slugOf(first.token, 'Kin Électro')).toBe('kin-electro');
      expect(await slugOf(second.token, 'KIN electro!')).toBe('kin-electro-2');
      // A page's own name is refused outright (business-names.test.ts has the whole list).
      const pageName = await t.app.inject({
        method: 'POST',
        url: '/api/user/convert-to-business',
        payload: { ...form, business_name: 'Setup' },
        headers: { ...bearer(setup.token), ...en },
      });
      expect(pageName.statusCode).toBe(422);

      const renamed = await t.app.inject({
        method: 'PUT',
        url: '/api/business-profile',
        payload: { ...form, business_name: 'Kin Électro Plus' },
        headers: bearer(first.token),
      });
      expect(renamed.json().business_profile.slug).toBe('kin-electro-plus');
      const old = await t.app.inject({ method: 'GET', url: '/api/businesses/kin-electro' });
      expect(old.statusCode).toBe(200);
      expect(old.json()).toMatchObject({ name: 'Kin Électro Plus', slug: 'kin-electro-plus' });
      // The old slug stays with its business: a newcomer of the same name gets another one.
      const third = await createAccount(t.db);
      expect(await slugOf(third.token, 'Kin Electro')).toBe('kin-electro-3');
      // Renaming back takes the slug back.
      const back = await t.app.inject({
        method: 'PUT',
        url: '/api/business-profile',
        payload: form,
        headers: bearer(first.token),
      });
      expect(back.json().business_profile.slug).toBe('kin-electro');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/businesses/kin-electro-plus' })).json().slug,
      ).toBe('kin-electro');
    });
  });

  describe('storefront', () => {
    it('lists active ads only, running boosts first then newest, paginated', async () => {
      const seller = await insertUser(t.db, {
        account_type: 'business',
        business: { name: 'Gombe Shop', slug: 'gombe-shop' },
      });
      await insertAd(t.db, { title: 'Old', userId: seller, categoryId, createdAt: days(-3) });
      await insertAd(t.db, { title: 'New', userId: seller, categoryId, createdAt: days(-1) });
      await insertAd(t.db, {
        title: 'Boosted',
        userId: seller,
        categoryId,
        createdAt: days(-5),
        boost: { type: 'premium', expiresAt: days(2) },
      });
      await insertAd(t.db, {
        title: 'Boost over',
        userId: seller,
        categoryId,
        createdAt: days(-6),
        boost: { type: 'premium', expiresAt: days(-1) },
      });
      for (const status of ['pending', 'inactive', 'sold', 'rejected'] as const) {
        await insertAd(t.db, { title: status, userId: seller, categoryId, status });
      }
      await insertAd(t.db, { title: 'Expired', userId: seller, categoryId, expiresAt: days(-1) });
      const response = await t.app.inject({ method: 'GET', url: '/api/businesses/gombe-shop?per_page=3' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user.ads.data.map((ad: { title: string }) => ad.title)).toEqual(['Boosted', 'New', 'Old']);
      expect(body.user.ads).toMatchObject({ total: 4, last_page: 2, current_page: 1 });
      const second = await t.app.inject({
        method: 'GET',
        url: '/api/businesses/gombe-shop?per_page=3&page=2',
      });
      expect(second.json().user.ads.data.map((ad: { title: string }) => ad.title)).toEqual(['Boost over']);
      expect(body).toMatchObject({
        name: 'Gombe Shop',
        description: 'Gombe Shop à Kinshasa',
        logo_url: null,
        phone: null,
      });
    });

    it("carries the owner's review average, count and count per star, without removed reviews", async () => {
      const seller = await insertUser(t.db, {
        account_type: 'business',
        business: { name: 'Rated Shop', slug: 'rated-shop' },
      });
      const empty = await t.app.inject({ method: 'GET', url: '/api/businesses/rated-shop' });
      expect(empty.json().user).toMatchObject({
        rating: null,
        reviews_count: 0,
        rating_counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      });
      const ratings = [5, 4, 4, 1];
      for (const [index, rating] of ratings.entries()) {
        const reviewer = await insertUser(t.db, { email: `reviewer${index}@example.cd` });
        const ad = await insertAd(t.db, { title: `Ad ${index}`, userId: seller, categoryId });
        await t.db
          .insertInto('reviews')
          .values({
            seller_id: seller,
            reviewer_id: reviewer,
            ad_id: ad.id,
            rating,
            comment: 'Bon vendeur',
            removed_at: rating === 1 ? new Date() : null,
          })
          .execute();
      }
      const rated = await t.app.inject({ method: 'GET', url: '/api/businesses/rated-shop' });
      expect(rated.json().user).toMatchObject({
        rating: 4.3,
        reviews_count: 3,
        rating_counts: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
      });
      // The per-star counts are the whole breakdown: no review text or reviewer rides along.
      expect(Object.keys(rated.json().user.rating_counts)).toEqual(['1', '2', '3', '4', '5']);
    });

    it('is 404 for an unknown slug and for a banned or deleted owner', async () => {
      await insertUser(t.db, {
        account_type: 'business',
        is_banned: true,
        business: { name: 'Banned', slug: 'banned' },
      });
      await insertUser(t.db, {
        account_type: 'business',
        deleted_at: new Date(),
        business: { name: 'Gone', slug: 'gone' },
      });
      for (const slug of ['nobody', 'banned', 'gone']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/businesses/${slug}`, headers: en });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Business not found' });
      }
    });
  });

  describe('logo', () => {
    async function business() {
      const account = await createAccount(t.db, { account_type: 'business' });
      await t.db
        .insertInto('business_profiles')
        .values({ user_id: account.id, business_name: 'Logo Shop', slug: 'logo-shop', description: 'x' })
        .execute();
      return account;
    }
    const upload = (token: string, body: Buffer, headers: Record<string, string> = en) => {
      const parts = multipartBody({}, [{ name: 'logo', filename: 'logo.png', type: 'image/png', body }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/business-profile/logo',
        payload: parts.payload,
        headers: { ...parts.headers, ...bearer(token), ...headers },
      });
    };

    it('stores WebP widths without EXIF, replaces the old logo and removes it on demand', async () => {
      const owner = await business();
      const first = await upload(owner.token, await phonePhoto({ width: 900, height: 600 }));
      expect(first.statusCode).toBe(200);
      const firstUrl: string = first.json().business_profile.logo_url;
      expect(firstUrl).toMatch(/^\/media\/business\/\d+\/logo-[0-9a-f]+-256\.webp$/);
      const files = await filesUnder(t.mediaRoot);
      expect(files.map((file) => file.replace(/logo-[0-9a-f]+/, 'logo-x')).sort()).toEqual(
        ['128', '256', '512'].map((w) =>
          path.join('business', String(files[0].split('/')[1]), `logo-x-${w}.webp`),
        ),
      );
      const stored = await sharp(path.join(t.mediaRoot, firstUrl.replace('/media/', ''))).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: 256, height: 171 });
      expect(stored.exif).toBeUndefined();

      const gif = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ffcc00' } })
        .gif()
        .toBuffer();
      const second = await upload(owner.token, gif);
      expect(second.statusCode).toBe(200);
      expect(second.json().business_profile.logo_url).not.toBe(firstUrl);
      expect(await filesUnder(t.mediaRoot)).toHaveLength(3);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/business-profile/logo',
        headers: bearer(owner.token),
      });
      expect(removed.json().business_profile.logo_url).toBeNull();
      expect(await filesUnder(t.mediaRoot)).toEqual([]);
    });

    it('keeps the old logo and leaves no new file when saving the new one fails', async () => {
      const owner = await business();
      const first = await upload(owner.token, await phonePhoto({ width: 300, height: 200 }));
      expect(first.statusCode).toBe(200);
      const before = (await filesUnder(t.mediaRoot)).sort();
      expect(before).toHaveLength(3);
      await sql`CREATE FUNCTION refuse_logo() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused for the test'; END $$`.execute(t.db);
      await sql`CREATE TRIGGER refuse_logo BEFORE UPDATE ON business_profiles FOR EACH ROW EXECUTE FUNCTION refuse_logo()`.execute(
        t.db,
      );
      try {
        const second = await upload(owner.token, await phonePhoto({ width: 400, height: 300 }));
        expect(second.statusCode).toBe(500);
      } finally {
        await sql`DROP TRIGGER refuse_logo ON business_profiles`.execute(t.db);
        await sql`DROP FUNCTION refuse_logo()`.execute(t.db);
      }
      expect((await filesUnder(t.mediaRoot)).sort()).toEqual(before);
    });

    it('refuses what is not a picture, a file over 2 MB and a missing file, leaving nothing on disk', async () => {
      const owner = await business();
      const text = await upload(owner.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), fr);
      expect(text.statusCode).toBe(422);
      expect(text.json().errors).toEqual({ logo: ['Le logo doit être une image PNG, JPG, GIF ou WebP'] });
      const truncated = (await phonePhoto()).subarray(0, 400);
      expect((await upload(owner.token, truncated)).json().errors).toEqual({
        logo: ['The logo must be a PNG, JPG, GIF or WebP image'],
      });
      const big = await upload(
        owner.token,
        Buffer.concat([await phonePhoto(), Buffer.alloc(2 * 1024 * 1024)]),
      );
      expect(big.statusCode).toBe(422);
      expect(big.json().errors).toEqual({ logo: ['The logo must not exceed 2 MB'] });
      const none = await t.app.inject({
        method: 'POST',
        url: '/api/business-profile/logo',
        payload: {},
        headers: { ...bearer(owner.token), ...en },
      });
      expect(none.json().errors).toEqual({ logo: ['Choose an image for the logo'] });
      // A PNG whose header claims more pixels than any logo needs is refused before it is decoded.
      const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect((await upload(owner.token, bomb)).statusCode).toBe(422);
      expect(await filesUnder(t.mediaRoot)).toEqual([]);
      expect((await profileOf(owner.id)).logo_path).toBeNull();
    });
  });

  describe('analytics', () => {
    it('counts views of others per day and ad, favourites of others, conversations as 0 for now, phone reveals per day', async () => {
      const seller = await createAccount(t.db, { account_type: 'business' });
      await t.db
        .insertInto('business_profiles')
        .values({ user_id: seller.id, business_name: 'Stats', slug: 'stats', description: 'x' })
        .execute();
      const buyer = await createAccount(t.db);
      const phone = await insertAd(t.db, { title: 'Phone', userId: seller.id, categoryId });
      const radio = await insertAd(t.db, { title: 'Radio', userId: seller.id, categoryId });
      // The seller opening their own ad counts nothing; a visitor counts once a day.
      await t.app.inject({ method: 'GET', url: `/api/ads/${phone.slug}`, headers: bearer(seller.token) });
      await t.app.inject({
        method: 'GET',
        url: `/api/ads/${phone.slug}`,
        headers: { 'user-agent': 'buyer' },
      });
      await t.app.inject({
        method: 'GET',
        url: `/api/ads/${phone.slug}`,
        headers: { 'user-agent': 'buyer' },
      });
      await t.db
        .insertInto('ad_views')
        .values({ ad_id: radio.id, visitor_hash: 'old', day: days(-10).toISOString().slice(0, 10) })
        .execute();
      await t.db
        .insertInto('ad_views')
        .values({ ad_id: radio.id, visitor_hash: 'recent', day: days(-3).toISOString().slice(0, 10) })
        .execute();
      await t.app.inject({
        method: 'POST',
        url: `/api/ads/${phone.id}/favorite`,
        headers: bearer(buyer.token),
      });
      await t.app.inject({
        method: 'POST',
        url: `/api/ads/${radio.id}/favorite`,
        headers: bearer(seller.token),
      });

      // Phone reveals: two today through the ad page (the shop's published number), and earlier days' counts.
      await t.db.updateTable('business_profiles').set({ phone_number: '+243812345678' }).where('user_id', '=', seller.id).execute();
      for (let i = 0; i < 2; i++)
        expect((await t.app.inject({ method: 'POST', url: `/api/ads/${radio.id}/phone` })).statusCode).toBe(200);
      await t.db
        .insertInto('ad_phone_reveals')
        .values([
          { ad_id: phone.id, day: days(-2).toISOString().slice(0, 10), count: 4 },
          { ad_id: phone.id, day: days(-10).toISOString().slice(0, 10), count: 5 },
        ])
        .execute();

      const week = (
        await t.app.inject({
          method: 'GET',
          url: '/api/my-business/analytics?days=7',
          headers: bearer(seller.token),
        })
      ).json();
      expect(week.days).toBe(7);
      expect(week.totals).toEqual({ views: 2, favorites: 1, conversations: 0, phone_reveals: 6 });
      expect(week.daily).toHaveLength(7);
      expect(week.daily[6]).toEqual({
        day: new Date().toISOString().slice(0, 10),
        views: 1,
        favorites: 1,
        conversations: 0,
        phone_reveals: 2,
      });
      expect(week.daily[4]).toMatchObject({ day: days(-2).toISOString().slice(0, 10), phone_reveals: 4 });
      expect(week.products).toEqual([
        { ad_id: phone.id, title: 'Phone', slug: phone.slug, views: 1, favorites: 1, conversations: 0, phone_reveals: 4 },
        { ad_id: radio.id, title: 'Radio', slug: radio.slug, views: 1, favorites: 0, conversations: 0, phone_reveals: 2 },
      ]);
      const month = (
        await t.app.inject({
          method: 'GET',
          url: '/api/my-business/analytics',
          headers: bearer(seller.token),
        })
      ).json();
      expect(month.days).toBe(30);
      expect(month.totals.views).toBe(3);
      expect(month.totals.phone_reveals).toBe(11);
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/api/my-business/analytics?days=12',
        headers: { ...bearer(seller.token), ...en },
      });
      expect(wrong.statusCode).toBe(422);
    });
  });

  describe('boost effects of the dashboard', () => {
    const effectsUrl = (ids: number[]) => `/api/my-business/boost-effects?ad_ids=${ids.join(',')}`;

    it('answers the owner only: 401 anonymous, 403 a user or an admin, nothing of it to another business', async () => {
      const { owner, otherBusiness, user, admin } = await cast();
      const ad = await insertAd(t.db, { title: 'Phone', userId: owner.id, categoryId });
      const theirs = await insertAd(t.db, { title: 'Radio', userId: otherBusiness.id, categoryId });
      await boostAd(owner.id, ad.id, days(-1), days(6));
      const url = effectsUrl([ad.id]);

      const anonymous = await t.app.inject({ method: 'GET', url, headers: en });
      expect({ status: anonymous.statusCode, body: anonymous.json() }).toEqual({
        status: 401,
        body: { message: 'Unauthenticated.' },
      });
      for (const caller of [user, admin]) {
        const refused = await t.app.inject({ method: 'GET', url, headers: { ...bearer(caller.token), ...en } });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toEqual(expect.any(String));
        expect(JSON.stringify(refused.json())).not.toContain('premium');
      }
      const other = await t.app.inject({ method: 'GET', url, headers: bearer(otherBusiness.token) });
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual({ ads: [] });
      const mine = await t.app.inject({
        method: 'GET',
        url: effectsUrl([ad.id, theirs.id]),
        headers: bearer(owner.token),
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().ads).toEqual([
        { ad_id: ad.id, boost: expect.objectContaining({ boost_type: 'premium', active: true, days: 2 }) },
      ]);
    });

    it('refuses a list that is not ad ids, in the caller\'s language', async () => {
      const { owner } = await cast();
      for (const query of [
        '',
        '?ad_ids=',
        '?ad_ids=abc',
        '?ad_ids=1,,2',
        '?ad_ids=0',
        '?ad_ids=9999999999',
        `?ad_ids=${Array(61).fill(1).join(',')}`,
      ]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/my-business/boost-effects${query}`,
          headers: { ...bearer(owner.token), ...fr },
        });
        expect({ query, status: response.statusCode }).toEqual({ query, status: 422 });
        expect(response.json().message).toBe('Veuillez vérifier le formulaire et corriger les erreurs');
        expect(response.json().errors.ad_ids).toEqual([expect.stringMatching(/^Ce champ /)]);
      }
    });

    it('gives each ad of a page its latest boost against as many days before it, per day, zeros included', async () => {
      const { owner: seller } = await cast();
      const buyer = await createAccount(t.db);
      const otherBuyer = await createAccount(t.db);
      const phone = await insertAd(t.db, { title: 'Phone', userId: seller.id, categoryId });
      const radio = await insertAd(t.db, { title: 'Radio', userId: seller.id, categoryId });
      const lamp = await insertAd(t.db, { title: 'Lamp', userId: seller.id, categoryId });
      const fan = await insertAd(t.db, { title: 'Fan', userId: seller.id, categoryId });
      const day = (n: number) => days(n).toISOString().slice(0, 10);
      const view = (adId: number, n: number, visitor: string) =>
        t.db.insertInto('ad_views').values({ ad_id: adId, visitor_hash: visitor, day: day(n) }).execute();

      // Phone: an old boost, then one bought two days ago for a week: 3 days after (today included), 3 before.
      await boostAd(seller.id, phone.id, days(-20), days(-13));
      await boostAd(seller.id, phone.id, days(-2), days(5));
      for (const [n, visitor] of [
        [-6, 'too-early'],
        [-5, 'a'],
        [-3, 'b'],
        [-2, 'c'],
        [-2, 'd'],
        [-1, 'e'],
        [0, 'f'],
      ] as const) {
        await view(phone.id, n, visitor);
      }
      await t.db
        .insertInto('favorites')
        .values([
          { user_id: buyer.id, ad_id: phone.id, created_at: days(-4) },
          { user_id: otherBuyer.id, ad_id: phone.id, created_at: days(0) },
          // The seller's own favourite counts for nothing.
          { user_id: seller.id, ad_id: phone.id, created_at: days(-1) },
        ])
        .execute();
      await t.db
        .insertInto('conversations')
        .values([
          { ad_id: phone.id, buyer_id: buyer.id, seller_id: seller.id, created_at: days(-1), last_message_at: days(-1) },
          { ad_id: phone.id, buyer_id: otherBuyer.id, seller_id: seller.id, created_at: days(-1), last_message_at: days(-1) },
        ])
        .execute();
      await t.db
        .insertInto('ad_phone_reveals')
        .values([
          { ad_id: phone.id, day: day(-6), count: 9 },
          { ad_id: phone.id, day: day(-3), count: 1 },
          { ad_id: phone.id, day: day(0), count: 2 },
        ])
        .execute();
      // Radio: a two-day boost that is over: the day after it counts for nothing.
      await boostAd(seller.id, radio.id, days(-10), days(-9));
      for (const n of [-12, -11, -10, -9, -8]) await view(radio.id, n, `v${n}`);
      // Fan: boosted six days ago, then again before that boost ended (an extension): one boost of 7 days so far.
      await boostAd(seller.id, fan.id, days(-6), days(-3));
      await boostAd(seller.id, fan.id, days(-4), days(4));
      await view(fan.id, -13, 'first-before');
      await view(fan.id, -6, 'first-during');

      const response = await t.app.inject({
        method: 'GET',
        url: effectsUrl([radio.id, phone.id, lamp.id, phone.id, fan.id]),
        headers: bearer(seller.token),
      });
      expect(response.statusCode).toBe(200);
      const zeros = { views: 0, contacts: 0, phone_reveals: 0, favorites: 0 };
      expect(response.json()).toEqual({
        ads: [
          {
            ad_id: radio.id,
            boost: {
              boost_type: 'premium',
              started_at: expect.any(String),
              expires_at: expect.any(String),
              active: false,
              days: 2,
              daily: [
                { day: day(-12), ...zeros, views: 1 },
                { day: day(-11), ...zeros, views: 1 },
                { day: day(-10), ...zeros, views: 1 },
                { day: day(-9), ...zeros, views: 1 },
              ],
            },
          },
          {
            ad_id: phone.id,
            boost: {
              boost_type: 'premium',
              started_at: expect.any(String),
              expires_at: expect.any(String),
              active: true,
              days: 3,
              daily: [
                { day: day(-5), views: 1, contacts: 0, phone_reveals: 0, favorites: 0 },
                { day: day(-4), views: 0, contacts: 0, phone_reveals: 0, favorites: 1 },
                { day: day(-3), views: 1, contacts: 0, phone_reveals: 1, favorites: 0 },
                { day: day(-2), views: 2, contacts: 0, phone_reveals: 0, favorites: 0 },
                { day: day(-1), views: 1, contacts: 2, phone_reveals: 0, favorites: 0 },
                { day: day(0), views: 1, contacts: 0, phone_reveals: 2, favorites: 1 },
              ],
            },
          },
          { ad_id: lamp.id, boost: null },
          { ad_id: fan.id, boost: expect.objectContaining({ active: true, days: 7 }) },
        ],
      });
      const [, phoneEffect, , fanEffect] = response.json().ads.map((entry: { boost: unknown }) => entry.boost);
      expect(Math.abs(Date.parse(phoneEffect.started_at) - days(-2).getTime())).toBeLessThan(60_000);
      expect(Math.abs(Date.parse(fanEffect.started_at) - days(-6).getTime())).toBeLessThan(60_000);
      expect(fanEffect.daily.map((entry: { views: number }) => entry.views)).toEqual([
        1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0,
      ]);
    });
  });
});
