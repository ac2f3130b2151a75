import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../src/db/types';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { readLargePlaces, searchAds, TEXT_COUNT_CAP } from '../src/ads/search';
import { KeptReference } from '../src/services/kept-reference';
import { correctedTsQuery, editDistance, isOneSlipAway } from '../src/ads/typos';
import {
  buildTestApp,
  createTestDatabase,
  describeEachEngine,
  truncateAll,
  type TestApp,
  type TestDatabase,
} from './helper';
import {
  insertAd,
  insertCategory,
  insertCurrencies,
  insertLocation,
  insertSettings,
  insertUser,
} from './fixtures';

const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

describe('typo correction', () => {
  it('counts a slip as one edit, sound-alike spellings as none', () => {
    expect(editDistance('samsng', 'samsung')).toBe(1);
    expect(editDistance('iphnoe', 'iphone')).toBe(1);
    expect(isOneSlipAway('telefone', 'telephone')).toBe(true);
    expect(isOneSlipAway('kamera', 'camera')).toBe(true);
    expect(isOneSlipAway('samsng', 'samsonite')).toBe(false);
    expect(isOneSlipAway('maison', 'saison')).toBe(true);
    expect(isOneSlipAway('toyota', 'tablet')).toBe(false);
  });

  it('replaces the misspelled words only, leaving out spellings far rarer than the best', () => {
    const candidates = [
      { typed: 'samsng', word: 'samsing', ads: 2 },
      { typed: 'samsng', word: 'samsung', ads: 900 },
      { typed: 'samsng', word: 'samsonite', ads: 40 },
      { typed: 'galaxy', word: 'galaxy', ads: 300 },
    ];
    expect(correctedTsQuery('Samsng galaxy', candidates)).toBe('(samsung) & galaxy');
    const even = [
      { typed: 'maizon', word: 'maison', ads: 50 },
      { typed: 'maizon', word: 'maisons', ads: 20 },
    ];
    expect(correctedTsQuery('maizon', even)).toBe('(maison | maisons)');
    expect(correctedTsQuery('hélicoptère', [])).toBeNull();
  });
});

