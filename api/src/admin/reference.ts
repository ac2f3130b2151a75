import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  AdminCurrency,
  AdminCurrencyCreate,
  AdminCurrencyUpdate,
  AdminPlan,
  AdminPlanCreate,
  AdminPlanUpdate,
  Language,
} from '@sokoni/contracts';
import { toMajorUnits, toMinorUnits } from '@sokoni/contracts';
import type { CurrencyRow, Database, PromotionPlansTable } from '../db/types';
import { ApiError, invalidFields, notFound } from '../errors';
import { isUniqueViolation } from '../db/errors';
import { isForeignKeyViolation, slugify } from './slug';
import { recordAudit } from './audit';

// ---- Currencies ----

function toAdminCurrency(row: CurrencyRow & { ads_count: number | string }): AdminCurrency {
  return {
    code: row.code,
    name: row.name,
    symbol: row.symbol,
    exchange_rate: Number(row.exchange_rate),
    decimal_places: row.decimal_places,
    symbol_position: row.symbol_position,
    is_active: row.is_active,
    is_base: row.is_base,
    ads_count: Number(row.ads_count),
  };
}

const currencyAds = sql<number>`(SELECT count(*) FROM ads WHERE ads.currency_code = currencies.code)`;

export async function listCurrencies(db: Kysely<Database>): Promise<AdminCurrency[]> {
  const rows = await db
    .selectFrom('currencies')
    .selectAll()
    .select(currencyAds.as('ads_count'))
    .orderBy('is_base', 'desc')
    .orderBy('code')
    .execute();
  return rows.map(toAdminCurrency);
}

async function findCurrency(db: Kysely<Database>, code: string): Promise<AdminCurrency> {
  const row = await db
    .selectFrom('currencies')
    .selectAll()
    .select(currencyAds.as('ads_count'))
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
  if (!row) throw notFound('admin.currencyNotFound');
  return toAdminCurrency(row);
}

/** A new rate is also kept as a dated row (rates are rows with a date). */
async function recordRate(db: Kysely<Database>, code: string, rate: number): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  await db
    .insertInto('exchange_rates')
    .values({ currency_code: code, rate, effective_date: today })
    .onConflict((oc) => oc.columns(['currency_code', 'effective_date']).doUpdateSet({ rate }))
    .execute();
}

export async function createCurrency(db: Kysely<Database>, adminId: number, input: AdminCurrencyCreate): Promise<AdminCurrency> {
  const code = input.code.toUpperCase();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('currencies')
        .values({
          code,
          name: input.name.trim(),
          symbol: input.symbol.trim(),
          exchange_rate: input.exchange_rate,
          decimal_places: input.decimal_places,
          symbol_position: input.symbol_position,
          is_active: input.is_active ?? true,
          is_base: false,
        })
        .execute();
      await recordRate(trx, code, input.exchange_rate);
      await recordAudit(trx, { adminId, action: 'currency.create', targetType: 'currency', targetId: code, targetLabel: code });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields({ code: ['admin.currencyExists'] });
    throw error;
  }
  return findCurrency(db, code);
}

export async function updateCurrency(
  db: Kysely<Database>,
  adminId: number,
  code: string,
  changes: AdminCurrencyUpdate,
): Promise<AdminCurrency> {
  const current = await findCurrency(db, code);
  if (changes.is_active === false && current.is_base) throw new ApiError(409, 'admin.baseCurrencyDeactivate');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('currencies')
      .set({
        ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
        ...(changes.symbol !== undefined ? { symbol: changes.symbol.trim() } : {}),
        ...(changes.exchange_rate !== undefined ? { exchange_rate: changes.exchange_rate } : {}),
        ...(changes.decimal_places !== undefined ? { decimal_places: changes.decimal_places } : {}),
        ...(changes.symbol_position !== undefined ? { symbol_position: changes.symbol_position } : {}),
        ...(changes.is_active !== undefined ? { is_active: changes.is_active } : {}),
        updated_at: new Date(),
      })
      .where('code', '=', current.code)
      .execute();
    if (changes.exchange_rate !== undefined && changes.exchange_rate !== current.exchange_rate) {
      await recordRate(trx, current.code, changes.exchange_rate);
      // The normalised USD price of the currency's ads follows its new rate, so price filters stay right.
      await sql`UPDATE ads SET price_usd_cents = round(price_minor::numeric / power(10, ${current.decimal_places}) / ${changes.exchange_rate} * 100)
        WHERE currency_code = ${current.code} AND price_minor IS NOT NULL`.execute(trx);
    }
    const action =
      changes.is_active === true && !current.is_active
        ? 'currency.activate'
        : changes.is_active === false && current.is_active
          ? 'currency.deactivate'
          : 'currency.update';
    await recordAudit(trx, {
      adminId,
      action,
      targetType: 'currency',
      targetId: current.code,
      targetLabel: current.code,
      details: { fields: Object.keys(changes) },
    });
  });
  return findCurrency(db, current.code);
}

