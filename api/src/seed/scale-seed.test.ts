import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, migrateToLatest, type DatabaseHandle } from '../db/database';
import { pgliteSnapshot } from '../../test/support/schema-snapshot';
import { LocalFolderStorage } from '../media/storage';
import { searchAds } from '../ads/search';
import { validateAdAttributes } from '@sokoni/contracts';
import { CATEGORY_FIELDS } from '../catalog/reference-fields';
import { CATALOGUE, titleTemplates } from './scale/catalogue';
import { parseScaleArguments, scaleSeedRefusal, seedScaleData, type SeedScaleResult } from './scale';
import { seedReferenceData } from './index';

jest.setTimeout(180_000);

describe('seedScaleData', () => {
  let handle: DatabaseHandle;
  let folder: string;
  let result: SeedScaleResult;
  const messages: string[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'sokoni-scale-'));
    handle = await createDatabase({ pgliteDataDir: 'memory://', pgliteSnapshot: await pgliteSnapshot() });
    await migrateToLatest(handle.db);
    await seedReferenceData(handle.db, { adminPassword: 'admin-password-for-tests', log: () => undefined });
    result = await seedScaleData(handle.db, new LocalFolderStorage(folder), {
      ads: 2000,
      batch: 700,
      log: (message) => messages.push(message),
    });
  });

  afterAll(async () => {
    await handle.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('adds the requested ads with their sellers and photos, and says what it does', async () => {
    expect(result).toMatchObject({ ads: 2000, sellers: 52, businesses: 2 });
    const { rows } = await sql<{ ads: number; slugs: number; photos: number; sellers: number }>`
      SELECT (SELECT count(*) FROM ads) AS ads, (SELECT count(DISTINCT slug) FROM ads) AS slugs,
        (SELECT count(*) FROM ad_images) AS photos,
        (SELECT count(DISTINCT user_id) FROM ads) AS sellers
    `.execute(handle.db);
    expect(rows[0]).toMatchObject({ ads: 2000, slugs: 2000, photos: result.photos });
    expect(rows[0].photos).toBeGreaterThanOrEqual(2000);
    expect(rows[0].sellers).toBeGreaterThan(30);
    // Three batches reported, then the summary.
    expect(messages.filter((message) => message.includes('Scale seed: ads'))).toHaveLength(3);
    expect(messages.at(-1)).toMatch(/2,000 ads/);
    // The photos are a small shared set, stored once.
    await expect(stat(path.join(folder, 'scale', 'mobile-phones-0-400.webp'))).resolves.toBeTruthy();
    const keys = await handle.db.selectFrom('ad_images').select('storage_key').distinct().execute();
    expect(keys.length).toBeLessThanOrEqual(48);
  });

  it('has every status in live-site proportions, running and expired boosts', async () => {
    const rows = await handle.db
      .selectFrom('ads')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute();
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
    expect(Object.keys(byStatus).sort()).toEqual(
      ['active', 'archived', 'deleted', 'expired', 'inactive', 'pending', 'rejected', 'sold'].sort(),
    );
    expect(byStatus.active / 2000).toBeGreaterThan(0.7);
    expect(byStatus.active / 2000).toBeLessThan(0.9);
    const visible = await searchAds(handle.db, { sort: 'newest', page: 1, perPage: 24 });
    expect(visible.total).toBe(byStatus.active);
    const boosted = await searchAds(handle.db, {
      sort: 'relevance',
      boostedOnly: true,
      page: 1,
      perPage: 60,
    });
    expect(boosted.total).toBeGreaterThan(20);
    const { rows: dates } = await sql<{ oldest_days: number; newest_days: number }>`
      SELECT extract(day FROM now() - min(created_at))::int AS oldest_days,
        extract(day FROM now() - max(created_at))::int AS newest_days FROM ads
    `.execute(handle.db);
    expect(dates[0].oldest_days).toBeGreaterThan(700);
    expect(dates[0].newest_days).toBeLessThan(3);
  });

  it('fills the category fields buyers filter on, each valid for its category', async () => {
    for (const slug of Object.keys(CATALOGUE) as (keyof typeof CATALOGUE)[]) {
      const fields = CATEGORY_FIELDS[slug];
      if (!fields) continue;
      for (const template of titleTemplates(slug)) {
        const { fixed, drawn } = template.fields;
        const values = drawn ? { ...fixed, [drawn.key]: drawn.max } : fixed;
        expect({ slug, title: template.titleFr, ...validateAdAttributes(fields, values) }).toMatchObject({
          errors: {},
        });
      }
    }
    const cars = await searchAds(handle.db, {
      categorySlug: 'cars',
      attributes: [
        { key: 'make', kind: 'option', value: 'toyota' },
        { key: 'year', kind: 'range', min: 2012 },
      ],
      sort: 'newest',
      page: 1,
      perPage: 24,
    });
    expect(cars.total).toBeGreaterThan(0);
    expect(cars.rows.every((row) => row.title.startsWith('Toyota'))).toBe(true);
    const { rows } = await sql<{ cars: number; with_mileage: number; phones_with_brand: number }>`
      SELECT count(*) FILTER (WHERE c.slug = 'cars')::int AS cars,
        count(*) FILTER (WHERE c.slug = 'cars' AND a.attributes ? 'mileage_km')::int AS with_mileage,
        count(*) FILTER (WHERE c.slug = 'mobile-phones' AND a.attributes ? 'brand')::int AS phones_with_brand
      FROM ads a JOIN categories c ON c.id = a.category_id
    `.execute(handle.db);
    expect(rows[0].with_mileage).toBe(rows[0].cars);
    expect(rows[0].phones_with_brand).toBeGreaterThan(0);
  });

  it('covers every category and every province, each with ads of its own', async () => {
    const { rows: categories } = await sql<{ slug: string; ads: number }>`
      SELECT c.slug, count(a.id)::int AS ads FROM categories c LEFT JOIN ads a ON a.category_id = c.id
      WHERE c.slug = ANY(${Object.keys(CATALOGUE)}) GROUP BY c.slug
    `.execute(handle.db);
    expect(categories).toHaveLength(Object.keys(CATALOGUE).length);
    expect(categories.every((row) => row.ads > 10)).toBe(true);
    const { rows: provinces } = await sql<{ slug: string; ads: number }>`
      SELECT p.slug, count(a.id)::int AS ads
      FROM locations p
      LEFT JOIN locations c ON c.parent_id = p.id
      LEFT JOIN locations cc ON cc.parent_id = c.id
      LEFT JOIN ads a ON a.location_id IN (p.id, c.id, cc.id)
      WHERE p.type = 'province' GROUP BY p.slug
    `.execute(handle.db);
    expect(provinces).toHaveLength(26);
    expect(provinces.filter((row) => row.ads === 0)).toEqual([]);
    const { rows: places } = await sql<{ unused: number }>`
      SELECT count(*)::int AS unused FROM locations l WHERE NOT EXISTS (SELECT 1 FROM ads a WHERE a.location_id = l.id)
    `.execute(handle.db);
    expect(places[0].unused).toBe(0);
  });

  it('writes titles people search for, in French and English, with the vocabulary kept for misspellings', async () => {
    const samsung = await searchAds(handle.db, { q: 'samsung', sort: 'relevance', page: 1, perPage: 24 });
    expect(samsung.total).toBeGreaterThan(20);
    expect(samsung.rows.every((row) => /samsung/i.test(`${row.title} ${row.description}`))).toBe(true);
    const typo = await searchAds(handle.db, { q: 'samsng', sort: 'relevance', page: 1, perPage: 24 });
    expect(typo.rows[0].title).toMatch(/Samsung/);
    const english = await handle.db
      .selectFrom('ads')
      .select('id')
      .where('title', 'like', '%bedrooms%')
      .execute();
    const french = await handle.db
      .selectFrom('ads')
      .select('id')
      .where('title', 'like', '%chambres%')
      .execute();
    expect(english.length).toBeGreaterThan(0);
    expect(french.length).toBeGreaterThan(english.length);
    const words = await handle.db
      .selectFrom('search_words')
      .select('word')
      .where('word', '=', 'samsung')
      .execute();
    expect(words).toHaveLength(1);
  });

  it('refuses to run against production unless forced, and reads its count from the command line', () => {
    expect(scaleSeedRefusal('production', false)).toMatch(/NODE_ENV=production/);
    expect(scaleSeedRefusal('production', true)).toBeNull();
    expect(scaleSeedRefusal('development', false)).toBeNull();
    expect(parseScaleArguments(['--ads', '1_000_000'])).toEqual({ ads: 1_000_000, force: false });
    expect(parseScaleArguments(['--ads=2000', '--force'])).toEqual({ ads: 2000, force: true });
    expect(parseScaleArguments([])).toEqual({ force: false });
    expect(() => parseScaleArguments(['--ads', 'many'])).toThrow(/whole number/);
  });
});