describeEachEngine('search at scale', (getDb) => {
  let t: TestApp;
  let db: Kysely<Database>;
  let phones: number;

  beforeAll(async () => {
    db = getDb().db;
    await truncateAll(db);
    await sql`TRUNCATE search_words`.execute(db);
    t = await buildTestApp(db);
    await insertCurrencies(db);
    await insertSettings(db, { default_currency: 'USD' });
    phones = await insertCategory(db, 'mobile-phones', { fr: 'Téléphones portables', en: 'Mobile phones' });
    const furniture = await insertCategory(db, 'furniture', { fr: 'Meubles', en: 'Furniture' });
    const seller = await insertUser(db);
    for (let n = 0; n < 6; n++) {
      await insertAd(db, {
        title: `Samsung Galaxy A${50 + n}`,
        userId: seller,
        categoryId: phones,
        description: null,
      });
    }
    // An ad whose seller mistyped the brand: a rare spelling the vocabulary has too.
    await insertAd(db, {
      title: 'Samsing Galaxy neuf',
      userId: seller,
      categoryId: phones,
      description: null,
    });
    await insertAd(db, {
      title: 'Valise Samsonite',
      userId: seller,
      categoryId: furniture,
      description: null,
    });
    await insertAd(db, {
      title: 'Table basse en bois',
      userId: seller,
      categoryId: furniture,
      description: null,
    });
  });
  afterAll(() => t.close());

  const list = async (query: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url: `/api/ads${query}`, headers });
    return { status: response.statusCode, body: response.json() };
  };

  it('keeps the vocabulary of titles up to date as ads are added, renamed and removed', async () => {
    const count = async (word: string) =>
      (await db.selectFrom('search_words').select('ads').where('word', '=', word).executeTakeFirst())?.ads ??
      0;
    expect(await count('samsung')).toBe(6);
    expect(await count('galaxy')).toBe(7);
    expect(await count('samsing')).toBe(1);
    const seller = await insertUser(db);
    const added = await insertAd(db, { title: 'Réfrigérateur LG', userId: seller, categoryId: phones });
    expect(await count('refrigerateur')).toBe(1);
    await db.updateTable('ads').set({ title: 'Congélateur LG' }).where('id', '=', added.id).execute();
    expect(await count('refrigerateur')).toBe(0);
    expect(await count('congelateur')).toBe(1);
    expect(await count('lg')).toBe(1);
    // A change that leaves the title alone (a view counted) does not touch the vocabulary.
    await db.updateTable('ads').set({ views_count: 5 }).where('id', '=', added.id).execute();
    expect(await count('lg')).toBe(1);
    await db.deleteFrom('ads').where('id', '=', added.id).execute();
    expect(await count('congelateur')).toBe(0);
    expect(await count('lg')).toBe(0);
  });

  it('corrects "samsng" against the vocabulary to Samsung, not to another seller\'s rare slip', async () => {
    const { status, body } = await list('?q=samsng');
    expect(status).toBe(200);
    expect(body.total).toBe(6);
    expect(
      titles(body.data)
        .slice(0, 6)
        .every((title: string) => title.startsWith('Samsung Galaxy')),
    ).toBe(true);
    // The misspelled title is still found by its own spelling.
    expect(titles((await list('?q=samsing')).body.data)).toEqual(['Samsing Galaxy neuf']);
    // A mistyped word next to a right one: only the wrong one is corrected.
    expect(
      (await list('?q=galaxi%20samsng%20a53')).body.data.map((ad: { title: string }) => ad.title),
    ).toEqual(['Samsung Galaxy A53']);
  });

  it('finds phones from "telefone" through the category name, and nothing from an unrelated word', async () => {
    const { body } = await list('?q=telefone');
    expect(body.total).toBe(7);
    expect(new Set(body.data.map((ad: { category: { slug: string } }) => ad.category.slug))).toEqual(
      new Set(['mobile-phones']),
    );
    const none = await list('?q=helicoptere');
    expect(none.body.total).toBe(0);
  });

  it('gives the newest matches and a "more than" total when a common word matches more than the cap', async () => {
    const capped = await searchAds(db, { q: 'galaxy', sort: 'relevance', page: 1, perPage: 3, countCap: 4 });
    expect(capped.total).toBe(4);
    expect(capped.totalIsLowerBound).toBe(true);
    expect(capped.rows).toHaveLength(3);
    const exact = await searchAds(db, { q: 'galaxy', sort: 'newest', page: 1, perPage: 24 });
    expect(exact).toMatchObject({ total: 7, totalIsLowerBound: false });
    expect(TEXT_COUNT_CAP).toBeGreaterThanOrEqual(100);
  });

  it('keeps no pending list on the indexes searches read (each write puts its entries in place)', async () => {
    const { rows } = await sql<{ relname: string; reloptions: string[] | null }>`
      SELECT relname, reloptions FROM pg_class
      WHERE relname IN ('ads_search_idx', 'ads_live_attributes_idx', 'search_words_trgm_idx') ORDER BY relname
    `.execute(db);
    expect(rows).toEqual([
      { relname: 'ads_live_attributes_idx', reloptions: ['fastupdate=off'] },
      { relname: 'ads_search_idx', reloptions: ['fastupdate=off'] },
      { relname: 'search_words_trgm_idx', reloptions: ['fastupdate=off'] },
    ]);
  });

  it('finds a word the newest ads of other places have in a narrow place, with its exact total, order and pages', async () => {
    // The newest ads are chairs in Matadi: among them, none in Lemba, whose chairs are older. The list of Lemba's
    // chairs comes from the text index (the probe sees too few of them to walk), the list everywhere from the walk.
    const seller = await insertUser(db);
    const furniture = (
      await db.selectFrom('categories').select('id').where('slug', '=', 'furniture').executeTakeFirstOrThrow()
    ).id;
    const matadi = await insertLocation(db, 'matadi', 'Matadi', 'city');
    const lemba = await insertLocation(db, 'lemba', 'Lemba', 'commune');
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const lembaChairs: number[] = [];
    for (const [n, price] of [45, 12, 30, 8, 60, 25, 18, 50].entries()) {
      const { id } = await insertAd(db, {
        title: `Chaise en bois ${n}`,
        userId: seller,
        categoryId: furniture,
        locationId: lemba.id,
        price,
        description: null,
        createdAt: hoursAgo(48 + n),
      });
      lembaChairs[price] = id;
    }
    await sql`
      INSERT INTO ads (slug, title, description, user_id, category_id, location_id, currency_code, price_minor,
        price_usd_cents, status, created_at)
      SELECT 'chaise-matadi-' || g, 'Chaise plastique ' || g, NULL, ${seller}, ${furniture}, ${matadi.id}, 'USD',
        1000, 1000, 'active', now() - interval '1 hour' + g * interval '1 second'
      FROM generate_series(1, 600) AS g
    `.execute(db);
    try {
      const inLemba = await searchAds(db, {
        q: 'chaise',
        locationSlug: 'lemba',
        sort: 'price_asc',
        page: 1,
        perPage: 3,
      });
      expect(inLemba).toMatchObject({ total: 8, totalIsLowerBound: false });
      expect(inLemba.rows.map((row) => row.id)).toEqual([lembaChairs[8], lembaChairs[12], lembaChairs[18]]);
      const secondPage = await searchAds(db, {
        q: 'chaise',
        locationSlug: 'lemba',
        sort: 'price_asc',
        page: 2,
        perPage: 3,
      });
      expect(secondPage.rows.map((row) => row.id)).toEqual([
        lembaChairs[25],
        lembaChairs[30],
        lembaChairs[45],
      ]);
      const newestInLemba = await searchAds(db, {
        q: 'chaise',
        locationSlug: 'lemba',
        sort: 'newest',
        page: 1,
        perPage: 1,
      });
      expect(newestInLemba.rows.map((row) => row.title)).toEqual(['Chaise en bois 0']);

      const everywhere = await searchAds(db, { q: 'chaise', sort: 'newest', page: 1, perPage: 2 });
      expect(everywhere).toMatchObject({ total: TEXT_COUNT_CAP, totalIsLowerBound: true });
      expect(everywhere.rows.map((row) => row.title)).toEqual([
        'Chaise plastique 600',
        'Chaise plastique 599',
      ]);
    } finally {
      await sql`DELETE FROM ads WHERE title LIKE 'Chaise %'`.execute(db);
    }
  });

  it('finds words that only older ads have, and the ads of a category they name, in the chosen place and order', async () => {
    // More newer ads than the probe looks at, none of them about boats: "bateaux" is looked up in the indexes.
    const seller = await insertUser(db);
    const furniture = (
      await db.selectFrom('categories').select('id').where('slug', '=', 'furniture').executeTakeFirstOrThrow()
    ).id;
    const boats = await insertCategory(db, 'boats', { fr: 'Bateaux', en: 'Boats' });
    const kinshasa = await insertLocation(db, 'kinshasa', 'Kinshasa', 'province');
    const goma = await insertLocation(db, 'goma', 'Goma', 'city');
    const dayAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const outboard = await insertAd(db, {
      title: 'Hors-bord Yamaha 40 CV',
      userId: seller,
      categoryId: boats,
      locationId: kinshasa.id,
      price: 3000,
      description: null,
      createdAt: dayAgo(30),
    });
    const fishing = await insertAd(db, {
      title: 'Bateau de pêche avec filets',
      userId: seller,
      categoryId: furniture,
      locationId: kinshasa.id,
      price: 800,
      description: null,
      createdAt: dayAgo(40),
    });
    await insertAd(db, {
      title: 'Pirogue motorisée',
      userId: seller,
      categoryId: boats,
      locationId: goma.id,
      price: 1500,
      description: 'Un bateau solide',
      createdAt: dayAgo(35),
    });
    await insertAd(db, {
      title: 'Maison avec ponton',
      userId: seller,
      categoryId: furniture,
      locationId: goma.id,
      price: 90000,
      description: 'Ponton pour deux bateaux',
      createdAt: dayAgo(45),
    });
    await sql`
      INSERT INTO ads (slug, title, description, user_id, category_id, currency_code, price_minor, price_usd_cents,
        status, created_at)
      SELECT 'table-' || g, 'Table basse ' || g, 'Meuble en bois', ${seller}, ${furniture}, 'USD', 10000, 10000,
        'active', now() - interval '1 hour' + g * interval '1 second'
      FROM generate_series(1, 520) AS g
    `.execute(db);
    try {
      const everywhere = await searchAds(db, { q: 'bateaux', sort: 'relevance', page: 1, perPage: 24 });
      expect(everywhere).toMatchObject({ total: 4, totalIsLowerBound: false });
      // The category the words name weighs more than a title with the word in one language, which weighs more
      // than a description that mentions it.
      expect(titles(everywhere.rows)).toEqual([
        'Pirogue motorisée',
        'Hors-bord Yamaha 40 CV',
        'Bateau de pêche avec filets',
        'Maison avec ponton',
      ]);
      const inKinshasa = await searchAds(db, {
        q: 'bateaux',
        locationSlug: 'kinshasa',
        sort: 'price_desc',
        page: 1,
        perPage: 24,
      });
      expect(inKinshasa).toMatchObject({ total: 2, totalIsLowerBound: false });
      expect(inKinshasa.rows.map((row) => row.id)).toEqual([outboard.id, fishing.id]);
      // The place named in the words narrows the search the same way.
      const namedPlace = await searchAds(db, {
        q: 'bateaux kinshasa',
        sort: 'price_desc',
        page: 1,
        perPage: 24,
      });
      expect(namedPlace).toMatchObject({ total: 2, place: { slug: 'kinshasa' } });
      expect(namedPlace.rows.map((row) => row.id)).toEqual([outboard.id, fishing.id]);
      const newest = await searchAds(db, { q: 'bateaux', sort: 'newest', page: 1, perPage: 2 });
      expect(titles(newest.rows)).toEqual(['Hors-bord Yamaha 40 CV', 'Pirogue motorisée']);
      expect(newest.total).toBe(4);
      // A word nothing has, with many ads to walk: still nothing, and its spelling corrected when one is close.
      expect((await list('?q=pirogeu')).body.data.map((ad: { title: string }) => ad.title)).toEqual([
        'Pirogue motorisée',
      ]);
      expect((await list('?q=zzzzqqq')).body.total).toBe(0);
    } finally {
      await sql`DELETE FROM ads WHERE category_id = ${boats} OR slug LIKE 'table-%' OR title LIKE 'Bateau de pêche%' OR title = 'Maison avec ponton'`.execute(
        db,
      );
    }
  });

  it('checks a large place on the rare matches of the words, with the same results as through its index', async () => {
    const seller = await insertUser(db);
    const furniture = (
      await db.selectFrom('categories').select('id').where('slug', '=', 'furniture').executeTakeFirstOrThrow()
    ).id;
    const katanga = await insertLocation(db, 'haut-katanga', 'Haut-Katanga', 'province');
    const kampemba = await insertLocation(db, 'kampemba', 'Kampemba', 'commune', katanga);
    const kolwezi = await insertLocation(db, 'kolwezi', 'Kolwezi', 'city');
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const canoes = [];
    for (const [locationId, hours] of [
      [kampemba.id, 30],
      [katanga.id, 40],
      [kolwezi.id, 35],
    ]) {
      canoes.push(
        await insertAd(db, {
          title: 'Pirogue en bois dur',
          userId: seller,
          categoryId: furniture,
          locationId,
          description: null,
          createdAt: hoursAgo(hours),
        }),
      );
    }
    // Most ads are in Kampemba, and the newest are not canoes: the probe sends "pirogue" to the text index.
    await sql`
      INSERT INTO ads (slug, title, description, user_id, category_id, location_id, currency_code, price_minor,
        price_usd_cents, status, created_at)
      SELECT 'chaise-' || g, 'Chaise pliante ' || g, 'Meuble', ${seller}, ${furniture}, ${kampemba.id}, 'USD', 1000, 1000,
        'active', now() - interval '1 hour' + g * interval '1 second'
      FROM generate_series(1, 600) AS g
    `.execute(db);
    await sql`ANALYZE ads`.execute(db);
    try {
      const large = await readLargePlaces(db);
      expect([large.has('haut-katanga'), large.has('kampemba'), large.has('kolwezi')]).toEqual([
        true,
        true,
        false,
      ]);
      const largePlaces = new KeptReference(readLargePlaces);
      for (const sort of ['relevance', 'newest', 'price_asc'] as const) {
        const search = { q: 'pirogue', locationSlug: 'haut-katanga', sort, page: 1, perPage: 24 };
        const checked = await searchAds(db, search, { largePlaces });
        expect(checked).toEqual(await searchAds(db, search));
        expect(checked.total).toBe(2);
      }
      const newest = await searchAds(
        db,
        { q: 'pirogue', locationSlug: 'haut-katanga', sort: 'newest', page: 1, perPage: 24 },
        { largePlaces },
      );
      expect(newest.rows.map((row) => row.id)).toEqual([canoes[0].id, canoes[1].id]);
    } finally {
      await sql`DELETE FROM ads WHERE slug LIKE 'chaise-%' OR title = 'Pirogue en bois dur'`.execute(db);
      await sql`ANALYZE ads`.execute(db);
    }
  });

  it('gives the same pages of a list filtered on fields whether it walks the list or reads the fields first', async () => {
    const cars = await insertCategory(db, 'cars', { fr: 'Voitures', en: 'Cars' });
    const seller = await insertUser(db);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    const tiers = { standard: 1, premium: 2, exclusive: 3 } as const;
    type Car = { id: number; make: string; year: number; createdAt: Date; tier: number };
    const added: Car[] = [];
    // Forty cars: Toyotas mostly (a common make), three Ladas (a rare one), some boosted, one boost ended.
    for (let n = 0; n < 40; n++) {
      const make = n % 13 === 5 ? 'lada' : n % 4 === 3 ? 'nissan' : 'toyota';
      const year = 2005 + (n % 15);
      const createdAt = hoursAgo(n + 1);
      const boost =
        n % 6 === 0
          ? {
              type: (['standard', 'premium', 'exclusive'] as const)[n % 3],
              expiresAt: n === 30 ? hoursAgo(1) : inDays(2),
            }
          : undefined;
      const { id } = await insertAd(db, {
        title: `${make} ${year} n°${n}`,
        userId: seller,
        categoryId: cars,
        attributes: { make, year },
        boost,
        createdAt,
      });
      added.push({ id, make, year, createdAt, tier: boost && n !== 30 ? tiers[boost.type] : 0 });
    }
    try {
      const byDate = (a: Car, b: Car) => b.createdAt.getTime() - a.createdAt.getTime();
      const expected = (matches: Car[], sort: 'relevance' | 'newest') =>
        [...matches]
          .sort((a, b) => (sort === 'relevance' ? b.tier - a.tier : 0) || byDate(a, b))
          .map((car) => car.id);
      const cases = [
        {
          attributes: [{ kind: 'option' as const, key: 'make', value: 'toyota' }],
          keep: (car: Car) => car.make === 'toyota',
        },
        {
          attributes: [
            { kind: 'option' as const, key: 'make', value: 'toyota' },
            { kind: 'range' as const, key: 'year', min: 2012 },
          ],
          keep: (car: Car) => car.make === 'toyota' && car.year >= 2012,
        },
        {
          attributes: [{ kind: 'option' as const, key: 'make', value: 'lada' }],
          keep: (car: Car) => car.make === 'lada',
        },
        { attributes: [{ kind: 'option' as const, key: 'make', value: 'volvo' }], keep: () => false },
      ];
      for (const { attributes, keep } of cases)
        for (const sort of ['relevance', 'newest'] as const) {
          const ids = expected(added.filter(keep), sort);
          // A cap above the matches reads them through the fields' indexes; a cap of 1 makes them common: the list is
          // walked, and a rare make falls back to the indexes when the walk comes up short.
          for (const countCap of [undefined, 1])
            for (const page of [1, 2, 3]) {
              const result = await searchAds(db, {
                categorySlug: 'cars',
                attributes,
                sort,
                page,
                perPage: 4,
                countCap,
              });
              const what = `${JSON.stringify(attributes)} ${sort} cap ${countCap} page ${page}`;
              expect({ what, ids: result.rows.map((row) => row.id) }).toEqual({
                what,
                ids: ids.slice((page - 1) * 4, page * 4),
              });
              expect({ what, total: result.total }).toEqual({
                what,
                total: Math.min(ids.length, countCap ?? ids.length),
              });
            }
          // The boosted ads alone.
          const boosted = await searchAds(db, {
            categorySlug: 'cars',
            attributes,
            sort,
            page: 1,
            perPage: 24,
            boostedOnly: true,
          });
          expect(boosted.rows.map((row) => row.id)).toEqual(
            expected(
              added.filter((car) => keep(car) && car.tier > 0),
              'relevance',
            ),
          );
        }
    } finally {
      await db.deleteFrom('ads').where('category_id', '=', cars).execute();
      await db.deleteFrom('categories').where('id', '=', cars).execute();
    }
  });
});

