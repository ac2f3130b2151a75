import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createDatabase, migrateToLatest, type DatabaseHandle } from '../db/database';
import { pgliteSnapshot } from '../../test/support/schema-snapshot';
import { LocalFolderStorage } from '../media/storage';
import { seedDemoData } from './demo';
import { LISTING_GENERATORS } from './demo/listings';
import { Random } from './demo/prng';
import { seedReferenceData } from './index';

jest.setTimeout(180_000);

describe('seedDemoData', () => {
  let handle: DatabaseHandle;
  let folder: string;
  let storage: LocalFolderStorage;
  let first: { ads: number };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'sokoni-demo-'));
    storage = new LocalFolderStorage(folder);
    handle = await createDatabase({ pgliteDataDir: 'memory://', pgliteSnapshot: await pgliteSnapshot() });
    await migrateToLatest(handle.db);
    await seedReferenceData(handle.db, { adminPassword: 'admin-password-for-tests', log: () => undefined });
    first = await seedDemoData(handle.db, storage, { count: 20 });
  });

  afterAll(async () => {
    await handle.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('creates the requested ads from demo sellers, some of them businesses', async () => {
    expect(first).toEqual({ ads: 20 });
    const ads = await handle.db.selectFrom('ads').selectAll().execute();
    expect(ads).toHaveLength(20);
    expect(new Set(ads.map((ad) => ad.slug)).size).toBe(20);
    expect(ads.every((ad) => /^[a-z0-9-]+-[a-z0-9]{6}$/.test(ad.slug))).toBe(true);
    expect(ads.filter((ad) => ad.status === 'active').length).toBeGreaterThan(10);

    const sellers = await handle.db
      .selectFrom('users')
      .selectAll()
      .where('email', 'like', '%@example.cd')
      .execute();
    expect(sellers.length).toBeGreaterThanOrEqual(12);
    expect(
      sellers.every((seller) => seller.email_verified_at !== null && /^\+243\d{9}$/.test(seller.phone ?? '')),
    ).toBe(true);
    const businesses = await handle.db
      .selectFrom('business_profiles')
      .select(['business_name', 'slug'])
      .execute();
    expect(businesses.map((profile) => profile.business_name)).toEqual(
      expect.arrayContaining(['Kin Électro', 'Goma Auto Services', 'Lubumbashi Immo']),
    );
    expect(sellers.some((seller) => seller.is_verified && seller.verification_reason)).toBe(true);
    // One hash for everyone: the password was hashed once.
    expect(new Set(sellers.map((seller) => seller.password_hash)).size).toBe(1);

    // Reviews by private buyers of live ads, never by a shop, never of their own ads, 1 to 5 stars.
    const reviews = await handle.db
      .selectFrom('reviews')
      .innerJoin('users as reviewer', 'reviewer.id', 'reviews.reviewer_id')
      .innerJoin('ads', 'ads.id', 'reviews.ad_id')
      .select([
        'reviews.seller_id',
        'reviews.reviewer_id',
        'reviews.rating',
        'reviewer.account_type',
        'ads.user_id',
        'ads.status',
      ])
      .execute();
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      expect(review.account_type).toBe('individual');
      expect(review.reviewer_id).not.toBe(review.seller_id);
      expect(review.user_id).toBe(review.seller_id);
      expect(['active', 'sold']).toContain(review.status);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
  });

  it('stores every photo in three WebP widths under the ad’s own keys', async () => {
    const images = await handle.db.selectFrom('ad_images').selectAll().execute();
    const perAd = new Map<number, number>();
    for (const image of images) perAd.set(image.ad_id, (perAd.get(image.ad_id) ?? 0) + 1);
    expect(perAd.size).toBe(20);
    expect([...perAd.values()].every((n) => n >= 1 && n <= 4)).toBe(true);

    for (const image of images) {
      expect(image.storage_key).toMatch(new RegExp(`^ads/${image.ad_id}/[a-z0-9]+$`));
      expect([image.width, image.height]).toEqual([1600, 1200]);
      const sizes: number[] = [];
      for (const width of [400, 800, 1600]) {
        const file = path.join(folder, ...`${image.storage_key}-${width}.webp`.split('/'));
        sizes.push((await stat(file)).size);
      }
      // What the data saver shows and counts, as for an uploaded photo.
      expect([image.card_bytes, image.gallery_bytes, image.zoom_bytes]).toEqual(sizes);
      expect(image.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
      expect(image.placeholder!.length).toBeLessThan(600);
    }
    const card = await storage.get(`${images[0].storage_key}-400.webp`);
    expect(card?.contentType).toBe('image/webp');
    const metadata = await sharp(card?.body).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 400, 300]);
    expect(card?.body.length).toBeLessThan(15 * 1024);
  });

  it('normalises every price to US cents with the currency’s rate', async () => {
    const ads = await handle.db.selectFrom('ads').selectAll().execute();
    const cdf = await handle.db
      .selectFrom('currencies')
      .select('exchange_rate')
      .where('code', '=', 'CDF')
      .executeTakeFirstOrThrow();
    for (const ad of ads) {
      expect(['USD', 'CDF']).toContain(ad.currency_code);
      if (ad.currency_code === 'USD') expect(ad.price_usd_cents).toBe(ad.price_minor);
      else
        expect(ad.price_usd_cents).toBe(
          Math.round(((ad.price_minor ?? 0) / Number(cdf.exchange_rate)) * 100),
        );
    }
  });

  it('adds nothing when run again', async () => {
    const again = await seedDemoData(handle.db, storage, { count: 20 });
    expect(again).toEqual({ ads: 0 });
    const count = await handle.db
      .selectFrom('ads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(20);
  });
});

