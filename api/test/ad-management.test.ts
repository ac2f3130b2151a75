import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/types';
import { LocalFolderStorage } from '../src/media/storage';
import { expireAds } from '../src/services/ad-expiry';
import { buildTestApp, columnOf, describeEachEngine, type TestApp, truncateAll } from './helper';
import { days, insertAd, insertCategory, insertCurrencies, insertLocation, insertSettings } from './fixtures';
import { bearer, createAccount } from './support/accounts';
import { type AdForm, imageParts, multipartBody, sendAdForm } from './support/multipart';
import { phonePhoto } from './support/photos';
import { filesUnder } from './support/media-files';

const en = { 'accept-language': 'en' };

interface AdBody {
  id: number;
  slug: string;
  title: string;
  status: string;
  price: number | null;
  currency_code: string;
  is_negotiable: boolean;
  condition: string | null;
  images: { id: number; url: string; position: number; width: number; height: number }[];
  expires_at: string | null;
  published_at?: string | null;
  rejection_reason?: string | null;
  is_favorited?: boolean;
  views_count: number;
  category: { slug: string };
  location: { slug: string } | null;
}

const validFields = {
  title: 'Samsung Galaxy A54 128 Go',
  description: 'Très bon état, vendu avec chargeur et facture. Batterie neuve.',
  price: '250',
  currency: 'USD',
  is_negotiable: 'true',
  category: 'mobile-phones',
  location: 'gombe',
  condition: 'used',
};

