import { sql, type Kysely } from 'kysely';
import type { Database, NewAd, NewAdImage } from '../../db/types';
import { dataSaverColumns } from '../../media/ad-photos';
import type { MediaStorage } from '../../media/storage';
import { hashPassword } from '../../auth/password-hash';
import { slugify } from '../../lib/slugify';
import {
  PHOTO_SIZES,
  VARIANTS_PER_CATEGORY,
  renderPhotoPool,
  runLimited,
  type RenderedPhoto,
} from './images';
import { CATEGORY_WEIGHTS, LISTING_GENERATORS, type ListingDraft } from './listings';
import { Random } from './prng';
import { planReviews, type ReviewedAd } from './reviews';
import {
  DEMO_SELLERS,
  KINSHASA_LAND_COMMUNES,
  UPMARKET_PLACES,
  type DemoSeller,
  type LeafCategorySlug,
} from './sellers';

export interface SeedDemoOptions {
  log?: (msg: string) => void;
  /** How many ads to create (default 300). */
  count?: number;
}

/** Every demo account signs in with this password; demo data is for local runs only. */
export const DEMO_PASSWORD = 'sokoni-demo-2026';
export const DEMO_EMAIL_DOMAIN = 'example.cd';

const DEFAULT_AD_COUNT = 300;
const SEED = 243;
/** The reviews draw from a generator of their own: adding them left every ad as it was. */
const REVIEWS_SEED = 2430;
const DAY_MS = 24 * 60 * 60 * 1000;
const AD_LIFETIME_DAYS = 60;
const INSERT_BATCH = 100;
const BOOST_DAYS = { standard: 7, premium: 14, exclusive: 30 } as const;

type Db = Kysely<Database>;

interface PlaceRow {
  id: number;
  slug: string;
  name: string;
  type: 'province' | 'city' | 'commune';
  /** The town the place belongs to: the commune's city-province or the city itself. */
  city: string;
}

interface CurrencyInfo {
  rate: number;
  decimals: number;
}

interface PlannedAd {
  row: NewAd;
  category: LeafCategorySlug;
  photos: number;
}

/**
 * Fills an empty marketplace with sellers, ads and photos so the site looks alive on a first `npm start`.
 * Deterministic (seeded) apart from dates, which are relative to now; does nothing once demo sellers exist.
 * Needs the reference data (categories, locations, currencies) already seeded.
 */
export async function seedDemoData(
  db: Db,
  storage: MediaStorage,
  options: SeedDemoOptions = {},
): Promise<{ ads: number }> {
  const log = options.log ?? (() => undefined);
  const count = options.count ?? DEFAULT_AD_COUNT;
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .limit(1)
    .executeTakeFirst();
  if (existing) return { ads: 0 };

  const started = Date.now();
  const rng = new Random(SEED);
  const now = new Date();
  const [categories, places, currencies] = await Promise.all([
    loadCategories(db),
    loadPlaces(db),
    loadCurrencies(db),
  ]);
  const usedCategories = [...new Set(CATEGORY_WEIGHTS.map(([slug]) => slug))];
  // Hashing and drawing are the slow parts; neither needs the database, so they run side by side.
  const [passwordHash, photos] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    renderPhotoPool(usedCategories),
  ]);

  let created = 0;
  let reviews = 0;
  await db.transaction().execute(async (trx) => {
    const sellerIds = await insertSellers(trx, rng, passwordHash, now);
    const planned = planAds(rng, count, now, categories, places, currencies, sellerIds);
    const live: ReviewedAd[] = [];
    for (let start = 0; start < planned.length; start += INSERT_BATCH) {
      const batch = planned.slice(start, start + INSERT_BATCH);
      const inserted = await trx
        .insertInto('ads')
        .values(batch.map((ad) => ad.row))
        .returning('id')
        .execute();
      batch.forEach((ad, index) => {
        if (ad.row.status === 'active' || ad.row.status === 'sold')
          live.push({ id: inserted[index].id, userId: ad.row.user_id, createdAt: ad.row.created_at as Date });
      });
      const images = await storePhotos(
        storage,
        rng,
        photos,
        batch.map((ad, index) => ({ adId: inserted[index].id, category: ad.category, photos: ad.photos })),
      );
      await trx.insertInto('ad_images').values(images).execute();
      created += inserted.length;
    }
    const reviewRows = planReviews(new Random(REVIEWS_SEED), DEMO_SELLERS, sellerIds, live, now);
    if (reviewRows.length > 0) await trx.insertInto('reviews').values(reviewRows).execute();
    reviews = reviewRows.length;
  });
  // PGlite has no autovacuum: fresh statistics keep the first searches on their indexes.
  await sql`ANALYZE`.execute(db);
  log(
    `Seed: ${created} demo ads and ${reviews} reviews from ${DEMO_SELLERS.length} sellers in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(sign in as any seller, e.g. ${DEMO_SELLERS[0].handle}@${DEMO_EMAIL_DOMAIN}, password ${DEMO_PASSWORD}).`,
  );
  return { ads: created };
}

