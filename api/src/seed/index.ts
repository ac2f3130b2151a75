import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { hashPassword } from '../auth/password-hash';
import { slugify } from '../lib/slugify';
import { CATEGORY_TREE } from './reference/categories';
import { CATEGORY_FIELDS } from '../catalog/reference-fields';
import { CURRENCIES } from './reference/currencies';
import { LANGUAGES } from './reference/languages';
import { KINSHASA_COMMUNES, PROVINCES } from './reference/locations';
import { PROMOTION_PLANS, RENAMED_PLAN_FEATURES } from './reference/plans';
import { DEFAULT_ADMIN_EMAIL, defaultSettings } from './reference/settings';

export interface SeedReferenceOptions {
  adminEmail?: string;
  adminPassword?: string;
  log?: (msg: string) => void;
  /**
   * Receives the one line holding a generated admin password: printed to the operator's terminal, never to
   * the structured log (which is shipped and kept). Standard error by default.
   */
  announceSecret?: (msg: string) => void;
}

type Db = Kysely<Database>;

/**
 * The data the product cannot run without. Safe at every start: each row is keyed by its natural key
 * (slug, code, key, email) and only inserted when missing, so an administrator's later edits stay.
 */
export async function seedReferenceData(db: Db, options: SeedReferenceOptions = {}): Promise<void> {
  const log = options.log ?? ((msg: string) => process.stdout.write(`${msg}\n`));
  const announceSecret = options.announceSecret ?? ((msg: string) => process.stderr.write(`\n${msg}\n\n`));
  const adminEmail = (options.adminEmail ?? process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL)
    .trim()
    .toLowerCase();
  const adminPassword = options.adminPassword ?? process.env.ADMIN_PASSWORD;

  // The admin password is hashed outside the transaction: it is the slow part and needs no lock.
  const admin = await planAdmin(db, adminPassword);

  await db.transaction().execute(async (trx) => {
    await seedLanguages(trx);
    await seedCurrencies(trx);
    await seedSettings(trx, adminEmail);
    await seedPromotionPlans(trx);
    await seedCategories(trx);
    await seedLocations(trx);
    if (admin) await createAdmin(trx, adminEmail, admin, log, announceSecret);
  });
}

