import type { Kysely } from 'kysely';
import type { PromotionPlan } from '@sokoni/contracts';
import type { Database } from '../db/types';
import { loadCurrencies, roundTo } from '../services/currencies';

/** The currency shown beside each plan's price (the Congolese franc, at today's rate). */
export const LOCAL_CURRENCY = 'CDF';

/** Active plans, cheapest first, with their price in Congolese francs at today's rate. */
export async function listActivePlans(db: Kysely<Database>): Promise<PromotionPlan[]> {
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
    const price = Number(row.price_minor) / 10 ** decimals;
    const converted =
      currency && local && local.is_active && currency.code !== local.code
        ? {
            amount: roundTo((price / currency.rate) * local.rate, local.decimal_places),
            currency_code: local.code,
            symbol: local.symbol,
            position: local.symbol_position,
            decimal_places: local.decimal_places,
          }
        : null;
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      price,
      price_minor: Number(row.price_minor),
      currency_code: row.currency_code,
      converted_price: converted,
      duration_days: row.duration_days,
      features: row.features,
      boost_type: row.boost_type,
      is_active: row.is_active,
    };
  });
}
