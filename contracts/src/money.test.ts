import {
  AD_PRICE_MAX,
  formatMoney,
  isAdPriceInRange,
  readTypedPrice,
  roundToDecimals,
  toMajorUnits,
  toMinorUnits,
  type MoneyFormat,
} from './money';

const USD: MoneyFormat = { code: 'USD', symbol: '$', position: 'before', decimal_places: 2 };
const CDF: MoneyFormat = { code: 'CDF', symbol: 'FC', position: 'after', decimal_places: 0 };
const EUR: MoneyFormat = { code: 'EUR', symbol: '€', position: 'after', decimal_places: 2 };
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes US dollars with two decimals and the symbol before', () => {
    expect(formatMoney(120, USD, 'en')).toBe('$120.00');
    expect(formatMoney(120, USD, 'fr')).toBe('$120,00');
    expect(formatMoney(1250.5, USD, 'en')).toBe('$1,250.50');
    expect(formatMoney(1250.5, USD, 'fr')).toBe(`$1${NNBSP}250,50`);
  });

  it('writes Congolese francs without decimals, grouped with a narrow no-break space in French', () => {
    expect(formatMoney(25000, CDF, 'fr')).toBe(`25${NNBSP}000${NBSP}FC`);
    expect(formatMoney(25000, CDF, 'en')).toBe(`25,000${NBSP}FC`);
    expect(formatMoney(2500.6, CDF, 'fr')).toBe(`2${NNBSP}501${NBSP}FC`);
  });

  it('puts an after-positioned symbol behind a no-break space, and honours a before position', () => {
    expect(formatMoney(120, EUR, 'fr')).toBe(`120,00${NBSP}€`);
    expect(formatMoney(120, EUR, 'en')).toBe(`120.00${NBSP}€`);
    expect(formatMoney(120, { ...EUR, position: 'before' }, 'en')).toBe('€120.00');
    expect(formatMoney(120, { ...USD, position: 'after' }, 'fr')).toBe(`120,00${NBSP}$`);
  });

  it('falls back to the code when a currency has no symbol', () => {
    expect(formatMoney(10, { code: 'GBP', symbol: '', position: 'after', decimal_places: 2 }, 'en')).toBe(
      `10.00${NBSP}GBP`,
    );
  });
});

describe('readTypedPrice', () => {
  it('reads prices the way sellers type them', () => {
    expect(readTypedPrice('25 000')).toBe(25000);
    expect(readTypedPrice('25\u202f000')).toBe(25000);
    expect(readTypedPrice('12,50')).toBe(12.5);
    expect(readTypedPrice('12.50')).toBe(12.5);
    expect(readTypedPrice('  ')).toBeNull();
    expect(readTypedPrice('douze')).toBeUndefined();
    expect(readTypedPrice('1e5')).toBeUndefined();
    expect(readTypedPrice('9'.repeat(400))).toBeUndefined();
  });

  it('reads a sign, and no price below 0 is in range', () => {
    expect(readTypedPrice('-5')).toBe(-5);
    expect(readTypedPrice('-12,5')).toBe(-12.5);
    expect(isAdPriceInRange(-5)).toBe(false);
    expect(isAdPriceInRange(0)).toBe(true);
    expect(isAdPriceInRange(AD_PRICE_MAX)).toBe(true);
    expect(isAdPriceInRange(AD_PRICE_MAX + 1)).toBe(false);
  });
});

describe('minor and major units', () => {
  it("go back and forth by the currency's decimals", () => {
    expect(toMinorUnits(12.5, 2)).toBe(1250);
    expect(toMinorUnits(0.29, 2)).toBe(29);
    expect(toMinorUnits(25000, 0)).toBe(25000);
    expect(toMajorUnits(1250, 2)).toBe(12.5);
    expect(toMajorUnits(25000, 0)).toBe(25000);
    expect(roundToDecimals(2.345, 2)).toBe(2.35);
    expect(roundToDecimals(2500.6, 0)).toBe(2501);
  });
});
