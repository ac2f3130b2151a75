import type { SymbolPosition } from '@sokoni/contracts';
import { formatDecimal } from '../kernel/locale-format';

/** How one currency is written: its symbol, where the symbol goes and how many decimals it shows (spec §3, §9). */
export interface MoneyFormat {
  symbol: string;
  position: SymbolPosition;
  decimal_places: number;
  code?: string;
}

const NO_BREAK_SPACE = '\u00a0';

/**
 * Formats an amount for the locale (grouping and decimal marks as Intl writes them: in French a narrow no-break
 * space groups thousands) and places the currency symbol where the currency says. A symbol after the number is kept on the same
 * line with a no-break space: `25 000 FC`, `120,00 €`; a symbol before sits right against it: `$120.00`.
 */
export function formatMoney(amount: number, currency: MoneyFormat, locale: string): string {
  const decimals = Math.max(0, Math.min(4, Math.trunc(currency.decimal_places)));
  const number = formatDecimal(amount, locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const symbol = currency.symbol || currency.code || '';
  if (!symbol) return number;
  return currency.position === 'before' ? `${symbol}${number}` : `${number}${NO_BREAK_SPACE}${symbol}`;
}