async function loadCategories(db: Db): Promise<Map<LeafCategorySlug, number>> {
  const slugs = CATEGORY_WEIGHTS.map(([slug]) => slug);
  const rows = await db.selectFrom('categories').select(['id', 'slug']).where('slug', 'in', slugs).execute();
  const found = new Map(rows.map((row) => [row.slug as LeafCategorySlug, row.id]));
  requireReference('categories', slugs, found);
  return found;
}

/** Stops the demo seed when the reference data it builds on lacks some of what it needs. */
function requireReference(what: string, wanted: string[], found: Map<string, unknown>): void {
  const missing = [...new Set(wanted.filter((key) => !found.has(key)))];
  if (missing.length > 0)
    throw new Error(`Demo seed needs the reference ${what} first (missing: ${missing.join(', ')})`);
}

async function loadPlaces(db: Db): Promise<Map<string, PlaceRow>> {
  const rows = await db
    .selectFrom('locations as l')
    .leftJoin('locations as parent', 'parent.id', 'l.parent_id')
    .select(['l.id', 'l.slug', 'l.name', 'l.type', 'parent.name as parent_name'])
    .execute();
  const places = new Map(
    rows.map((row) => [
      row.slug,
      {
        id: row.id,
        slug: row.slug,
        name: row.name,
        type: row.type,
        city: row.type === 'commune' ? (row.parent_name ?? row.name) : row.name,
      },
    ]),
  );
  const wanted = [
    ...DEMO_SELLERS.flatMap((seller) => seller.places.map(([slug]) => slug)),
    ...KINSHASA_LAND_COMMUNES.map(([slug]) => slug),
  ];
  requireReference('locations', wanted, places);
  return places;
}

async function loadCurrencies(db: Db): Promise<Map<string, CurrencyInfo>> {
  const rows = await db
    .selectFrom('currencies')
    .select(['code', 'exchange_rate', 'decimal_places'])
    .execute();
  const currencies = new Map(
    rows.map((row) => [row.code, { rate: Number(row.exchange_rate), decimals: row.decimal_places }]),
  );
  requireReference('currencies', ['USD', 'CDF'], currencies);
  return currencies;
}

async function insertSellers(trx: Db, rng: Random, passwordHash: string, now: Date): Promise<number[]> {
  const users = await trx
    .insertInto('users')
    .values(
      DEMO_SELLERS.map((seller) => {
        const joined = new Date(now.getTime() - rng.int(90, 540) * DAY_MS);
        return {
          name: seller.name,
          username: seller.handle.replace(/\./g, '-'),
          email: `${seller.handle}@${DEMO_EMAIL_DOMAIN}`,
          phone: seller.phone,
          bio: seller.bio || null,
          password_hash: passwordHash,
          email_verified_at: joined,
          account_type: seller.business ? ('business' as const) : ('individual' as const),
          is_verified: Boolean(seller.verificationReason),
          verification_reason: seller.verificationReason ?? null,
          preferred_language: seller.preferredLanguage,
          created_at: joined,
          updated_at: joined,
        };
      }),
    )
    .returning('id')
    .execute();
  const ids = users.map((user) => user.id);
  const profiles = DEMO_SELLERS.flatMap((seller, index) =>
    seller.business
      ? [
          {
            user_id: ids[index],
            business_name: seller.business.name,
            slug: seller.business.slug,
            description: seller.business.description,
            phone_number: seller.phone,
            address: seller.business.address,
            website: seller.business.website,
          },
        ]
      : [],
  );
  await trx.insertInto('business_profiles').values(profiles).execute();
  return ids;
}