async function seedLanguages(db: Db): Promise<void> {
  await db
    .insertInto('languages')
    .values(
      LANGUAGES.map((language) => ({
        code: language.code,
        name: language.name,
        native_name: language.nativeName,
        is_active: true,
        is_default: language.isDefault,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

async function seedCurrencies(db: Db): Promise<void> {
  const hasBase = await db
    .selectFrom('currencies')
    .select('code')
    .where('is_base', '=', true)
    .executeTakeFirst();
  await db
    .insertInto('currencies')
    .values(
      CURRENCIES.map((currency) => ({
        code: currency.code,
        name: currency.name,
        symbol: currency.symbol,
        exchange_rate: currency.rate,
        decimal_places: currency.decimalPlaces,
        symbol_position: currency.symbolPosition,
        is_active: true,
        // An administrator may have chosen another base; never add a second one.
        is_base: currency.isBase && !hasBase,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  // A first dated rate for each currency that has no history yet; later rates come from the admin screens.
  const withHistory = await db.selectFrom('exchange_rates').select('currency_code').distinct().execute();
  const known = new Set(withHistory.map((row) => row.currency_code));
  const missing = await db
    .selectFrom('currencies')
    .select(['code', 'exchange_rate'])
    .where(
      'code',
      'in',
      CURRENCIES.map((currency) => currency.code),
    )
    .execute();
  const rows = missing
    .filter((currency) => !known.has(currency.code))
    .map((currency) => ({
      currency_code: currency.code,
      rate: currency.exchange_rate,
      effective_date: today(),
    }));
  if (rows.length > 0) {
    await db
      .insertInto('exchange_rates')
      .values(rows)
      .onConflict((oc) => oc.columns(['currency_code', 'effective_date']).doNothing())
      .execute();
  }
}

async function seedSettings(db: Db, adminEmail: string): Promise<void> {
  await db
    .insertInto('settings')
    .values(
      Object.entries(defaultSettings(adminEmail)).map(([key, value]) => ({
        key,
        value: JSON.stringify(value),
      })),
    )
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

async function seedPromotionPlans(db: Db): Promise<void> {
  await db
    .insertInto('promotion_plans')
    .values(
      PROMOTION_PLANS.map((plan) => ({
        slug: plan.slug,
        name: plan.name,
        description: plan.description,
        price_minor: plan.priceMinor,
        currency_code: plan.currencyCode,
        duration_days: plan.durationDays,
        features: JSON.stringify(plan.features),
        name_en: plan.nameEn,
        description_en: plan.descriptionEn,
        features_en: JSON.stringify(plan.featuresEn),
        boost_type: plan.boostType,
        is_active: true,
      })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  // A site seeded before the badges were named as the cards show them gets the same words (only those lines).
  const plans = await db
    .selectFrom('promotion_plans')
    .select(['id', 'features'])
    .where('slug', 'in', PROMOTION_PLANS.map((plan) => plan.slug))
    .execute();
  for (const plan of plans) {
    const features = plan.features ?? [];
    const renamed = features.map((feature) => RENAMED_PLAN_FEATURES[feature] ?? feature);
    if (renamed.some((feature, index) => feature !== features[index]))
      await db
        .updateTable('promotion_plans')
        .set({ features: JSON.stringify(renamed) })
        .where('id', '=', plan.id)
        .execute();
  }
}

async function seedCategories(db: Db): Promise<void> {
  await db
    .insertInto('categories')
    .values(
      CATEGORY_TREE.map((category, index) => ({
        slug: category.slug,
        name_fr: category.nameFr,
        name_en: category.nameEn,
        description_fr: category.descriptionFr,
        description_en: category.descriptionEn,
        parent_id: null,
        position: index + 1,
      })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  const parents = await idsBySlug(
    db,
    'categories',
    CATEGORY_TREE.map((category) => category.slug),
  );
  const children = CATEGORY_TREE.flatMap((parent) =>
    (parent.children ?? []).map((category, index) => ({
      slug: category.slug,
      name_fr: category.nameFr,
      name_en: category.nameEn,
      description_fr: category.descriptionFr,
      description_en: category.descriptionEn,
      parent_id: parents.get(parent.slug) ?? null,
      position: index + 1,
    })),
  );
  await db
    .insertInto('categories')
    .values(children)
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  // A category's fields once: what an administrator changed afterwards stays.
  for (const [slug, fields] of Object.entries(CATEGORY_FIELDS))
    await db
      .updateTable('categories')
      .set({ attributes: JSON.stringify(fields) })
      .where('slug', '=', slug)
      .where(sql<boolean>`attributes = '[]'::jsonb`)
      .execute();
}

async function seedLocations(db: Db): Promise<void> {
  await db
    .insertInto('locations')
    .values(
      PROVINCES.map((province) => ({
        slug: province.slug ?? slugify(province.name),
        name: province.name,
        description: province.description,
        type: 'province' as const,
        parent_id: null,
        path: province.name,
      })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  const provinceIds = await idsBySlug(
    db,
    'locations',
    PROVINCES.map((province) => province.slug ?? slugify(province.name)),
  );
  const kinshasa = PROVINCES[0];
  const children = [
    ...PROVINCES.flatMap((province) =>
      province.cities.map((city) => ({
        slug: city.slug ?? slugify(city.name),
        name: city.name,
        description: city.description,
        type: 'city' as const,
        parent_id: provinceIds.get(province.slug ?? slugify(province.name)) ?? null,
        path: `${city.name}, ${province.name}`,
      })),
    ),
    ...KINSHASA_COMMUNES.map((commune) => ({
      slug: commune.slug ?? slugify(commune.name),
      name: commune.name,
      description: commune.description,
      type: 'commune' as const,
      parent_id: provinceIds.get(slugify(kinshasa.name)) ?? null,
      path: `${commune.name}, ${kinshasa.name}`,
    })),
  ];
  await db
    .insertInto('locations')
    .values(children)
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}

async function idsBySlug(
  db: Db,
  table: 'categories' | 'locations',
  slugs: string[],
): Promise<Map<string, number>> {
  const rows = await db.selectFrom(table).select(['id', 'slug']).where('slug', 'in', slugs).execute();
  return new Map(rows.map((row) => [row.slug, row.id]));
}

interface AdminPlan {
  passwordHash: string;
  /** Set when the password was made here and must be shown to the operator, once. */
  generatedPassword?: string;
}

/**
 * An admin account is created only on a database that has none: once any administrator exists (whatever
 * their address or password now), later starts leave accounts alone.
 */
async function planAdmin(db: Db, password: string | undefined): Promise<AdminPlan | null> {
  const existing = await db.selectFrom('users').select('id').where('is_admin', '=', true).executeTakeFirst();
  if (existing) return null;
  if (password) return { passwordHash: await hashPassword(password) };
  const generatedPassword = randomBytes(18).toString('base64url');
  return { passwordHash: await hashPassword(generatedPassword), generatedPassword };
}

async function createAdmin(
  db: Db,
  email: string,
  plan: AdminPlan,
  log: (msg: string) => void,
  announceSecret: (msg: string) => void,
): Promise<void> {
  const now = new Date();
  const inserted = await db
    .insertInto('users')
    .values({
      name: 'Administrateur Sokoni',
      email,
      password_hash: plan.passwordHash,
      email_verified_at: now,
      account_type: 'individual',
      is_admin: true,
      is_verified: true,
      verification_reason: 'Compte administrateur',
      preferred_language: 'fr',
    })
    // A non-admin account may already own this address: it is left as it is rather than promoted silently.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    log(`Seed: ${email} already belongs to a non-admin account; no admin account was created.`);
    return;
  }
  if (plan.generatedPassword) {
    announceSecret(
      `Seed: admin account created: ${email} / ${plan.generatedPassword} — this password is shown only once; ` +
        'change it after signing in, or set ADMIN_PASSWORD before the first start.',
    );
  } else {
    log(`Seed: admin account created: ${email} (password from configuration).`);
  }
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}