/** One base currency at a time; it must be active. */
export async function setBaseCurrency(db: Kysely<Database>, adminId: number, code: string): Promise<AdminCurrency> {
  const current = await findCurrency(db, code);
  if (!current.is_active) throw new ApiError(409, 'admin.currencyInactiveBase');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('currencies').set({ is_base: false }).where('is_base', '=', true).execute();
    await trx.updateTable('currencies').set({ is_base: true, updated_at: new Date() }).where('code', '=', current.code).execute();
    await recordAudit(trx, { adminId, action: 'currency.set_base', targetType: 'currency', targetId: current.code, targetLabel: current.code });
  });
  return findCurrency(db, current.code);
}

export async function deleteCurrency(db: Kysely<Database>, adminId: number, code: string): Promise<void> {
  const current = await findCurrency(db, code);
  if (current.is_base) throw new ApiError(409, 'admin.baseCurrencyDelete');
  if (current.ads_count > 0) throw new ApiError(409, 'admin.currencyHasAds');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ preferred_currency: null }).where('preferred_currency', '=', current.code).execute();
    await trx.deleteFrom('currencies').where('code', '=', current.code).execute();
    await recordAudit(trx, { adminId, action: 'currency.delete', targetType: 'currency', targetId: current.code, targetLabel: current.code });
  });
}

// ---- Languages ----

export async function listLanguages(db: Kysely<Database>): Promise<Language[]> {
  return db.selectFrom('languages').selectAll().orderBy('is_default', 'desc').orderBy('code').execute();
}

/** The default language cannot be deactivated. */
export async function setLanguageActive(db: Kysely<Database>, adminId: number, code: string, active: boolean): Promise<Language> {
  const language = await db.selectFrom('languages').selectAll().where('code', '=', code).executeTakeFirst();
  if (!language) throw notFound('admin.languageNotFound');
  if (!active && language.is_default) throw new ApiError(409, 'admin.defaultLanguageDeactivate');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('languages').set({ is_active: active }).where('code', '=', code).execute();
    await recordAudit(trx, {
      adminId,
      action: active ? 'language.activate' : 'language.deactivate',
      targetType: 'language',
      targetId: code,
      targetLabel: language.name,
    });
  });
  return { ...language, is_active: active };
}

// ---- Promotion plans ----

type PlanRow = Selectable<PromotionPlansTable>;

async function decimalsOf(db: Kysely<Database>, code: string): Promise<number> {
  const currency = await db.selectFrom('currencies').select('decimal_places').where('code', '=', code.toUpperCase()).executeTakeFirst();
  if (!currency) throw invalidFields({ currency_code: ['validation.unknownCurrency'] });
  return currency.decimal_places;
}

/** A plan row as the admin reads it, its price in major units of its currency (`decimals` places). */
function presentPlan(row: PlanRow, decimals: number): AdminPlan {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: toMajorUnits(Number(row.price_minor), decimals),
    price_minor: Number(row.price_minor),
    currency_code: row.currency_code,
    duration_days: row.duration_days,
    features: row.features,
    name_en: row.name_en,
    description_en: row.description_en,
    features_en: row.features_en,
    boost_type: row.boost_type,
    is_active: row.is_active,
  };
}

async function toAdminPlan(db: Kysely<Database>, row: PlanRow): Promise<AdminPlan> {
  return presentPlan(row, await decimalsOf(db, row.currency_code).catch(() => 2));
}

