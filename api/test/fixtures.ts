import type { Kysely } from 'kysely';
import type { Database, NewUser } from '../src/db/types';

/** Small, explicit rows for tests: nothing here depends on the reference or demo seeds. */

export const TEST_CURRENCIES = [
  {
    code: 'USD',
    name: 'US Dollar',
    symbol: '$',
    exchange_rate: 1,
    decimal_places: 2,
    symbol_position: 'before',
    is_base: true,
  },
  {
    code: 'EUR',
    name: 'Euro',
    symbol: '€',
    exchange_rate: 0.8,
    decimal_places: 2,
    symbol_position: 'after',
    is_base: false,
  },
  {
    code: 'GBP',
    name: 'British Pound',
    symbol: '£',
    exchange_rate: 0.75,
    decimal_places: 2,
    symbol_position: 'before',
    is_base: false,
  },
  {
    code: 'CDF',
    name: 'Franc congolais',
    symbol: 'FC',
    exchange_rate: 2500,
    decimal_places: 0,
    symbol_position: 'after',
    is_base: false,
  },
] as const;

export type CurrencyCode = (typeof TEST_CURRENCIES)[number]['code'];

export async function insertCurrencies(db: Kysely<Database>, inactive: string[] = []): Promise<void> {
  await db
    .insertInto('currencies')
    .values(
      TEST_CURRENCIES.map((currency) => ({ ...currency, is_active: !inactive.includes(currency.code) })),
    )
    .execute();
}

/** Writes settings: new ones, or new values of ones a test already wrote. */
export async function insertSettings(db: Kysely<Database>, values: Record<string, unknown>): Promise<void> {
  await db
    .insertInto('settings')
    .values(Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
    )
    .execute();
}

let sequence = 0;
const next = () => ++sequence;

export async function insertUser(
  db: Kysely<Database>,
  values: Partial<NewUser> & { business?: { name: string; slug: string } } = {},
): Promise<number> {
  const n = next();
  const { business, ...user } = values;
  const { id } = await db
    .insertInto('users')
    .values({ name: `Seller ${n}`, email: `seller${n}@example.test`, ...user })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (business) {
    await db
      .insertInto('business_profiles')
      .values({
        user_id: id,
        business_name: business.name,
        slug: business.slug,
        description: `${business.name} à Kinshasa`,
      })
      .execute();
  }
  return id;
}

export async function insertCategory(
  db: Kysely<Database>,
  slug: string,
  names: { fr: string; en: string },
  parentId: number | null = null,
  position = 0,
): Promise<number> {
  const { id } = await db
    .insertInto('categories')
    .values({ slug, name_fr: names.fr, name_en: names.en, parent_id: parentId, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertLocation(
  db: Kysely<Database>,
  slug: string,
  name: string,
  type: 'province' | 'city' | 'commune',
  parent: { id: number; path: string } | null = null,
): Promise<{ id: number; path: string }> {
  const path = parent ? `${name}, ${parent.path}` : name;
  const { id } = await db
    .insertInto('locations')
    .values({ slug, name, type, parent_id: parent?.id ?? null, path })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, path };
}

export interface AdFixture {
  title: string;
  userId: number;
  categoryId: number;
  locationId?: number | null;
  description?: string | null;
  /** Major units of `currency`; null for price on request. */
  price?: number | null;
  currency?: CurrencyCode;
  status?: 'pending' | 'active' | 'inactive' | 'sold' | 'archived' | 'rejected' | 'expired' | 'deleted';
  boost?: { type: 'standard' | 'premium' | 'exclusive'; expiresAt: Date } | null;
  createdAt?: Date;
  expiresAt?: Date | null;
  deletedAt?: Date | null;
  slug?: string;
  images?: number;
  /** Values of the category's fields. */
  attributes?: Record<string, string | number>;
}

export async function insertAd(db: Kysely<Database>, ad: AdFixture): Promise<{ id: number; slug: string }> {
  const n = next();
  const currency = TEST_CURRENCIES.find((c) => c.code === (ad.currency ?? 'USD'))!;
  const price = ad.price === undefined ? 100 : ad.price;
  const slug =
    ad.slug ??
    `${ad.title
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '-')}-${n}`;
  const { id } = await db
    .insertInto('ads')
    .values({
      slug,
      title: ad.title,
      description: ad.description === undefined ? `Description de ${ad.title}` : ad.description,
      user_id: ad.userId,
      category_id: ad.categoryId,
      location_id: ad.locationId ?? null,
      price_minor: price === null ? null : Math.round(price * 10 ** currency.decimal_places),
      currency_code: currency.code,
      price_usd_cents: price === null ? null : Math.round((price / currency.exchange_rate) * 100),
      status: ad.status ?? 'active',
      boost_type: ad.boost?.type ?? null,
      boost_expires_at: ad.boost?.expiresAt ?? null,
      created_at: ad.createdAt ?? new Date(Date.now() - n * 1000),
      expires_at: ad.expiresAt ?? null,
      deleted_at: ad.deletedAt ?? null,
      attributes: JSON.stringify(ad.attributes ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let position = 0; position < (ad.images ?? 0); position++) {
    await db
      .insertInto('ad_images')
      .values({ ad_id: id, position, storage_key: `ads/${id}/photo${position}`, width: 1600, height: 1200 })
      .execute();
  }
  return { id, slug };
}

export const days = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000);

/**
 * What posting and listing ads needs: the currencies, the settings (prices in USD, ads live at once, up to
 * `maxImages` photos an ad) and a "mobile-phones" category, whose id it returns.
 */
export async function insertAdEssentials(db: Kysely<Database>, maxImages = 5): Promise<number> {
  await insertCurrencies(db);
  await insertSettings(db, { default_currency: 'USD', auto_approve_ads: true, max_images_per_ad: maxImages });
  return insertCategory(db, 'mobile-phones', { fr: 'Téléphones', en: 'Mobile phones' });
}
