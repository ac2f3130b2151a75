import type { Kysely } from 'kysely';
import type { Database } from '../src/db/types';
import { buildTestApp, columnOf, describeEachEngine, type TestApp, truncateAll } from './helper';
import {
  days,
  insertAd,
  insertCategory,
  insertCurrencies,
  insertLocation,
  insertSettings,
  insertUser,
} from './fixtures';
import { searchAds } from '../src/ads/search';
import { countingStatements } from './support/statements';

interface Listed {
  id: number;
  title: string;
}
const titles = (body: { data: Listed[] }) => body.data.map((ad) => ad.title);

describeEachEngine('ads', (getDb) => {
  let t: TestApp;
  let db: Kysely<Database>;
  let ids: Record<string, number>;
  let slugs: Record<string, string>;

  beforeAll(async () => {
    db = getDb().db;
    await truncateAll(db);
    t = await buildTestApp(db);
    await insertCurrencies(db);
    await insertSettings(db, { default_currency: 'USD' });
    const electronics = await insertCategory(db, 'electronics', { fr: 'Électronique', en: 'Electronics' });
    const phones = await insertCategory(
      db,
      'mobile-phones',
      { fr: 'Téléphones', en: 'Mobile phones' },
      electronics,
    );
    const vehicles = await insertCategory(db, 'vehicles', { fr: 'Véhicules', en: 'Vehicles' });
    const kinshasa = await insertLocation(db, 'kinshasa', 'Kinshasa', 'province');
    const kinCity = await insertLocation(db, 'kinshasa-city', 'Kinshasa', 'city', kinshasa);
    const gombe = await insertLocation(db, 'gombe', 'Gombe', 'commune', kinCity);
    const hautKatanga = await insertLocation(db, 'haut-katanga', 'Haut-Katanga', 'province');
    const lubumbashi = await insertLocation(db, 'lubumbashi', 'Lubumbashi', 'city', hautKatanga);
    const seller = await insertUser(db, { name: 'Mireille Kabila', username: 'mireille', is_verified: true });
    const shop = await insertUser(db, {
      name: 'Jean Mukendi',
      account_type: 'business',
      business: { name: 'Mukendi Électro', slug: 'mukendi-electro' },
    });

    const created: Record<string, { id: number; slug: string }> = {};
    const add = async (key: string, fixture: Parameters<typeof insertAd>[1]) => {
      created[key] = await insertAd(db, fixture);
    };
    // Newest first by created_at: the hour offsets fix the "newest" order.
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
    await add('phone', {
      title: 'Téléphone Samsung Galaxy A54',
      description: 'Très bon état, vendu avec chargeur',
      userId: seller,
      categoryId: phones,
      locationId: gombe.id,
      price: 250,
      currency: 'USD',
      createdAt: hoursAgo(1),
      images: 2,
    });
    await add('laptop', {
      title: 'Ordinateur portable HP EliteBook',
      description: 'Laptop in good condition, 16 GB RAM',
      userId: shop,
      categoryId: electronics,
      locationId: lubumbashi.id,
      price: 1_250_000,
      currency: 'CDF',
      createdAt: hoursAgo(2),
    });
    await add('car', {
      title: 'Toyota RAV4 2015',
      description: 'Voiture climatisée, papiers en règle',
      userId: seller,
      categoryId: vehicles,
      locationId: kinCity.id,
      price: 12_000,
      currency: 'EUR',
      createdAt: hoursAgo(3),
    });
    await add('iphone', {
      title: 'iPhone 12 Pro',
      description: 'Smartphone débloqué',
      userId: shop,
      categoryId: phones,
      locationId: kinshasa.id,
      price: 400,
      currency: 'USD',
      createdAt: hoursAgo(4),
      boost: { type: 'premium', expiresAt: days(3) },
    });
    await add('tv', {
      title: 'Télévision LG 55 pouces',
      userId: shop,
      categoryId: electronics,
      locationId: null,
      price: null,
      createdAt: hoursAgo(5),
      boost: { type: 'exclusive', expiresAt: days(1) },
    });
    await add('oldBoost', {
      title: 'Moto Yamaha',
      userId: seller,
      categoryId: vehicles,
      locationId: lubumbashi.id,
      price: 900,
      currency: 'USD',
      createdAt: hoursAgo(6),
      boost: { type: 'exclusive', expiresAt: days(-1) },
    });
    await add('pending', {
      title: 'Samsung en attente',
      userId: seller,
      categoryId: phones,
      status: 'pending',
    });
    await add('sold', { title: 'Samsung vendu', userId: seller, categoryId: phones, status: 'sold' });
    await add('expired', {
      title: 'Samsung expiré',
      userId: seller,
      categoryId: phones,
      expiresAt: days(-2),
    });
    await add('deleted', {
      title: 'Samsung supprimé',
      userId: seller,
      categoryId: phones,
      deletedAt: days(-2),
    });
    ids = Object.fromEntries(Object.entries(created).map(([key, value]) => [key, value.id]));
    slugs = Object.fromEntries(Object.entries(created).map(([key, value]) => [key, value.slug]));
  });
  afterAll(() => t.close());

  const list = async (query: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url: `/api/ads${query}`, headers });
    return { status: response.statusCode, body: response.json() };
  };

  describe('GET /api/ads', () => {
    it('lists only active, current ads: running boosts first (exclusive, premium), then newest', async () => {
      const { status, body } = await list('');
      expect(status).toBe(200);
      expect(titles(body)).toEqual([
        'Télévision LG 55 pouces',
        'iPhone 12 Pro',
        'Téléphone Samsung Galaxy A54',
        'Ordinateur portable HP EliteBook',
        'Toyota RAV4 2015',
        'Moto Yamaha',
      ]);
      expect(body).toMatchObject({ current_page: 1, last_page: 1, per_page: 24, total: 6 });
    });

    it('returns each ad in the contract shape: seller, category with parent, place path, photos, price', async () => {
      const { body } = await list('?q=samsung');
      const [ad] = body.data;
      expect(ad).toMatchObject({
        id: ids.phone,
        slug: slugs.phone,
        price: 250,
        currency: { code: 'USD', symbol: '$', position: 'before', decimal_places: 2 },
        currency_code: 'USD',
        converted_price: null,
        category: {
          slug: 'mobile-phones',
          name: 'Téléphones',
          parent: { slug: 'electronics', name: 'Électronique' },
        },
        location: { slug: 'gombe', name: 'Gombe', path: 'Gombe, Kinshasa, Kinshasa' },
        status: 'active',
        boost: null,
        is_premium: false,
        user: {
          id: expect.any(Number),
          name: 'Mireille Kabila',
          username: 'mireille',
          account_type: 'individual',
          business_profile: null,
          is_verified: true,
        },
      });
      expect(ad.images).toHaveLength(2);
      expect(ad.images[0]).toEqual({
        id: expect.any(Number),
        url: `/media/ads/${ids.phone}/photo0-400.webp`,
        image_path: `ads/${ids.phone}/photo0-1600.webp`,
        sizes: {
          card: `/media/ads/${ids.phone}/photo0-400.webp`,
          gallery: `/media/ads/${ids.phone}/photo0-800.webp`,
          zoom: `/media/ads/${ids.phone}/photo0-1600.webp`,
        },
        width: 1600,
        height: 1200,
        position: 0,
      });
      expect(ad.media_urls).toEqual([
        `/media/ads/${ids.phone}/photo0-400.webp`,
        `/media/ads/${ids.phone}/photo1-400.webp`,
      ]);
      expect(ad).not.toHaveProperty('search_vector');
    });

    it('shows boost, business seller and a price in minor units of its currency', async () => {
      const { body } = await list('?q=iphone');
      expect(body.data[0]).toMatchObject({
        boost: { type: 'premium' },
        is_premium: true,
        user: {
          account_type: 'business',
          business_profile: { name: 'Mukendi Électro', slug: 'mukendi-electro' },
        },
      });
      const laptop = (await list('?q=elitebook')).body.data[0];
      expect(laptop).toMatchObject({
        price: 1_250_000,
        currency: { code: 'CDF', symbol: 'FC', position: 'after', decimal_places: 0 },
      });
      const tv = (await list('?q=television')).body.data[0];
      expect(tv).toMatchObject({ price: null, location: null, boost: { type: 'exclusive' } });
    });

    it('searches French and English words without accents: "telephone" finds « Téléphone »', async () => {
      // The Samsung by its title, the iPhone by its category « Téléphones » (boosted, so first).
      expect(titles((await list('?q=telephone')).body)).toEqual([
        'iPhone 12 Pro',
        'Téléphone Samsung Galaxy A54',
      ]);
      expect(titles((await list('?q=galaxy%20telephone')).body)).toEqual(['Téléphone Samsung Galaxy A54']);
      expect(titles((await list('?q=t%C3%A9l%C3%A9vision')).body)).toEqual(['Télévision LG 55 pouces']);
      // English stemming over the description: "laptop" and "conditions".
      expect(titles((await list('?q=laptop')).body)).toEqual(['Ordinateur portable HP EliteBook']);
      // French stemming: "climatisee" matches « climatisée ».
      expect(titles((await list('?q=climatisee')).body)).toEqual(['Toyota RAV4 2015']);
    });

    it('matches an ad through its category name in either language, children included', async () => {
      expect(titles((await list('?q=vehicules')).body)).toEqual(['Toyota RAV4 2015', 'Moto Yamaha']);
      expect(titles((await list('?q=phones')).body)).toEqual([
        'iPhone 12 Pro',
        'Téléphone Samsung Galaxy A54',
      ]);
      expect((await list('?q=electronique')).body.total).toBe(4);
    });

    it('tolerates typos when nothing matches exactly: "samsng" finds Samsung', async () => {
      const { body } = await list('?q=samsng');
      expect(titles(body)).toEqual(['Téléphone Samsung Galaxy A54']);
      expect(body.total).toBe(1);
      expect(titles((await list('?q=elitbook')).body)).toEqual(['Ordinateur portable HP EliteBook']);
    });

    it('tolerates one wrong letter in a longer word: "telefone" finds what "telephone" finds', async () => {
      const exact = await list('?q=telephone');
      const typo = await list('?q=telefone');
      expect(titles(typo.body)).toEqual(titles(exact.body));
      expect(typo.body.total).toBe(exact.body.total);
      // The category name is matched with a misspelling too, in either language.
      expect(titles((await list('?q=vehicule')).body)).toEqual(titles((await list('?q=vehicules')).body));
      // An unrelated word still finds nothing.
      expect((await list('?q=helicoptere')).body.total).toBe(0);
    });

    it('never returns hidden ads from a search, and an unmatched word gives an empty page', async () => {
      const { body } = await list('?q=samsung');
      expect(titles(body)).toEqual(['Téléphone Samsung Galaxy A54']);
      const none = await list('?q=hélicoptère');
      expect(none.body).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 24, total: 0 });
    });

    it('filters by category including its children', async () => {
      expect(titles((await list('?category=electronics')).body)).toEqual([
        'Télévision LG 55 pouces',
        'iPhone 12 Pro',
        'Téléphone Samsung Galaxy A54',
        'Ordinateur portable HP EliteBook',
      ]);
      expect(titles((await list('?category=mobile-phones')).body)).toEqual([
        'iPhone 12 Pro',
        'Téléphone Samsung Galaxy A54',
      ]);
      expect((await list('?category=unknown-thing')).body.total).toBe(0);
    });

    it('filters by place including the places inside it', async () => {
      expect(titles((await list('?location=kinshasa')).body)).toEqual([
        'iPhone 12 Pro',
        'Téléphone Samsung Galaxy A54',
        'Toyota RAV4 2015',
      ]);
      expect(titles((await list('?location=gombe')).body)).toEqual(['Téléphone Samsung Galaxy A54']);
      expect(titles((await list('?location=haut-katanga&sort=price_asc')).body)).toEqual([
        'Ordinateur portable HP EliteBook',
        'Moto Yamaha',
      ]);
    });

    it('compares prices across currencies through the normalised USD price', async () => {
      // 1 250 000 FC = 500 USD; 12 000 EUR = 15 000 USD.
      expect(titles((await list('?min_price=300&max_price=600&sort=price_asc')).body)).toEqual([
        'iPhone 12 Pro',
        'Ordinateur portable HP EliteBook',
      ]);
      // The same range in Congolese francs (2 500 FC per dollar).
      expect(
        titles((await list('?min_price=750000&max_price=1500000&price_currency=CDF&sort=price_asc')).body),
      ).toEqual(['iPhone 12 Pro', 'Ordinateur portable HP EliteBook']);
      // A bound equal to a price keeps the ad: 250 USD = 200 EUR.
      expect(titles((await list('?max_price=200&price_currency=EUR')).body)).toEqual([
        'Téléphone Samsung Galaxy A54',
      ]);
      expect(titles((await list('?min_price=10000')).body)).toEqual(['Toyota RAV4 2015']);
    });

    it('sorts by price both ways, ads without a price last: a chosen sort is the order seen, boosted or not', async () => {
      expect(titles((await list('?sort=price_asc')).body)).toEqual([
        'Téléphone Samsung Galaxy A54',
        'iPhone 12 Pro',
        'Ordinateur portable HP EliteBook',
        'Moto Yamaha',
        'Toyota RAV4 2015',
        'Télévision LG 55 pouces',
      ]);
      expect(titles((await list('?sort=price_desc')).body)).toEqual([
        'Toyota RAV4 2015',
        'Moto Yamaha',
        'Ordinateur portable HP EliteBook',
        'iPhone 12 Pro',
        'Téléphone Samsung Galaxy A54',
        'Télévision LG 55 pouces',
      ]);
      // Within a place too (the boosted iPhone is no longer put before the cheaper Samsung).
      expect(titles((await list('?location=kinshasa&sort=price_asc')).body)).toEqual([
        'Téléphone Samsung Galaxy A54',
        'iPhone 12 Pro',
        'Toyota RAV4 2015',
      ]);
      // And with words: the chosen sort orders the matches.
      expect(titles((await list('?q=telephone&sort=price_desc')).body)).toEqual([
        'iPhone 12 Pro',
        'Téléphone Samsung Galaxy A54',
      ]);
      expect(titles((await list('?q=telephone&sort=price_asc')).body)).toEqual([
        'Téléphone Samsung Galaxy A54',
        'iPhone 12 Pro',
      ]);
    });

    it('sorts newest first when asked, boosted or not; boosts lead only the default order', async () => {
      expect(titles((await list('?sort=newest')).body)).toEqual([
        'Téléphone Samsung Galaxy A54',
        'Ordinateur portable HP EliteBook',
        'Toyota RAV4 2015',
        'iPhone 12 Pro',
        'Télévision LG 55 pouces',
        'Moto Yamaha',
      ]);
      expect(titles((await list('?sort=relevance')).body)).toEqual(titles((await list('')).body));
      const pages = await Promise.all(
        [1, 2, 3].map((page) => list(`?sort=price_asc&per_page=2&page=${page}`)),
      );
      expect(pages.flatMap((p) => titles(p.body))).toEqual(titles((await list('?sort=price_asc')).body));
    });

    it('paginates across boosted and other ads without overlap', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => list(`?per_page=2&page=${page}`)));
      expect(pages.map((p) => titles(p.body))).toEqual([
        ['Télévision LG 55 pouces', 'iPhone 12 Pro'],
        ['Téléphone Samsung Galaxy A54', 'Ordinateur portable HP EliteBook'],
        ['Toyota RAV4 2015', 'Moto Yamaha'],
      ]);
      expect(pages[1].body).toMatchObject({ current_page: 2, last_page: 3, per_page: 2, total: 6 });
      const odd = await list('?per_page=4&page=2');
      expect(titles(odd.body)).toEqual(['Toyota RAV4 2015', 'Moto Yamaha']);
      const beyond = await list('?per_page=4&page=9');
      expect(beyond.body).toMatchObject({ data: [], current_page: 9, last_page: 2, total: 6 });
    });

    it('keeps only running boosts with boosted=true; an expired boost is an ordinary ad', async () => {
      const { body } = await list('?boosted=true');
      expect(titles(body)).toEqual(['Télévision LG 55 pouces', 'iPhone 12 Pro']);
      expect(body.total).toBe(2);
      const moto = (await list('?q=yamaha')).body.data[0];
      expect(moto.boost).toBeNull();
    });

    it('filters by seller', async () => {
      const { body } = await list(`?user_id=${(await list('?q=iphone')).body.data[0].user.id}`);
      expect(titles(body)).toEqual([
        'Télévision LG 55 pouces',
        'iPhone 12 Pro',
        'Ordinateur portable HP EliteBook',
      ]);
    });

    it('adds the converted price in the display currency, null in the ad’s own currency', async () => {
      const { body } = await list('?display_currency=CDF&sort=price_desc');
      const byTitle = Object.fromEntries(
        body.data.map((ad: Listed & { converted_price: unknown }) => [ad.title, ad.converted_price]),
      );
      expect(byTitle['iPhone 12 Pro']).toEqual({
        amount: 1_000_000,
        currency_code: 'CDF',
        symbol: 'FC',
        position: 'after',
        decimal_places: 0,
      });
      expect(byTitle['Toyota RAV4 2015']).toMatchObject({ amount: 37_500_000, currency_code: 'CDF' });
      expect(byTitle['Ordinateur portable HP EliteBook']).toBeNull();
      expect(byTitle['Télévision LG 55 pouces']).toBeNull();
      const eur = (await list('?q=samsung&display_currency=eur')).body.data[0];
      expect(eur.converted_price).toEqual({
        amount: 200,
        currency_code: 'EUR',
        symbol: '€',
        position: 'after',
        decimal_places: 2,
      });
    });

    it('names categories in the request language', async () => {
      const { body } = await list('?q=samsung', { 'accept-language': 'en' });
      expect(body.data[0].category).toMatchObject({ name: 'Mobile phones', parent: { name: 'Electronics' } });
    });

    it('gives an anonymous visitor and a signed-in one the same list', async () => {
      const anonymous = await list('?sort=price_asc');
      const signedIn = await list('?sort=price_asc', { authorization: 'Bearer abc.def' });
      expect(signedIn).toEqual(anonymous);
    });

    it('refuses bad query parameters with 422 and per-field messages in French', async () => {
      const { status, body } = await list('?page=0&per_page=61&sort=cheapest&min_price=-5&boosted=maybe');
      expect(status).toBe(422);
      expect(body.message).toBe('Veuillez vérifier le formulaire et corriger les erreurs');
      expect(body.errors).toEqual({
        page: ['La valeur doit être supérieure ou égale à 1'],
        per_page: ['La valeur doit être inférieure ou égale à 60'],
        sort: ["La valeur choisie n'est pas valide"],
        min_price: ['La valeur doit être supérieure ou égale à 0'],
        boosted: ['Ce champ doit valoir true ou false'],
      });
    });

    it('refuses bad query parameters in English too, including pages past 500 and unknown currencies', async () => {
      const en = { 'accept-language': 'en' };
      const far = await list('?page=501', en);
      expect(far.status).toBe(422);
      expect(far.body).toEqual({
        message: 'Please check the form and correct any errors',
        errors: { page: ['The value must be less than or equal to 500'] },
      });
      const notNumber = await list('?min_price=cheap', en);
      expect(notNumber.body.errors).toEqual({ min_price: ['This field must be a number'] });
      const currency = await list('?min_price=5&price_currency=XYZ', en);
      expect(currency.status).toBe(422);
      expect(currency.body.errors).toEqual({ price_currency: ['This currency is unknown'] });
      const range = await list('?min_price=50&max_price=10', en);
      expect(range.body.errors).toEqual({
        min_price: ['The minimum price must be less than or equal to the maximum price'],
      });
      const long = await list(`?q=${'a'.repeat(121)}`, en);
      expect(long.body.errors).toEqual({ q: ['This field must not exceed 120 characters'] });
    });
  });

  describe('GET /api/ads/{idOrSlug}', () => {
    const show = (idOrSlug: string | number, headers: Record<string, string> = {}, query = '') =>
      t.app.inject({ url: `/api/ads/${idOrSlug}${query}`, headers });

    it('returns an ad by id and by slug', async () => {
      const byId = await show(ids.phone, { 'user-agent': 'reader-a' });
      expect(byId.statusCode).toBe(200);
      expect(byId.json()).toMatchObject({ id: ids.phone, title: 'Téléphone Samsung Galaxy A54' });
      const bySlug = await show(slugs.car, { 'user-agent': 'reader-a' }, '?display_currency=USD');
      expect(bySlug.json()).toMatchObject({
        id: ids.car,
        slug: slugs.car,
        converted_price: { amount: 15_000, currency_code: 'USD' },
      });
    });

    it('answers 404 in the request language for unknown and hidden ads', async () => {
      for (const target of [
        999999,
        'no-such-ad',
        ids.pending,
        ids.sold,
        ids.expired,
        ids.deleted,
        slugs.pending,
      ]) {
        const fr = await show(target);
        expect(fr.statusCode).toBe(404);
        expect(fr.json()).toEqual({ message: 'Annonce introuvable' });
      }
      const en = await show(ids.pending, { 'accept-language': 'en' });
      expect(en.json()).toEqual({ message: 'Ad not found' });
    });

    it('counts a view once per visitor and day', async () => {
      const before = await columnOf(db, 'ads', ids.iphone, 'views_count');
      const first = await show(ids.iphone, { 'user-agent': 'phone-1', 'x-forwarded-for': '41.243.1.10' });
      expect(first.json().views_count).toBe(before + 1);
      const again = await show(slugs.iphone, { 'user-agent': 'phone-1', 'x-forwarded-for': '41.243.1.10' });
      expect(again.json().views_count).toBe(before + 1);
      const other = await show(ids.iphone, { 'user-agent': 'phone-1', 'x-forwarded-for': '41.243.1.11' });
      expect(other.json().views_count).toBe(before + 2);
      const otherBrowser = await show(ids.iphone, {
        'user-agent': 'phone-2',
        'x-forwarded-for': '41.243.1.10',
      });
      expect(otherBrowser.json().views_count).toBe(before + 3);
      const stored = await db
        .selectFrom('ads')
        .select('views_count')
        .where('id', '=', ids.iphone)
        .executeTakeFirstOrThrow();
      expect(stored.views_count).toBe(before + 3);
      // A new day is a new view for the same visitor.
      await db.updateTable('ad_views').set({ day: '2000-01-01' }).where('ad_id', '=', ids.iphone).execute();
      const tomorrow = await show(ids.iphone, { 'user-agent': 'phone-1', 'x-forwarded-for': '41.243.1.10' });
      expect(tomorrow.json().views_count).toBe(before + 4);
    });

    it('gives an anonymous visitor and a signed-in one the same ad', async () => {
      const anonymous = (await show(ids.laptop, { 'user-agent': 'same' })).json();
      const signedIn = (
        await show(ids.laptop, { 'user-agent': 'same', authorization: 'Bearer token' })
      ).json();
      expect(signedIn).toEqual(anonymous);
    });

    it('refuses an unknown display currency with 422', async () => {
      const response = await show(ids.phone, { 'accept-language': 'en' }, '?display_currency=ABC');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ display_currency: ['This currency is unknown'] });
    });
  });

  describe('database round trips', () => {
    const counted = () => countingStatements(db);

    it('answers a search with words, a category and a place in one statement', async () => {
      const { counter, counting } = counted();
      const result = await searchAds(counting, {
        q: 'telephone',
        categorySlug: 'electronics',
        locationSlug: 'kinshasa',
        sort: 'relevance',
        page: 1,
        perPage: 24,
      });
      expect(result.rows.map((row) => row.title)).toEqual(['iPhone 12 Pro', 'Téléphone Samsung Galaxy A54']);
      expect(counter.statements).toBe(1);
    });

    it('takes two statements when the words match nothing as written and similar spellings are tried', async () => {
      const { counter, counting } = counted();
      const result = await searchAds(counting, { q: 'samsng', sort: 'relevance', page: 1, perPage: 24 });
      expect(result.total).toBe(1);
      // Plus the look-up of a place named in the words (a few hundred rows), when no place is chosen.
      expect(counter.statements).toBe(3);
      const { counter: chosen, counting: withPlace } = counted();
      await searchAds(withPlace, {
        q: 'samsng',
        locationSlug: 'kinshasa',
        sort: 'relevance',
        page: 1,
        perPage: 24,
      });
      expect(chosen.statements).toBe(2);
    });

    it('browses in one statement, whatever the sort, and gives the total past the last page', async () => {
      for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc'] as const) {
        const { counter, counting } = counted();
        const beyond = await searchAds(counting, { sort, categorySlug: 'vehicles', page: 5, perPage: 24 });
        expect(beyond).toEqual({ rows: [], total: 2, totalIsLowerBound: false });
        expect(counter.statements).toBe(1);
      }
      const unknown = await searchAds(db, {
        sort: 'relevance',
        categorySlug: 'no-such-thing',
        page: 1,
        perPage: 24,
      });
      expect(unknown).toEqual({ rows: [], total: 0, totalIsLowerBound: false });
    });

    it('ranks the best matches first among ads of the same boost tier', async () => {
      // The laptop has "ordinateur" in its title, the newer Samsung "chargeur" only in its description.
      expect(titles((await list('?q=ordinateur%20or%20chargeur')).body)).toEqual([
        'Ordinateur portable HP EliteBook',
        'Téléphone Samsung Galaxy A54',
      ]);
      expect(titles((await list('?q=ordinateur%20or%20chargeur&sort=newest')).body)).toEqual([
        'Téléphone Samsung Galaxy A54',
        'Ordinateur portable HP EliteBook',
      ]);
    });
  });

  describe('counting broad searches', () => {
    it('counts up to a cap and says the total is "more than" past it, still giving a full page', async () => {
      const exact = await searchAds(db, { sort: 'newest', page: 1, perPage: 24 });
      expect(exact.totalIsLowerBound).toBe(false);
      expect(exact.total).toBeGreaterThan(2);

      const capped = await searchAds(db, { sort: 'newest', page: 1, perPage: 24, countCap: 2 });
      expect(capped).toMatchObject({ total: 2, totalIsLowerBound: true });
      expect(capped.rows.map((row) => row.id)).toEqual(exact.rows.map((row) => row.id));
    });

    it('leaves the flag out of the list envelope when every match was counted', async () => {
      const body = (await t.app.inject({ url: '/api/ads' })).json();
      expect(body.total_is_lower_bound).toBeUndefined();
      expect(body.total).toBe(body.data.length);
    });
  });
});