describeEachEngine('ad management', (getDb) => {
  let t: TestApp;
  let db: Kysely<Database>;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  let admin: { id: number; token: string };
  let unverified: { id: number; token: string };
  let phonesId: number;
  let photos: Buffer[];

  const adCount = async () =>
    Number(
      (
        await db
          .selectFrom('ads')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const post = (token: string | null, ...form: AdForm) => sendAdForm(t.app, '/api/ads', token, ...form);
  const update = (token: string | null, id: number | string, ...form: AdForm) =>
    sendAdForm(t.app, `/api/ads/${id}`, token, ...form);
  const setStatus = (
    token: string | null,
    id: number,
    status: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/ads/${id}/status`,
      payload: { status },
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });
  const get = (url: string, token?: string | null, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...(token ? bearer(token) : {}), ...headers } });
  const fixtureAd = (status: NonNullable<Parameters<typeof insertAd>[1]['status']>, extra = {}) =>
    insertAd(db, { title: `Annonce ${status}`, userId: owner.id, categoryId: phonesId, status, ...extra });

  beforeAll(async () => {
    db = getDb().db;
    await truncateAll(db);
    t = await buildTestApp(db);
    await insertCurrencies(db, ['GBP']);
    await insertSettings(db, {
      default_currency: 'USD',
      auto_approve_ads: false,
      max_images_per_ad: 3,
      ad_expiry_days: 30,
    });
    const electronics = await insertCategory(db, 'electronics', { fr: 'Électronique', en: 'Electronics' });
    phonesId = await insertCategory(
      db,
      'mobile-phones',
      { fr: 'Téléphones', en: 'Mobile phones' },
      electronics,
    );
    const kinshasa = await insertLocation(db, 'kinshasa', 'Kinshasa', 'province');
    await insertLocation(db, 'gombe', 'Gombe', 'commune', kinshasa);
    owner = await createAccount(db, { name: 'Mireille Kabila' });
    other = await createAccount(db, { name: 'Patrick Lumumba' });
    admin = await createAccount(db, { name: 'Admin', is_admin: true });
    unverified = await createAccount(db, { name: 'Nouveau', email_verified_at: null });
    photos = [
      await phonePhoto({ colour: '#2e86de' }),
      await phonePhoto({ colour: '#27ae60', width: 480, height: 640 }),
    ];
  });
  afterAll(() => t.close());

  describe('POST /api/ads', () => {
    it('asks an anonymous visitor to sign in and an unverified user to verify their email', async () => {
      const anonymous = await post(null, validFields);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Non authentifié.' });
      const fr = await post(unverified.token, validFields);
      expect(fr.statusCode).toBe(403);
      expect(fr.json().message).toBe('Vous devez vérifier votre adresse email avant de publier une annonce.');
      const english = await post(unverified.token, validFields, [], en);
      expect(english.json().message).toBe('Your email address must be verified before you can post an ad.');
      expect(await adCount()).toBe(0);
    });

    it('posts an ad with two photos: pending, in my ads, not public, EXIF-free WebP files', async () => {
      const started = Date.now();
      const response = await post(owner.token, validFields, imageParts(photos));
      const elapsed = Date.now() - started;
      expect(response.statusCode).toBe(201);
      const ad = response.json<AdBody>();
      console.info(`post an ad with 2 photos through inject: ${elapsed} ms`);
      expect(ad).toMatchObject({
        title: validFields.title,
        status: 'pending',
        price: 250,
        currency_code: 'USD',
        is_negotiable: true,
        condition: 'used',
        category: { slug: 'mobile-phones' },
        location: { slug: 'gombe' },
        published_at: null,
        is_favorited: false,
      });
      expect(ad.slug).toBe(`samsung-galaxy-a54-128-go-${ad.id}`);
      const expiresIn = new Date(ad.expires_at!).getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan(29.9 * 24 * 3600_000);
      expect(expiresIn).toBeLessThanOrEqual(30 * 24 * 3600_000);
      expect(ad.images).toHaveLength(2);
      expect(ad.images.map((image) => image.position)).toEqual([0, 1]);
      expect(ad.images[0].url).toMatch(new RegExp(`^/media/ads/${ad.id}/[0-9a-f]{18}-400\\.webp$`));
      // The portrait photo keeps its shape at zoom size.
      expect([ad.images[1].width, ad.images[1].height]).toEqual([480, 640]);

      const files = await filesUnder(t.mediaRoot);
      expect(files).toHaveLength(6);
      for (const file of files)
        expect(file).toMatch(new RegExp(`^ads/${ad.id}/[0-9a-f]{18}-(400|800|1600)\\.webp$`));
      const card = await t.app.inject({ url: ad.images[0].url });
      expect(card.statusCode).toBe(200);
      expect(card.headers['content-type']).toBe('image/webp');
      expect(card.rawPayload.includes(Buffer.from('Tecno'))).toBe(false);

      const mine = await get('/api/my-ads', owner.token);
      expect(mine.json().data.map((item: AdBody) => [item.id, item.status])).toEqual([[ad.id, 'pending']]);
      expect(mine.json().counts).toMatchObject({ all: 1, pending: 1, active: 0 });

      expect((await get('/api/ads')).json().data).toEqual([]);
      expect((await get(`/api/ads/${ad.slug}`)).statusCode).toBe(404);
      expect((await get(`/api/ads/${ad.slug}`, other.token)).statusCode).toBe(404);
      const forOwner = await get(`/api/ads/${ad.slug}`, owner.token);
      expect(forOwner.statusCode).toBe(200);
      expect(forOwner.json()).toMatchObject({ id: ad.id, status: 'pending', views_count: 0 });
      expect((await get(`/api/ads/${ad.id}`, admin.token)).json().status).toBe('pending');
      expect((await get(`/api/ads/${ad.slug}`, owner.token)).json().views_count).toBe(0);

      // An administrator approves it (moderation screens come later): it becomes public.
      await db
        .updateTable('ads')
        .set({ status: 'active', published_at: new Date() })
        .where('id', '=', ad.id)
        .execute();
      expect((await get('/api/ads')).json().data.map((item: AdBody) => item.id)).toEqual([ad.id]);
      const seen = await get(`/api/ads/${ad.slug}`, other.token);
      expect(seen.json().views_count).toBe(1);
      expect(seen.json().published_at).toBeUndefined();
    });

    it('publishes at once with auto-approve, price on request, default currency, a JSON body', async () => {
      await insertSettings(db, { auto_approve_ads: true });
      try {
        const response = await post(owner.token, {
          ...validFields,
          price: '',
          currency: '',
          is_negotiable: 'false',
          condition: '',
        });
        expect(response.statusCode).toBe(201);
        const ad = response.json<AdBody>();
        expect(ad).toMatchObject({
          status: 'active',
          price: null,
          currency_code: 'USD',
          is_negotiable: false,
          condition: null,
        });
        expect(ad.published_at).not.toBeNull();
        expect((await get(`/api/ads/${ad.slug}`)).statusCode).toBe(200);

        const json = await t.app.inject({
          method: 'POST',
          url: '/api/ads',
          payload: {
            ...validFields,
            title: 'Tecno Spark 10 neuf',
            price: '150 000',
            currency: 'CDF',
            is_negotiable: false,
          },
          headers: bearer(owner.token),
        });
        expect(json.statusCode).toBe(201);
        expect(json.json()).toMatchObject({
          status: 'active',
          price: 150000,
          currency_code: 'CDF',
          images: [],
        });
      } finally {
        await insertSettings(db, { auto_approve_ads: false });
      }
    });

    it('explains every invalid field, in French and in English', async () => {
      const before = await adCount();
      const empty = await post(owner.token, { title: '  ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual({
        message: 'Veuillez vérifier le formulaire et corriger les erreurs',
        errors: {
          title: ['Ce champ est obligatoire'],
          description: ['Ce champ est obligatoire'],
          category: ['Ce champ est obligatoire'],
          location: ['Ce champ est obligatoire'],
        },
      });

      const wrong = await post(
        owner.token,
        {
          title: 'TV',
          description: 'Trop court',
          price: '-5',
          currency: 'GBP',
          is_negotiable: 'peut-être',
          category: 'electronics',
          location: 'nowhere',
          condition: 'broken',
          status: 'active',
          views_count: '1000',
        },
        [],
        en,
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({
        message: 'Please check the form and correct any errors',
        errors: {
          title: ['This field must be at least 5 characters'],
          description: ['This field must be at least 20 characters'],
          price: ['The value must be greater than or equal to 0'],
          currency: ['This currency is unknown'],
          is_negotiable: ['This field must be true or false'],
          category: ['Please choose a sub-category'],
          location: ['This location is unknown'],
          condition: ['The selected value is invalid'],
          status: ['This field cannot be changed here'],
          views_count: ['This field cannot be changed here'],
        },
      });
      const french = await post(owner.token, {
        ...validFields,
        price: 'abc',
        category: 'nope',
        title: 'x'.repeat(121),
      });
      expect(french.json().errors).toEqual({
        title: ['Ce champ ne doit pas dépasser 120 caractères'],
        price: ['Ce champ doit être un nombre'],
        category: ['Cette catégorie est inconnue'],
      });
      expect(await adCount()).toBe(before);
    });
  });

  describe('upload failures leave nothing behind', () => {
    let before: number;
    let filesBefore: string[];
    beforeEach(async () => {
      before = await adCount();
      filesBefore = await filesUnder(t.mediaRoot);
    });
    const expectNothingLeft = async () => {
      expect(await adCount()).toBe(before);
      expect(await filesUnder(t.mediaRoot)).toEqual(filesBefore);
    };

    it('refuses a text file named .jpg, judged by its content', async () => {
      const fake = {
        name: 'images[1]',
        filename: 'photo.jpg',
        type: 'image/jpeg',
        body: Buffer.from('not a photo at all'),
      };
      const response = await post(owner.token, validFields, [imageParts(photos)[0], fake], en);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Please check the form and correct any errors',
        errors: { images: ['Each photo must be a PNG, JPG or GIF image'] },
      });
      await expectNothingLeft();
    });

    it('refuses a JPEG header whose body does not decode', async () => {
      const broken = Buffer.concat([photos[0].subarray(0, 200), Buffer.alloc(2000, 7)]);
      const response = await post(owner.token, validFields, imageParts([broken]));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        images: ['Chaque photo doit être une image PNG, JPG ou GIF'],
      });
      await expectNothingLeft();
    });

    it('refuses a photo over 10 MB', async () => {
      const huge = Buffer.concat([photos[0], Buffer.alloc(10 * 1024 * 1024)]);
      const fr = await post(owner.token, validFields, imageParts([huge]));
      expect(fr.statusCode).toBe(422);
      expect(fr.json().errors).toEqual({ images: ['Chaque photo doit faire au plus 10 Mo'] });
      const english = await post(owner.token, validFields, imageParts([photos[1], huge]), en);
      expect(english.json().errors).toEqual({ images: ['Each photo must be at most 10 MB'] });
      await expectNothingLeft();
    });

    it('refuses more photos than the setting allows', async () => {
      const response = await post(owner.token, validFields, imageParts([...photos, ...photos]), en);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ images: ['An ad can have at most 3 photos'] });
      await expectNothingLeft();
    });

    it('answers 400 to a body cut short', async () => {
      const body = multipartBody(validFields, imageParts(photos));
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/ads',
        payload: body.payload.subarray(0, body.payload.length - 5000),
        headers: { ...body.headers, ...bearer(owner.token), ...en },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The upload was interrupted or is incomplete. Please try again.',
      });
      await expectNothingLeft();
    });

    it('removes the files already written when the database write fails', async () => {
      await sql`CREATE FUNCTION refuse_photo() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused for the test'; END $$`.execute(db);
      await sql`CREATE TRIGGER refuse_photo BEFORE INSERT ON ad_images FOR EACH ROW EXECUTE FUNCTION refuse_photo()`.execute(
        db,
      );
      try {
        const response = await post(owner.token, validFields, imageParts(photos), en);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ message: 'An unexpected error occurred. Please try again.' });
      } finally {
        await sql`DROP TRIGGER refuse_photo ON ad_images`.execute(db);
        await sql`DROP FUNCTION refuse_photo()`.execute(db);
      }
      await expectNothingLeft();
    });
  });

  it('removes the files already written when storage fails on the second one, and writes no row', async () => {
    class FailingStorage extends LocalFolderStorage {
      puts = 0;
      override async put(key: string, body: Buffer): Promise<void> {
        this.puts += 1;
        if (this.puts === 2) throw new Error('disk full');
        return super.put(key, body);
      }
    }
    const failing = await buildTestApp(db);
    const storage = new FailingStorage(failing.mediaRoot);
    const app = await (await import('../src/app')).buildApp({ db, storage, logger: false });
    await app.ready();
    try {
      const before = await adCount();
      const response = await sendAdForm(app, '/api/ads', owner.token, validFields, imageParts(photos));
      expect(response.statusCode).toBe(500);
      expect(storage.puts).toBe(2);
      expect(await filesUnder(failing.mediaRoot)).toEqual([]);
      expect(await adCount()).toBe(before);
    } finally {
      await app.close();
      await failing.close();
    }
  });

  describe('POST /api/ads/{id} (edit)', () => {
    let ad: AdBody;
    beforeAll(async () => {
      await insertSettings(db, { auto_approve_ads: true });
      ad = (
        await post(owner.token, { ...validFields, title: 'Ordinateur HP EliteBook' }, imageParts(photos))
      ).json();
      await insertSettings(db, { auto_approve_ads: false });
    });

    it('is refused to anonymous visitors and to other users', async () => {
      expect((await update(null, ad.id, { title: 'Volé !' })).statusCode).toBe(401);
      const fr = await update(other.token, ad.id, { title: 'Volé !' });
      expect(fr.statusCode).toBe(403);
      expect(fr.json()).toEqual({ message: "Vous n'avez pas la permission de modifier cette annonce" });
      const english = await update(other.token, ad.id, { title: 'Volé !' }, [], en);
      expect(english.json()).toEqual({ message: 'You do not have permission to edit this ad' });
      expect((await update(owner.token, 999999, { title: 'Nulle part' })).statusCode).toBe(404);
    });

    it('lets the owner change fields, remove a photo (its files go) and add one, sending it back to review', async () => {
      const removed = ad.images[0];
      const removedPrefix = removed.url.replace(/^\/media\//, '').replace(/-400\.webp$/, '');
      const response = await update(
        owner.token,
        ad.id,
        {
          _method: 'PUT',
          title: 'Ordinateur HP EliteBook 840',
          price: '300,50',
          'delete_images[0]': String(removed.id),
        },
        imageParts([photos[0]]),
      );
      expect(response.statusCode).toBe(200);
      const edited = response.json<AdBody>();
      expect(edited).toMatchObject({
        title: 'Ordinateur HP EliteBook 840',
        price: 300.5,
        // A new title, price and photo while ads are reviewed: the moderators see it again (hardening item 4).
        status: 'pending',
        slug: ad.slug,
      });
      expect(edited.images.map((image) => image.id)).not.toContain(removed.id);
      expect(edited.images).toHaveLength(2);
      expect(edited.images.map((image) => image.position)).toEqual([0, 1]);
      const files = await filesUnder(t.mediaRoot);
      expect(files.filter((file) => file.startsWith(removedPrefix))).toEqual([]);
      expect(files.filter((file) => file.startsWith(`ads/${ad.id}/`))).toHaveLength(6);

      const reordered = await update(owner.token, ad.id, { 'image_order[0]': String(edited.images[1].id) });
      expect(reordered.json<AdBody>().images.map((image) => image.id)).toEqual([
        edited.images[1].id,
        edited.images[0].id,
      ]);
      ad = reordered.json();
    });

    it('counts the photos already there against the limit and refuses photos of other ads and owned fields', async () => {
      const tooMany = await update(owner.token, ad.id, {}, imageParts(photos), en);
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().errors).toEqual({ images: ['An ad can have at most 3 photos'] });
      const foreign = await update(
        owner.token,
        ad.id,
        { 'delete_images[0]': '999999', user_id: String(other.id), is_featured: 'true' },
        [],
        en,
      );
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors).toEqual({
        delete_images: ['This photo does not belong to this ad'],
        user_id: ['This field cannot be changed here'],
        is_featured: ['This field cannot be changed here'],
      });
      const status = await update(owner.token, ad.id, { status: 'active' });
      expect(status.json().errors).toEqual({ status: ['Ce champ ne peut pas être modifié ici'] });
      const row = await db
        .selectFrom('ads')
        .where('id', '=', ad.id)
        .select(['user_id', 'is_featured'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ user_id: owner.id, is_featured: false });
    });

    it('lets an administrator edit, and sends a corrected rejected ad back to review', async () => {
      const byAdmin = await update(admin.token, ad.id, {
        description: 'Description revue par la modération du site.',
      });
      expect(byAdmin.statusCode).toBe(200);
      const rejected = await fixtureAd('rejected');
      await db
        .updateTable('ads')
        .set({ rejection_reason: 'Photo floue' })
        .where('id', '=', rejected.id)
        .execute();
      expect((await get('/api/my-ads?status=rejected', owner.token)).json().data[0].rejection_reason).toBe(
        'Photo floue',
      );
      const fixed = await update(owner.token, rejected.id, { title: 'Annonce corrigée' });
      expect(fixed.json()).toMatchObject({ status: 'pending', rejection_reason: null });
    });
  });

  describe('PATCH /api/ads/{id}/status', () => {
    it.each([
      ['active', 'inactive', 200],
      ['active', 'sold', 200],
      ['active', 'archived', 200],
      ['inactive', 'active', 200],
      ['inactive', 'sold', 200],
      ['sold', 'archived', 200],
      ['sold', 'active', 200],
      ['archived', 'active', 200],
      ['expired', 'active', 200],
      ['sold', 'inactive', 422],
      ['archived', 'sold', 422],
      ['expired', 'sold', 422],
      ['pending', 'active', 403],
      ['pending', 'inactive', 403],
      ['rejected', 'active', 403],
    ] as const)('%s → %s answers %i', async (from, to, code) => {
      const ad = await fixtureAd(from, { expiresAt: from === 'expired' ? days(-2) : days(10) });
      const response = await setStatus(owner.token, ad.id, to, en);
      expect(response.statusCode).toBe(code);
      if (code === 200) expect(response.json().status).toBe(to);
      if (code === 422) expect(response.json().message).toBe(`An ad that is ${from} cannot become ${to}`);
      if (from === 'pending')
        expect(response.json()).toEqual({ message: 'This ad is awaiting review by an administrator' });
      expect(await columnOf(db, 'ads', ad.id, 'status')).toBe(code === 200 ? to : from);
    });

    it('says so in French, and refuses statuses an owner may not set', async () => {
      const pending = await fixtureAd('pending');
      expect((await setStatus(owner.token, pending.id, 'active')).json()).toEqual({
        message: 'Cette annonce est en attente de validation par un administrateur',
      });
      const sold = await fixtureAd('sold');
      expect((await setStatus(owner.token, sold.id, 'inactive')).json().message).toBe(
        "Une annonce vendue ne peut pas passer à l'état inactive",
      );
      const active = await fixtureAd('active');
      const deleted = await setStatus(owner.token, active.id, 'deleted', en);
      expect(deleted.statusCode).toBe(422);
      expect(deleted.json().errors).toEqual({ status: ['The selected value is invalid'] });
    });

    it('checks who asks: anonymous 401, another user 403, owner and admin 200', async () => {
      const ad = await fixtureAd('active');
      expect((await setStatus(null, ad.id, 'inactive')).statusCode).toBe(401);
      expect((await setStatus(other.token, ad.id, 'inactive', en)).json()).toEqual({
        message: 'You do not have permission to edit this ad',
      });
      expect((await setStatus(admin.token, ad.id, 'inactive')).statusCode).toBe(200);
      expect((await setStatus(owner.token, ad.id, 'active')).statusCode).toBe(200);
    });

    it('renews an ad past its expiry date, even before the job has marked it expired', async () => {
      const ad = await fixtureAd('active', { expiresAt: days(-1) });
      expect((await get(`/api/ads/${ad.slug}`)).statusCode).toBe(404);
      const mine = await get('/api/my-ads?status=expired', owner.token);
      expect(mine.json().data.map((item: AdBody) => item.id)).toContain(ad.id);
      expect((await setStatus(owner.token, ad.id, 'inactive')).statusCode).toBe(422);
      const renewed = await setStatus(owner.token, ad.id, 'active');
      expect(renewed.statusCode).toBe(200);
      expect(new Date(renewed.json().expires_at).getTime()).toBeGreaterThan(days(29).getTime());
      expect((await get(`/api/ads/${ad.slug}`)).statusCode).toBe(200);
    });

    it('the expiry job marks active ads past their date as expired, a batch at a time', async () => {
      const late = await fixtureAd('active', { expiresAt: days(-3) });
      const fresh = await fixtureAd('active', { expiresAt: days(3) });
      const later = await fixtureAd('active', { expiresAt: days(-1) });
      expect(await expireAds(db, 1)).toBeGreaterThanOrEqual(2);
      const rows = await db
        .selectFrom('ads')
        .where('id', 'in', [late.id, fresh.id, later.id])
        .select(['id', 'status'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.status)).toEqual(['expired', 'active', 'expired']);
    });
  });

  describe('DELETE /api/ads/{id}', () => {
    it('soft-deletes for the owner: gone from every list, photos kept', async () => {
      const ad = await fixtureAd('active');
      const withPhoto = await fixtureAd('active', { images: 1 });
      await t.storage.put(`ads/${withPhoto.id}/photo0-400.webp`, Buffer.from('RIFF'));

      expect((await t.app.inject({ method: 'DELETE', url: `/api/ads/${ad.id}` })).statusCode).toBe(401);
      const refused = await t.app.inject({
        method: 'DELETE',
        url: `/api/ads/${ad.id}`,
        headers: { ...bearer(other.token), ...en },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'You do not have permission to edit this ad' });

      const done = await t.app.inject({
        method: 'DELETE',
        url: `/api/ads/${ad.id}`,
        headers: bearer(owner.token),
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: 'Votre annonce a été supprimée.' });
      const row = await db
        .selectFrom('ads')
        .where('id', '=', ad.id)
        .select(['status', 'deleted_at'])
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('deleted');
      expect(row.deleted_at).not.toBeNull();
      expect((await get(`/api/ads/${ad.slug}`)).statusCode).toBe(404);
      expect((await get(`/api/ads/${ad.slug}`, owner.token)).statusCode).toBe(404);
      const mine = (await get('/api/my-ads?per_page=60', owner.token)).json();
      expect(mine.data.map((item: AdBody) => item.id)).not.toContain(ad.id);
      expect((await get('/api/ads?per_page=60')).json().data.map((item: AdBody) => item.id)).not.toContain(
        ad.id,
      );
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/ads/${ad.id}`, headers: bearer(owner.token) }))
          .statusCode,
      ).toBe(404);

      const byAdmin = await t.app.inject({
        method: 'DELETE',
        url: `/api/ads/${withPhoto.id}`,
        headers: bearer(admin.token),
      });
      expect(byAdmin.statusCode).toBe(200);
      expect(await filesUnder(t.mediaRoot)).toContain(`ads/${withPhoto.id}/photo0-400.webp`);
    });
  });

  describe('GET /api/my-ads', () => {
    it('needs a session, filters by status, paginates and counts', async () => {
      expect((await get('/api/my-ads')).statusCode).toBe(401);
      const all = (await get('/api/my-ads?per_page=2', owner.token)).json();
      expect(all.data).toHaveLength(2);
      expect(all.per_page).toBe(2);
      expect(all.last_page).toBe(Math.ceil(all.counts.all / 2));
      expect(all.total).toBe(all.counts.all);
      expect(all.counts.deleted).toBeUndefined();
      const sold = (await get('/api/my-ads?status=sold&per_page=60', owner.token)).json();
      expect(sold.data.every((item: AdBody) => item.status === 'sold')).toBe(true);
      expect(sold.total).toBe(all.counts.sold);
      expect((await get('/api/my-ads', other.token)).json()).toMatchObject({
        data: [],
        total: 0,
        last_page: 1,
      });
      expect((await get('/api/my-ads?status=deleted', owner.token)).statusCode).toBe(422);
    });
  });

  describe('favourites', () => {
    it('toggles, lists newest first with is_favorited, and marks lists and details', async () => {
      const first = await insertAd(db, { title: 'Moto Haojue 2022', userId: other.id, categoryId: phonesId });
      const second = await insertAd(db, { title: 'Frigo Samsung', userId: other.id, categoryId: phonesId });
      const pending = await insertAd(db, {
        title: 'En attente',
        userId: other.id,
        categoryId: phonesId,
        status: 'pending',
      });
      const toggle = (token: string | null, id: number, headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: `/api/ads/${id}/favorite`,
          headers: { ...(token ? bearer(token) : {}), ...headers },
        });

      expect((await toggle(null, first.id)).statusCode).toBe(401);
      expect((await toggle(owner.token, first.id)).json()).toEqual({
        message: 'Annonce ajoutée à vos favoris',
        is_favorited: true,
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await toggle(owner.token, second.id, en)).json()).toEqual({
        message: 'Ad added to your favorites',
        is_favorited: true,
      });
      expect((await toggle(admin.token, first.id)).json().is_favorited).toBe(true);
      expect((await toggle(owner.token, pending.id)).statusCode).toBe(404);

      const favourites = (await get('/api/my-favorites', owner.token)).json();
      expect(favourites.data.map((ad: AdBody) => [ad.id, ad.is_favorited])).toEqual([
        [second.id, true],
        [first.id, true],
      ]);
      expect(favourites).toMatchObject({ total: 2, last_page: 1 });
      expect((await get('/api/my-favorites')).statusCode).toBe(401);

      const listed = (await get('/api/ads?per_page=60', owner.token)).json().data as AdBody[];
      expect(listed.find((ad) => ad.id === first.id)?.is_favorited).toBe(true);
      expect(listed.filter((ad) => ad.is_favorited).length).toBe(2);
      const anonymous = (await get('/api/ads?per_page=60')).json().data as AdBody[];
      expect(anonymous.every((ad) => ad.is_favorited === undefined)).toBe(true);
      expect((await get(`/api/ads/${first.slug}`, owner.token)).json().is_favorited).toBe(true);
      expect((await get(`/api/ads/${first.slug}`, other.token)).json().is_favorited).toBe(false);

      expect((await toggle(owner.token, first.id, en)).json()).toEqual({
        message: 'Ad removed from your favorites',
        is_favorited: false,
      });
      await db.updateTable('ads').set({ status: 'sold' }).where('id', '=', second.id).execute();
      expect((await get('/api/my-favorites', owner.token)).json()).toMatchObject({ data: [], total: 0 });
      // Taking away a favourite of an ad no longer public still works.
      expect((await toggle(owner.token, second.id)).json().is_favorited).toBe(false);
    });
  });

  it('limits how many ads a user posts per hour', async () => {
    const limited = await buildTestApp(db, { adPostLimit: { max: 2, windowMs: 60 * 60 * 1000 } });
    try {
      const seller = await createAccount(db, { name: 'Pressé' });
      await insertAd(db, { title: 'Une', userId: seller.id, categoryId: phonesId, createdAt: new Date() });
      await insertAd(db, { title: 'Deux', userId: seller.id, categoryId: phonesId, createdAt: new Date() });
      const body = multipartBody(validFields);
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/ads',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(seller.token), ...en },
      });
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toMatch(
        /^You have posted too many ads in a short time\. Please try again in (59|60) minutes\.$/,
      );
      const fr = await limited.app.inject({
        method: 'POST',
        url: '/api/ads',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(seller.token) },
      });
      expect(fr.json().message).toMatch(/^Vous avez publié trop d'annonces en peu de temps\./);
    } finally {
      await limited.close();
    }
  });
});