function planAds(
  rng: Random,
  count: number,
  now: Date,
  categories: Map<LeafCategorySlug, number>,
  places: Map<string, PlaceRow>,
  currencies: Map<string, CurrencyInfo>,
  sellerIds: number[],
): PlannedAd[] {
  const slugs = new Set<string>();
  const individuals = DEMO_SELLERS.map((seller, index) => [index, seller.weight] as const).filter(
    ([index]) => !DEMO_SELLERS[index].business,
  );
  const planned: PlannedAd[] = [];
  for (let n = 0; n < count; n += 1) {
    const category = rng.weighted(CATEGORY_WEIGHTS);
    const specialists = DEMO_SELLERS.map((seller, index) => [index, seller.weight] as const).filter(
      ([index]) => DEMO_SELLERS[index].business?.categories.includes(category),
    );
    const sellerIndex =
      specialists.length > 0 && rng.chance(0.55) ? rng.weighted(specialists) : rng.weighted(individuals);
    const seller = DEMO_SELLERS[sellerIndex];
    const place = places.get(pickPlace(rng, seller, category, places)) as PlaceRow;
    const draft = LISTING_GENERATORS[category]({
      rng,
      place: place.name,
      city: place.city,
      upmarket: UPMARKET_PLACES.has(place.slug),
      isBusiness: Boolean(seller.business),
    });
    const english = rng.chance(seller.preferredLanguage === 'en' ? 0.75 : 0.22);
    const title = english ? draft.titleEn : draft.titleFr;
    const description = draft.sentences.map(([fr, en]) => (english ? en : fr)).join(' ');
    const price = pickPrice(rng, draft, currencies);

    let slug = '';
    do slug = `${slugify(title).slice(0, 70).replace(/-+$/, '')}-${rng.id(6)}`;
    while (slugs.has(slug));
    slugs.add(slug);

    // Recent days hold more ads, as on a growing site.
    const ageMs = Math.pow(rng.next(), 1.4) * (AD_LIFETIME_DAYS - 1) * DAY_MS + rng.int(0, 3600) * 1000;
    const status = rng.weighted([
      ['active', 88],
      ['sold', 4],
      ['pending', 4],
      ['inactive', 4],
    ] as const);
    const createdAt = new Date(now.getTime() - (status === 'pending' ? Math.min(ageMs, 3 * DAY_MS) : ageMs));
    const boosted = status === 'active' && rng.chance(0.09);
    const boostType = boosted
      ? rng.weighted([
          ['standard', 5],
          ['premium', 3],
          ['exclusive', 2],
        ] as const)
      : null;
    const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
    const views =
      status === 'pending'
        ? 0
        : Math.round(
            rng.int(4, 30) * (1 + ageDays / 5) * (boosted ? 3 : 1) * (place.city === 'Kinshasa' ? 1.3 : 1),
          );

    planned.push({
      category,
      photos: rng.weighted([
        [1, 2],
        [2, 3],
        [3, 3],
        [4, 2],
      ] as const),
      row: {
        slug,
        user_id: sellerIds[sellerIndex],
        category_id: categories.get(category) as number,
        location_id: place.id,
        title,
        description,
        price_minor: price.minor,
        currency_code: price.currency,
        price_usd_cents: price.usdCents,
        is_negotiable: rng.chance(draft.negotiableChance),
        condition: draft.condition,
        attributes: JSON.stringify(draft.attributes ?? {}),
        status,
        views_count: views,
        is_featured: status === 'active' && rng.chance(0.05),
        is_urgent: status === 'active' && rng.chance(0.06),
        is_sponsored: boosted,
        boost_type: boostType,
        boost_expires_at: boostType
          ? new Date(now.getTime() + rng.int(6, BOOST_DAYS[boostType] * 24) * 3600 * 1000)
          : null,
        published_at:
          status === 'pending' ? null : new Date(createdAt.getTime() + rng.int(5, 240) * 60 * 1000),
        expires_at: new Date(createdAt.getTime() + AD_LIFETIME_DAYS * DAY_MS),
        created_at: createdAt,
        updated_at: createdAt,
      },
    });
  }
  return planned;
}