/**
 * Deadlines and cancellation are PostgreSQL's: PGlite runs each statement to its end in the api's own thread.
 * The slow statement is a search waiting for a lock another connection holds on `ads` (no sleep in product code).
 */
(process.env.TEST_DATABASE_URL ? describe : describe.skip)(
  'search deadline and cancellation [postgres]',
  () => {
    let database: TestDatabase;
    let url: string;
    const handles: DatabaseHandle[] = [];
    let blocker: pg.Client;
    // pg_stat_activity is read once per transaction: the watcher asks outside the blocker's transaction.
    let watcher: pg.Client;

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      const { db } = database;
      await insertCurrencies(db);
      await insertSettings(db, { default_currency: 'USD' });
      const phones = await insertCategory(db, 'mobile-phones', { fr: 'Téléphones', en: 'Mobile phones' });
      const seller = await insertUser(db);
      await insertAd(db, { title: 'Samsung Galaxy A54', userId: seller, categoryId: phones });
      const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db);
      const parsed = new URL(process.env.TEST_DATABASE_URL!);
      parsed.pathname = `/${rows[0].name}`;
      url = parsed.toString();
      watcher = new pg.Client({ connectionString: url });
      await watcher.connect();
    }, 60_000);

    afterAll(async () => {
      await watcher.end();
      for (const handle of handles) await handle.close();
      await database.close();
    });

    beforeEach(async () => {
      blocker = new pg.Client({ connectionString: url });
      await blocker.connect();
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE ads IN ACCESS EXCLUSIVE MODE');
    });
    afterEach(async () => {
      await blocker.query('ROLLBACK');
      await blocker.end();
    });

    async function appWithDeadline(statementTimeoutMs: number, poolSize = 4) {
      const handle = await createDatabase({ databaseUrl: url, poolSize, statementTimeoutMs });
      handles.push(handle);
      return buildTestApp(handle.db);
    }

    /** Statements of the search still running on the server. */
    async function runningSearches(): Promise<number> {
      const { rows } = await watcher.query(
        `SELECT count(*)::int AS running FROM pg_stat_activity
       WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()
         AND (query LIKE '%walked%' OR query LIKE '%counted.total%')`,
      );
      return rows[0].running;
    }

    it('answers a search past its deadline quickly with a translated 503 and Retry-After, never a 500', async () => {
      const t = await appWithDeadline(300);
      try {
        const started = Date.now();
        const fr = await t.app.inject({ url: '/api/ads?q=samsung' });
        expect(Date.now() - started).toBeLessThan(2000);
        expect(fr.statusCode).toBe(503);
        expect(fr.headers['retry-after']).toBe('2');
        expect(fr.json()).toEqual({ message: expect.stringMatching(/^La recherche a pris trop de temps/) });
        const en = await t.app.inject({ url: '/api/ads', headers: { 'accept-language': 'en' } });
        expect(en.statusCode).toBe(503);
        expect(en.json().message).toMatch(/^The search took too long/);
        expect(await runningSearches()).toBe(0);
      } finally {
        await t.close();
      }
    });

    it('cancels the statement of a request the visitor abandoned: nothing is left running', async () => {
      // A deadline far away: only the cancellation can stop the statement while the lock is held. One connection,
      // which a first search (ended by the lock's release) has used already: the backend it learnt then is the
      // one cancelled now.
      const t = await appWithDeadline(60_000, 1);
      try {
        await blocker.query('ROLLBACK');
        expect((await t.app.inject({ url: '/api/ads?q=samsung' })).statusCode).toBe(200);
        await blocker.query('BEGIN');
        await blocker.query('LOCK TABLE ads IN ACCESS EXCLUSIVE MODE');
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = t.app.server.address() as AddressInfo;
        const request = http.get({ host: '127.0.0.1', port, path: '/api/ads?q=samsung', agent: false });
        request.on('error', () => undefined);
        const deadline = Date.now() + 5000;
        while ((await runningSearches()) === 0 && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 50));
        expect(await runningSearches()).toBe(1);
        request.destroy();
        const gone = Date.now() + 3000;
        while ((await runningSearches()) > 0 && Date.now() < gone)
          await new Promise((r) => setTimeout(r, 50));
        expect(await runningSearches()).toBe(0);
      } finally {
        await t.close();
      }
    });
  },
);