describe('seedDemoData prices in francs', () => {
  it('lists some ads in CDF with a consistent dollar price', async () => {
    const handle = await createDatabase({
      pgliteDataDir: 'memory://',
      pgliteSnapshot: await pgliteSnapshot(),
    });
    const folder = await mkdtemp(path.join(tmpdir(), 'sokoni-demo-'));
    try {
      await migrateToLatest(handle.db);
      await seedReferenceData(handle.db, { adminPassword: 'admin-password-for-tests', log: () => undefined });
      await seedDemoData(handle.db, new LocalFolderStorage(folder), { count: 60 });
      const francs = await handle.db
        .selectFrom('ads')
        .selectAll()
        .where('currency_code', '=', 'CDF')
        .execute();
      expect(francs.length).toBeGreaterThan(0);
      for (const ad of francs) {
        // 2 850 FC per dollar: 45 000 FC is about $15.79.
        expect(
          Math.abs((ad.price_usd_cents ?? 0) - ((ad.price_minor ?? 0) / 2850) * 100),
        ).toBeLessThanOrEqual(0.5);
      }
      const boosted = await handle.db
        .selectFrom('ads')
        .selectAll()
        .where('boost_type', 'is not', null)
        .execute();
      expect(
        boosted.every((ad) => ad.status === 'active' && (ad.boost_expires_at?.getTime() ?? 0) > Date.now()),
      ).toBe(true);
    } finally {
      await handle.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('demo cars', () => {
  it('name their own gearbox in the title, as their description and field do', () => {
    const rng = new Random(1);
    for (let n = 0; n < 300; n += 1) {
      const draft = LISTING_GENERATORS.cars({
        rng,
        place: 'Gombe',
        city: 'Kinshasa',
        upmarket: false,
        isBusiness: false,
      });
      const gearbox = draft.attributes?.gearbox;
      if (/automati/i.test(draft.titleFr)) expect(gearbox).toBe('automatic');
      if (/manuel/i.test(draft.titleFr)) expect(gearbox).toBe('manual');
      if (/automatic/i.test(draft.titleEn)) expect(gearbox).toBe('automatic');
      if (/manual/i.test(draft.titleEn)) expect(gearbox).toBe('manual');
    }
  });
});
