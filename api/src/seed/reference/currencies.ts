export interface CurrencySeed {
  code: string;
  name: string;
  symbol: string;
  /** Units of this currency for one US dollar. */
  rate: number;
  decimalPlaces: number;
  symbolPosition: 'before' | 'after';
  isBase: boolean;
}

/**
 * Rates are a sensible starting point (2026 levels); administrators update them from the admin screens.
 * Positions follow usage in the DRC's French: "25 €", "45 000 FC", but "$25" and "£25".
 */
export const CURRENCIES: CurrencySeed[] = [
  {
    code: 'USD',
    name: 'US Dollar',
    symbol: '$',
    rate: 1,
    decimalPlaces: 2,
    symbolPosition: 'before',
    isBase: true,
  },
  {
    code: 'EUR',
    name: 'Euro',
    symbol: '€',
    rate: 0.86,
    decimalPlaces: 2,
    symbolPosition: 'after',
    isBase: false,
  },
  {
    code: 'GBP',
    name: 'British Pound',
    symbol: '£',
    rate: 0.74,
    decimalPlaces: 2,
    symbolPosition: 'before',
    isBase: false,
  },
  {
    code: 'CDF',
    name: 'Congolese Franc',
    symbol: 'FC',
    rate: 2850,
    decimalPlaces: 0,
    symbolPosition: 'after',
    isBase: false,
  },
];
