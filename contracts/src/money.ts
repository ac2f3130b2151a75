import type { SymbolPosition } from './catalog';
import { MAX_PRICE_FILTER, type Locale } from './constants';

/*
 * Money on both sides of the wire: how a typed price is read, the two units an amount travels in (integer minor
 * units in the database and on payments, major units on screen), and how an amount is written. The api, the bff
 * and the front ends use these, so a price reads and shows the same everywhere.
 *
 * Numbers are written the way `Intl` writes them in French (`fr`) and English (`en-US`), without `Intl`: the first
 * `Intl.NumberFormat` of a page loads the browser's locale data (30–80 ms on a fast computer, several times that on
 * a cheap phone), and every ad card writes a price. shared-ui's tests compare every output with `Intl`.
 */

/** Largest price of an ad, in major units of its currency (catches typos; a bigint of minor units holds more). */
export const AD_PRICE_MAX = MAX_PRICE_FILTER;

/**
 * A price as people type it: "25 000" (spaces, no-break spaces), "12,50" with a French decimal comma, "12.50".
 * null when blank; undefined when it is not a number. A sign is read ("-5" is -5) so that the check that follows
 * can say what is wrong with it: no price is below 0 ({@link isAdPriceInRange}).
 */
export function readTypedPrice(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  const normalised = /^-?\d+,\d{1,4}$/.test(compact) ? compact.replace(',', '.') : compact;
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return undefined;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : undefined;
}

/** An ad's price is from 0 to {@link AD_PRICE_MAX} major units of its currency. */
export function isAdPriceInRange(price: number): boolean {
  return price >= 0 && price <= AD_PRICE_MAX;
}

/** Major units (12.5 dollars) to integer minor units (1250 cents) for a currency with `decimalPlaces` decimals. */
export function toMinorUnits(major: number, decimalPlaces: number): number {
  return Math.round(major * 10 ** decimalPlaces);
}

/** Integer minor units back to major units. */
export function toMajorUnits(minor: number, decimalPlaces: number): number {
  return minor / 10 ** decimalPlaces;
}

/** An amount rounded to a currency's decimals. */
export function roundToDecimals(amount: number, decimalPlaces: number): number {
  const factor = 10 ** decimalPlaces;
  return Math.round(amount * factor) / factor;
}

function localeOf(locale: string): Locale {
  return locale === 'en' ? 'en' : 'fr';
}

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  // French groups thousands with a narrow no-break space: « 25 000 ».
  fr: { group: '\u202f', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

export interface DecimalOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** The digits of a number written in plain notation, or null where JavaScript writes it with an exponent. */
function plainDigits(magnitude: number): { integer: string; fraction: string } | null {
  const text = String(magnitude);
  if (text.includes('e')) return null;
  const [integer, fraction = ''] = text.split('.');
  return { integer, fraction };
}

/**
 * A number with the locale's grouping and decimal marks (`1 234,5` in French, `1,234.5` in English), rounded like
 * `Intl`: half away from zero, on the shortest decimal that reads back as the number (so 4.35 rounds to 4.4).
 */
export function formatDecimal(value: number, locale: string, options: DecimalOptions = {}): string {
  const maximum = Math.max(0, Math.trunc(options.maximumFractionDigits ?? 3));
  const minimum = Math.min(maximum, Math.max(0, Math.trunc(options.minimumFractionDigits ?? 0)));
  const digits = Number.isFinite(value) ? plainDigits(Math.abs(value)) : null;
  if (!digits) {
    // Beyond what an amount or a count reaches (exponents, infinities): the platform writes it.
    return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'fr', {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    }).format(value);
  }
  const kept = digits.fraction.slice(0, maximum).padEnd(maximum, '0');
  const roundUp = (digits.fraction[maximum] ?? '0') >= '5';
  const scaled = (BigInt(digits.integer + kept) + (roundUp ? 1n : 0n)).toString().padStart(maximum + 1, '0');
  const integer = scaled.slice(0, scaled.length - maximum);
  let fraction = scaled.slice(scaled.length - maximum);
  while (fraction.length > minimum && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const { group, decimal } = SEPARATORS[localeOf(locale)];
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

/** How one currency is written: its symbol, where the symbol goes and how many decimals it shows. */
export interface MoneyFormat {
  symbol: string;
  position: SymbolPosition;
  decimal_places: number;
  code?: string;
}

const NO_BREAK_SPACE = '\u00a0';

/**
 * Formats an amount for the locale (grouping and decimal marks as Intl writes them: in French a narrow no-break
 * space groups thousands) and places the currency symbol where the currency says. A symbol after the number is
 * kept on the same line with a no-break space: `25 000 FC`, `120,00 €`; a symbol before sits right against it:
 * `$120.00`.
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
