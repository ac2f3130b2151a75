import type { Kysely } from 'kysely';
import type { Currency } from '@sokoni/contracts';
import type { CurrencyRow, Database } from '../db/types';

export type CurrencyInfo = Currency & { rate: number };

export function toCurrency(row: CurrencyRow): CurrencyInfo {
  const rate = Number(row.exchange_rate);
  return {
    code: row.code,
    name: row.name,
    symbol: row.symbol,
    exchange_rate: rate,
    decimal_places: row.decimal_places,
    symbol_position: row.symbol_position,
    is_active: row.is_active,
    is_base: row.is_base,
    rate,
  };
}

/** Every currency by code (a handful of rows), including inactive ones that old ads may still use. */
export async function loadCurrencies(db: Kysely<Database>): Promise<Map<string, CurrencyInfo>> {
  const rows = await db.selectFrom('currencies').selectAll().execute();
  return new Map(rows.map((row) => [row.code, toCurrency(row)]));
}

/** Major units of `currency` to whole US cents (the normalised price of ads). */
export function toUsdCents(amount: number, currency: CurrencyInfo): number {
  return (amount / currency.rate) * 100;
}
