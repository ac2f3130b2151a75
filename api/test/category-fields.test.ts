import { sql, type Kysely } from 'kysely';
import type { CategoryAttribute } from '@sokoni/contracts';
import type { Database } from '../src/db/types';
import { CATEGORY_FIELDS } from '../src/catalog/reference-fields';
import { searchAds } from '../src/ads/search';
import { buildTestApp, describeEachEngine, truncateAll, type TestApp } from './helper';
import { insertAd, insertCategory, insertCurrencies, insertLocation, insertSettings } from './fixtures';
import { bearer, createAccount } from './support/accounts';
import { sendAdForm } from './support/multipart';

const en = { 'accept-language': 'en' };
const CAR_FIELDS = CATEGORY_FIELDS.cars;

const carFields = {
  title: 'Toyota RAV4 2014 très propre',
  description: 'Dédouanée, entretien à jour, climatisation fonctionnelle.',
  price: '12500',
  currency: 'USD',
  category: 'cars',
  location: 'lemba',
};

describeEachEngine('category fields', (getDb) => {
  let t: TestApp;
  let db: Kysely<Database>;
  let seller: { id: number; token: string };
  let other: { id: number; token: string };
  let admin: { id: number; token: string };
  let carsId: number;
  let phonesId: number;

  const post = (token: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    sendAdForm(t.app, '/api/ads', token, fields, [], headers);
  const update = (
    token: string,
    id: number,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) => sendAdForm(t.app, `/api/ads/${id}`, token, fields, [], headers);
  const list = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/ads?${query}`, headers });
  const titles = (body: { data: { title: string }[] }) => body.data.map((ad) => ad.title).sort();

  beforeAll(async () => {
    db = getDb().db;
    await truncateAll(db);
    t = await buildTestApp(db);
    await insertCurrencies(db);
    await insertSettings(db, { default_currency: 'USD', auto_approve_ads: true, max_images_per_ad: 3 });
    const vehicles = await insertCategory(db, 'vehicles', { fr: 'Véhicules', en: 'Vehicles' });
    carsId = await insertCategory(db, 'cars', { fr: 'Voitures', en: 'Cars' }, vehicles);
    const electronics = await insertCategory(db, 'electronics', { fr: 'Électronique', en: 'Electronics' });
    phonesId = await insertCategory(
      db,
      'mobile-phones',
      { fr: 'Téléphones', en: 'Mobile phones' },
      electronics,
    );
    await db
      .updateTable('categories')
      .set({ attributes: JSON.stringify(CAR_FIELDS) })
      .where('id', '=', carsId)
      .execute();
    await db
      .updateTable('categories')
      .set({ attributes: JSON.stringify(CATEGORY_FIELDS['mobile-phones']) })
      .where('id', '=', phonesId)
      .execute();
    const kinshasa = await insertLocation(db, 'kinshasa', 'Kinshasa', 'province');
    const lemba = await insertLocation(db, 'lemba', 'Lemba', 'commune', kinshasa);
    const bumbu = await insertLocation(db, 'bumbu', 'Bumbu', 'commune', kinshasa);
    await insertLocation(db, 'kinshasa-commune', 'Kinshasa', 'commune', kinshasa);
    const nordKivu = await insertLocation(db, 'nord-kivu', 'Nord-Kivu', 'province');
    const goma = await insertLocation(db, 'goma', 'Goma', 'city', nordKivu);
    await insertLocation(db, 'mont-ngafula', 'Mont-Ngafula', 'commune', kinshasa);
    seller = await createAccount(db, { name: 'Garage Lemba' });
    other = await createAccount(db, { name: 'Patrick' });
    admin = await createAccount(db, { name: 'Admin', is_admin: true });
    const car = (title: string, locationId: number, attributes: Record<string, string | number>) =>
      insertAd(db, { title, userId: seller.id, categoryId: carsId, locationId, price: 9000, attributes });
    await car('Toyota Corolla 2009', lemba.id, {
      make: 'toyota',
      year: 2009,
      mileage_km: 180000,
      fuel: 'petrol',
    });
    await car('Toyota Hilux 2017', bumbu.id, {
      make: 'toyota',
      year: 2017,
      mileage_km: 90000,
      fuel: 'diesel',
    });
    await car('Toyota Prado 2015', goma.id, {
      make: 'toyota',
      year: 2015,
      mileage_km: 120000,
      fuel: 'diesel',
    });
    await car('Nissan X-Trail 2013', lemba.id, { make: 'nissan', year: 2013, mileage_km: 150000 });
    await insertAd(db, {
      title: 'Samsung Galaxy A54',
      userId: other.id,
      categoryId: phonesId,
      locationId: lemba.id,
    });
  });
  afterAll(() => t.close());

  describe('GET /api/categories', () => {
    it('gives each category its fields, with labels in both languages', async () => {
      const res = await t.app.inject({ url: '/api/categories', headers: en });
      expect(res.statusCode).toBe(200);
      const vehicles = res.json().data.find((category: { slug: string }) => category.slug === 'vehicles');
      expect(vehicles.attributes).toEqual([]);
      const cars = vehicles.children.find((category: { slug: string }) => category.slug === 'cars');
      expect(cars.attributes.map((field: CategoryAttribute) => field.key)).toEqual([
        'make',
        'model',
        'year',
        'mileage_km',
        'fuel',
        'gearbox',
      ]);
      const mileage = cars.attributes.find((field: CategoryAttribute) => field.key === 'mileage_km');
      expect(mileage).toMatchObject({
        type: 'number',
        unit: 'km',
        min: 0,
        label: { fr: 'Kilométrage', en: 'Mileage' },
      });
      const one = await t.app.inject({ url: '/api/categories/cars' });
      expect(one.json().attributes).toHaveLength(6);
    });
  });

  describe('PUT /api/admin/categories/:id (fields)', () => {
    const fields: CategoryAttribute[] = [
      {
        key: 'brand',
        type: 'option',
        label: { fr: 'Marque', en: 'Brand' },
        options: [{ value: 'tecno', label: { fr: 'Tecno', en: 'Tecno' } }],
      },
      {
        key: 'battery_mah',
        type: 'number',
        label: { fr: 'Batterie', en: 'Battery' },
        unit: 'mAh',
        min: 500,
        max: 20000,
        integer: true,
      },
    ];
    const put = (token: string | null, body: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/categories/${phonesId}`,
        payload: body as object,
        headers: { ...(token ? bearer(token) : {}), ...headers },
      });

    it.each([
      ['anonymous', null, 401],
      ['a signed-in user', 'user', 403],
    ])('refuses %s', async (_who, who, status) => {
      const res = await put(who === 'user' ? other.token : null, { attributes: fields });
      expect(res.statusCode).toBe(status);
    });

    it('lets an administrator replace them, and refuses a list that breaks the rules in fr and en', async () => {
      const saved = await put(admin.token, { attributes: fields });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().attributes).toEqual(fields);
      const listed = await t.app.inject({ url: '/api/admin/categories', headers: bearer(admin.token) });
      expect(listed.json().data.find((c: { id: number }) => c.id === phonesId).attributes).toEqual(fields);

      const twice = await put(admin.token, { attributes: [fields[0], { ...fields[1], key: 'brand' }] });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().errors['attributes.1.key']).toEqual([
        'Cette clé est déjà utilisée par un autre champ de la catégorie',
      ]);
      const noOptions = await put(admin.token, { attributes: [{ ...fields[0], options: [] }] }, en);
      expect(noOptions.json().errors['attributes.0.options']).toEqual([
        'A choice field has at least one option, each with a different value',
      ]);
      const badKey = await put(admin.token, { attributes: [{ ...fields[1], key: 'Battery' }] }, en);
      expect(badKey.statusCode).toBe(422);
      const inverted = await put(admin.token, { attributes: [{ ...fields[1], min: 9, max: 1 }] }, en);
      expect(inverted.json().errors['attributes.0.min']).toEqual([
        'The minimum must be less than or equal to the maximum',
      ]);
      // Back to the reference fields for the tests below.
      expect((await put(admin.token, { attributes: CATEGORY_FIELDS['mobile-phones'] })).statusCode).toBe(200);
    });
  });

  describe('posting and editing an ad with its fields', () => {
    it('stores valid values (numbers as numbers) and gives them back in the ad', async () => {
      const res = await post(seller.token, {
        ...carFields,
        attributes: JSON.stringify({
          make: 'toyota',
          model: ' RAV4 ',
          year: '2014',
          mileage_km: '145 000',
          fuel: '',
        }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().attributes).toEqual({
        make: 'toyota',
        model: 'RAV4',
        year: 2014,
        mileage_km: 145000,
      });
      const page = await t.app.inject({ url: `/api/ads/${res.json().slug}` });
      expect(page.json().attributes).toEqual({
        make: 'toyota',
        model: 'RAV4',
        year: 2014,
        mileage_km: 145000,
      });
      // Its page carries the fields it has values for, in the category's order, the make cut to the one chosen.
      const fields = page.json().fields as { key: string; options?: { value: string }[] }[];
      expect(fields.map((field) => field.key)).toEqual(['make', 'model', 'year', 'mileage_km']);
      expect(fields[0].options).toEqual([{ value: 'toyota', label: { fr: 'Toyota', en: 'Toyota' } }]);
      // A list's cards carry none.
      const list = await t.app.inject({ url: '/api/ads?category=cars' });
      expect(list.json().data[0].fields).toBeUndefined();
    });

    it('refuses values out of range, unknown options and keys, each under its field, in fr and en', async () => {
      const attributes = JSON.stringify({
        make: 'lada',
        year: 1850,
        mileage_km: 'beaucoup',
        colour: 'rouge',
      });
      const before = await db
        .selectFrom('ads')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      const fr = await post(seller.token, { ...carFields, attributes });
      expect(fr.statusCode).toBe(422);
      expect(fr.json().errors).toEqual({
        'attributes.make': ["La valeur choisie n'est pas valide"],
        'attributes.year': ['La valeur doit être supérieure ou égale à 1960'],
        'attributes.mileage_km': ['Ce champ doit être un nombre'],
        'attributes.colour': ["Ce champ n'existe pas dans cette catégorie"],
      });
      const english = await post(seller.token, { ...carFields, attributes }, en);
      expect(english.json().errors['attributes.year']).toEqual([
        'The value must be greater than or equal to 1960',
      ]);
      expect(english.json().errors['attributes.colour']).toEqual([
        'This field does not exist in this category',
      ]);
      const notJson = await post(seller.token, { ...carFields, attributes: '{make: toyota' }, en);
      expect(notJson.json().errors.attributes).toEqual(['The details must be a JSON object (key: value)']);
      const after = await db
        .selectFrom('ads')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('replaces the values on an edit, and keeps only those that fit when the category changes', async () => {
      const created = await post(seller.token, {
        ...carFields,
        attributes: JSON.stringify({ make: 'nissan', year: 2012 }),
      });
      const id = created.json().id as number;
      const edited = await update(seller.token, id, {
        attributes: JSON.stringify({ make: 'nissan', year: 2013, gearbox: 'manual' }),
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().attributes).toEqual({ make: 'nissan', year: 2013, gearbox: 'manual' });
      const refused = await update(seller.token, id, { attributes: JSON.stringify({ year: 2013.5 }) }, en);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors['attributes.year']).toEqual(['This field must be a whole number']);
      const moved = await update(seller.token, id, { category: 'mobile-phones' });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().attributes).toEqual({});
      // A JSON body carries the object itself.
      const json = await t.app.inject({
        method: 'PUT',
        url: `/api/ads/${id}`,
        payload: { attributes: { brand: 'samsung', storage_gb: '128' } },
        headers: bearer(seller.token),
      });
      expect(json.statusCode).toBe(200);
      expect(json.json().attributes).toEqual({ brand: 'samsung', storage_gb: '128' });
      await db.deleteFrom('ads').where('id', '=', id).execute();
    });
  });

  describe('list filters', () => {
    it('filters by an option and by a number range', async () => {
      const toyotas = await list('category=cars&attr.make=toyota');
      expect(toyotas.statusCode).toBe(200);
      expect(titles(toyotas.json())).toEqual([
        'Toyota Corolla 2009',
        'Toyota Hilux 2017',
        'Toyota Prado 2015',
        'Toyota RAV4 2014 très propre',
      ]);
      const recent = await list('category=cars&attr.year_min=2014&attr.year_max=2016&sort=newest');
      expect(titles(recent.json())).toEqual(['Toyota Prado 2015', 'Toyota RAV4 2014 très propre']);
      const both = await list('category=cars&attr.make=toyota&attr.mileage_km_max=125000&attr.fuel=diesel');
      expect(titles(both.json())).toEqual(['Toyota Hilux 2017', 'Toyota Prado 2015']);
      const cheapFirst = await list('category=cars&attr.year_min=2013&sort=price_asc');
      expect(cheapFirst.json().data).toHaveLength(4);
      const words = await list('q=toyota&category=cars&attr.year_min=2015');
      expect(titles(words.json())).toEqual(['Toyota Hilux 2017', 'Toyota Prado 2015']);
    });

    it('puts the running boosts that have the fields first, by tier then newest, and the rest newest first', async () => {
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
      const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
      const boosted = (
        title: string,
        attributes: Record<string, string | number>,
        boost: { type: 'standard' | 'premium' | 'exclusive'; expiresAt: Date },
        createdAt: Date,
      ) =>
        insertAd(db, {
          title,
          userId: other.id,
          categoryId: carsId,
          price: 7000,
          attributes,
          boost,
          createdAt,
        });
      const before: number = (await list('category=cars&attr.make=toyota')).json().total;
      const added = [
        await boosted(
          'Toyota Vitz premium',
          { make: 'toyota', year: 2012 },
          { type: 'premium', expiresAt: inDays(3) },
          hoursAgo(50),
        ),
        await boosted(
          'Toyota Ist standard',
          { make: 'toyota', year: 2011 },
          { type: 'standard', expiresAt: inDays(3) },
          hoursAgo(2),
        ),
        await boosted(
          'Toyota Rush standard',
          { make: 'toyota', year: 2016 },
          { type: 'standard', expiresAt: inDays(1) },
          hoursAgo(20),
        ),
        await boosted(
          'Nissan Note exclusive',
          { make: 'nissan', year: 2014 },
          { type: 'exclusive', expiresAt: inDays(3) },
          hoursAgo(1),
        ),
        await boosted(
          'Toyota Vitz boost ended',
          { make: 'toyota', year: 2010 },
          { type: 'premium', expiresAt: hoursAgo(1) },
          hoursAgo(30),
        ),
      ];
      try {
        const body = (await list('category=cars&attr.make=toyota')).json();
        const order: { title: string; created_at: string }[] = body.data;
        expect(body.total).toBe(before + 4);
        expect(body.total_is_lower_bound).toBeUndefined();
        expect(order.slice(0, 3).map((ad) => ad.title)).toEqual([
          'Toyota Vitz premium',
          'Toyota Ist standard',
          'Toyota Rush standard',
        ]);
        const rest = order.slice(3);
        expect(rest.map((ad) => ad.title)).toContain('Toyota Vitz boost ended');
        expect(rest.map((ad) => ad.created_at)).toEqual(
          [...rest.map((ad) => ad.created_at)].sort((a, b) => b.localeCompare(a)),
        );
        // Several field filters, and the boosted ads alone.
        const recentBoosts = (
          await list('category=cars&attr.make=toyota&attr.year_min=2011&boosted=true')
        ).json();
        expect(recentBoosts.data.map((ad: { title: string }) => ad.title)).toEqual([
          'Toyota Vitz premium',
          'Toyota Ist standard',
          'Toyota Rush standard',
        ]);
        const page2 = (await list('category=cars&attr.make=toyota&per_page=2&page=2')).json();
        expect(page2.data.map((ad: { title: string }) => ad.title)).toEqual([
          'Toyota Rush standard',
          order[3].title,
        ]);
      } finally {
        await db
          .deleteFrom('ads')
          .where(
            'id',
            'in',
            added.map((ad) => ad.id),
          )
          .execute();
      }
    });

    it('answers 422 in fr and en for a key the category lacks, a bad number or a field without category', async () => {
      const unknown = await list('category=cars&attr.colour=red');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors['attr.colour']).toEqual(["Ce champ n'existe pas dans cette catégorie"]);
      const english = await list('category=cars&attr.year_min=soon', en);
      expect(english.statusCode).toBe(422);
      expect(english.json().errors['attr.year_min']).toEqual(['This field must be a number']);
      const inverted = await list('category=cars&attr.year_min=2018&attr.year_max=2010', en);
      expect(inverted.json().errors['attr.year_min']).toEqual([
        'The minimum must be less than or equal to the maximum',
      ]);
      const option = await list('category=cars&attr.make=lada', en);
      expect(option.json().errors['attr.make']).toEqual(['The selected value is invalid']);
      const noCategory = await list('attr.year_min=2010', en);
      expect(noCategory.statusCode).toBe(422);
      expect(noCategory.json().errors['attr.year_min']).toEqual([
        'This field does not exist in this category',
      ]);
    });

    it('keeps the filter builder usable on one ad (saved searches)', async () => {
      const hilux = await db
        .selectFrom('ads')
        .select('id')
        .where('title', '=', 'Toyota Hilux 2017')
        .executeTakeFirstOrThrow();
      const base = { categorySlug: 'cars', sort: 'newest' as const, page: 1, perPage: 24, adIds: [hilux.id] };
      const match = await searchAds(db, { ...base, attributes: [{ key: 'year', kind: 'range', min: 2015 }] });
      expect(match.total).toBe(1);
      const miss = await searchAds(db, {
        ...base,
        attributes: [{ key: 'make', kind: 'option', value: 'nissan' }],
      });
      expect(miss.total).toBe(0);
    });
  });

  describe('places named in the words', () => {
    it('"toyota kinshasa" finds the Toyotas of the communes of Kinshasa, and says which place it took', async () => {
      const res = await list('q=toyota%20kinshasa');
      expect(res.statusCode).toBe(200);
      expect(titles(res.json())).toEqual([
        'Toyota Corolla 2009',
        'Toyota Hilux 2017',
        'Toyota RAV4 2014 très propre',
      ]);
      expect(res.json().place).toEqual({ slug: 'kinshasa', name: 'Kinshasa', path: 'Kinshasa' });
      const goma = await list('q=Toyota%20Goma');
      expect(titles(goma.json())).toEqual(['Toyota Prado 2015']);
      expect(goma.json().place.slug).toBe('goma');
      const onlyPlace = await list('q=lemba');
      expect(titles(onlyPlace.json())).toEqual([
        'Nissan X-Trail 2013',
        'Samsung Galaxy A54',
        'Toyota Corolla 2009',
        'Toyota RAV4 2014 très propre',
      ]);
    });

    it('leaves the words alone when a place is chosen, and reads hyphenated names either way', async () => {
      const chosen = await list('q=toyota%20kinshasa&location=goma');
      expect(chosen.json().total).toBe(0);
      expect(chosen.json().place).toBeUndefined();
      const spaced = await list('q=toyota%20mont%20ngafula');
      // Nothing in Mont-Ngafula: the words are searched as typed (no Toyota says "mont ngafula").
      expect(spaced.json().total).toBe(0);
      expect(spaced.json().place).toBeUndefined();
    });
  });
});
