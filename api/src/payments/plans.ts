import type { Kysely } from 'kysely';
import type { Locale, PromotionPlan } from '@sokoni/contracts';
import type { Database } from '../db/types';
import { loadCurrencies } from '../services/currencies';
import { roundToDecimals, toMajorUnits } from '@sokoni/contracts';

/** The currency shown beside each plan's price (the Congolese franc, at today's rate). */
export const LOCAL_CURRENCY = 'CDF';

/** A plan's texts in the reader's language; English falls back to French where a text was left empty. */
export function planTexts(
  row: {
    name: string;
    description: string;
    features: string[];
    name_en: string;
    description_en: string;
    features_en: string[];
  },
  locale: Locale,
): { name: string; description: string; features: string[] } {
  if (locale !== 'en') return { name: row.name, description: row.description, features: row.features };
  return {
    name: row.name_en.trim() || row.name,
    description: row.description_en.trim() || row.description,
    features: row.features_en.length > 0 ? row.features_en : row.features,
  };
}

/** Active plans, cheapest first, in the reader's language, with their price in Congolese francs at today's rate. */
export async function listActivePlans(db: Kysely<Database>, locale: Locale = 'fr'): Promise<PromotionPlan[]> {
  const [rows, currencies] = await Promise.all([
    db
      .selectFrom('promotion_plans')
      .selectAll()
      .where('is_active', '=', true)
      .orderBy('price_minor')
      .orderBy('id')
      .execute(),
    loadCurrencies(db),
  ]);
  const local = currencies.get(LOCAL_CURRENCY);
  return rows.map((row) => {
    const currency = currencies.get(row.currency_code);
    const decimals = currency?.decimal_places ?? 2;
    const price = toMajorUnits(Number(row.price_minor), decimals);
    const converted =
      currency && local && local.is_active && currency.code !== local.code
        ? {
            amount: roundToDecimals((price / currency.rate) * local.rate, local.decimal_places),
            currency_code: local.code,
            symbol: local.symbol,
            position: local.symbol_position,
            decimal_places: local.decimal_places,
          }
        : null;
    return {
      id: row.id,
      slug: row.slug,
      ...planTexts(row, locale),
      price,
      price_minor: Number(row.price_minor),
      currency_code: row.currency_code,
      converted_price: converted,
      duration_days: row.duration_days,
      boost_type: row.boost_type,
      is_active: row.is_active,
    };
  });
}