function pickPlace(
  rng: Random,
  seller: DemoSeller,
  category: LeafCategorySlug,
  places: Map<string, PlaceRow>,
): string {
  const home = places.get(seller.places[0][0]);
  // Plots for sale in Kinshasa are on the city's edges, whoever sells them.
  if (category === 'land' && home?.city === 'Kinshasa') return rng.weighted(KINSHASA_LAND_COMMUNES);
  return rng.weighted(seller.places);
}

/** Round prices the way people write them: $645 not $643.17, 45 000 FC not 45 213 FC. */
function roundPrice(amount: number, currency: 'USD' | 'CDF'): number {
  const steps =
    currency === 'USD'
      ? [
          [100, 5],
          [1000, 10],
          [10000, 50],
          [Infinity, 500],
        ]
      : [
          [100000, 1000],
          [1000000, 5000],
          [Infinity, 50000],
        ];
  const step = steps.find(([limit]) => amount < limit)?.[1] ?? 1;
  return Math.max(step, Math.round(amount / step) * step);
}

function pickPrice(
  rng: Random,
  draft: ListingDraft,
  currencies: Map<string, CurrencyInfo>,
): { currency: string; minor: number; usdCents: number } {
  const cdf = currencies.get('CDF') as CurrencyInfo;
  const between = ([min, max]: [number, number]) => min + rng.next() * (max - min);
  const inFrancs = Boolean(draft.cdf) || (draft.usd !== undefined && rng.chance(draft.cdfShare));
  if (inFrancs) {
    const amount = roundPrice(
      draft.cdf ? between(draft.cdf) : between(draft.usd as [number, number]) * cdf.rate,
      'CDF',
    );
    const minor = amount * 10 ** cdf.decimals;
    return { currency: 'CDF', minor, usdCents: Math.round((amount / cdf.rate) * 100) };
  }
  const dollars = roundPrice(between(draft.usd as [number, number]), 'USD');
  return { currency: 'USD', minor: dollars * 100, usdCents: dollars * 100 };
}

/**
 * Each ad gets its own keys (deleting one ad's photos never touches another's) while the bytes come from
 * the shared pool of rendered designs.
 */
async function storePhotos(
  storage: MediaStorage,
  rng: Random,
  pool: Map<string, RenderedPhoto>,
  ads: { adId: number; category: LeafCategorySlug; photos: number }[],
): Promise<NewAdImage[]> {
  const rows = ads.flatMap((ad) => {
    const first = rng.int(0, VARIANTS_PER_CATEGORY - 1);
    return Array.from({ length: ad.photos }, (_, position) => {
      const photo = pool.get(`${ad.category}:${(first + position) % VARIANTS_PER_CATEGORY}`) as RenderedPhoto;
      return {
        photo,
        row: {
          ad_id: ad.adId,
          position,
          storage_key: `ads/${ad.adId}/${rng.id(12)}`,
          width: photo.width,
          height: photo.height,
          ...dataSaverColumns(photo.files, photo.placeholder),
        },
      };
    });
  });
  const writes = rows.flatMap(({ photo, row }) =>
    PHOTO_SIZES.map((size) => ({
      key: `${row.storage_key}-${size.suffix}.webp`,
      body: photo.files[size.suffix],
    })),
  );
  await runLimited(writes, 16, (write) => storage.put(write.key, write.body, 'image/webp'));
  return rows.map(({ row }) => row);
}