export async function listPlans(db: Kysely<Database>): Promise<AdminPlan[]> {
  const [rows, currencies] = await Promise.all([
    db.selectFrom('promotion_plans').selectAll().orderBy('duration_days').orderBy('id').execute(),
    db.selectFrom('currencies').select(['code', 'decimal_places']).execute(),
  ]);
  const decimals = new Map(currencies.map((c) => [c.code, c.decimal_places]));
  return rows.map((row) => presentPlan(row, decimals.get(row.currency_code) ?? 2));
}

async function findPlan(db: Kysely<Database>, id: number): Promise<PlanRow> {
  const row = await db.selectFrom('promotion_plans').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('admin.planNotFound');
  return row;
}

export async function createPlan(db: Kysely<Database>, adminId: number, input: AdminPlanCreate): Promise<AdminPlan> {
  const currency = input.currency_code.toUpperCase();
  const decimals = await decimalsOf(db, currency);
  const id = await db.transaction().execute(async (trx) => {
    const base = slugify(input.name) || 'plan';
    const taken = await trx.selectFrom('promotion_plans').select('slug').where('slug', 'like', `${base}%`).execute();
    const slugs = new Set(taken.map((row) => row.slug));
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    const row = await trx
      .insertInto('promotion_plans')
      .values({
        slug,
        name: input.name.trim(),
        description: input.description.trim(),
        price_minor: toMinorUnits(input.price, decimals),
        currency_code: currency,
        duration_days: input.duration_days,
        features: JSON.stringify(input.features.map((f) => f.trim())),
        name_en: input.name_en?.trim() ?? '',
        description_en: input.description_en?.trim() ?? '',
        features_en: JSON.stringify((input.features_en ?? []).map((f) => f.trim())),
        boost_type: input.boost_type,
        is_active: input.is_active ?? true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { adminId, action: 'plan.create', targetType: 'plan', targetId: row.id, targetLabel: input.name });
    return row.id;
  });
  return toAdminPlan(db, await findPlan(db, id));
}

export async function updatePlan(db: Kysely<Database>, adminId: number, id: number, changes: AdminPlanUpdate): Promise<AdminPlan> {
  const current = await findPlan(db, id);
  const currency = (changes.currency_code ?? current.currency_code).toUpperCase();
  const decimals = await decimalsOf(db, currency);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('promotion_plans')
      .set({
        ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
        ...(changes.description !== undefined ? { description: changes.description.trim() } : {}),
        ...(changes.price !== undefined ? { price_minor: toMinorUnits(changes.price, decimals) } : {}),
        ...(changes.currency_code !== undefined ? { currency_code: currency } : {}),
        ...(changes.duration_days !== undefined ? { duration_days: changes.duration_days } : {}),
        ...(changes.features !== undefined ? { features: JSON.stringify(changes.features.map((f) => f.trim())) } : {}),
        ...(changes.name_en !== undefined ? { name_en: changes.name_en.trim() } : {}),
        ...(changes.description_en !== undefined ? { description_en: changes.description_en.trim() } : {}),
        ...(changes.features_en !== undefined ? { features_en: JSON.stringify(changes.features_en.map((f) => f.trim())) } : {}),
        ...(changes.boost_type !== undefined ? { boost_type: changes.boost_type } : {}),
        ...(changes.is_active !== undefined ? { is_active: changes.is_active } : {}),
      })
      .where('id', '=', id)
      .execute();
    const action =
      changes.is_active !== undefined && changes.is_active !== current.is_active && Object.keys(changes).length === 1
        ? changes.is_active
          ? 'plan.activate'
          : 'plan.deactivate'
        : 'plan.update';
    await recordAudit(trx, { adminId, action, targetType: 'plan', targetId: id, targetLabel: current.name, details: { fields: Object.keys(changes) } });
  });
  return toAdminPlan(db, await findPlan(db, id));
}

/** Plans already bought stay in the payment records; a plan is removed from sale by deactivating it. */
export async function deletePlan(db: Kysely<Database>, adminId: number, id: number): Promise<void> {
  const current = await findPlan(db, id);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('promotion_plans').where('id', '=', id).execute();
      await recordAudit(trx, { adminId, action: 'plan.delete', targetType: 'plan', targetId: id, targetLabel: current.name });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ApiError(409, 'admin.planInUse');
    throw error;
  }
}
