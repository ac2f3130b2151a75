import { formatCalendarDate, formatDecimal, type CalendarStyle } from './locale-format';

const INTL_NUMBER_LOCALE = { fr: 'fr', en: 'en-US' } as const;
const INTL_DATE_LOCALE = { fr: 'fr', en: 'en-GB' } as const;

function intlDecimal(value: number, locale: 'fr' | 'en', minimum: number, maximum: number): string {
  return new Intl.NumberFormat(INTL_NUMBER_LOCALE[locale], {
    minimumFractionDigits: minimum,
    maximumFractionDigits: maximum,
  }).format(value);
}

/** A deterministic spread of numbers: whole, with cents, halves, tiny and large, both signs. */
function sampleNumbers(): number[] {
  const values = [
    0, -0, 1, 5, 9.995, 4.35, 4.25, 0.5, 1.005, 2.675, 999.5, 999_999.995, 1e15, 123_456_789_012.34,
  ];
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let index = 0; index < 3000; index += 1) {
    const magnitude = 10 ** Math.floor(next() * 13 - 4);
    const value = Math.round(next() * magnitude * 10_000) / 10_000;
    values.push(index % 5 === 0 ? -value : value);
  }
  return values;
}

describe('formatDecimal', () => {
  it('writes every number as Intl does, in French and English, for every precision in use', () => {
    const mismatches: string[] = [];
    for (const value of sampleNumbers())
      for (const locale of ['fr', 'en'] as const)
        for (const [minimum, maximum] of [
          [0, 0],
          [0, 1],
          [1, 1],
          [2, 2],
          [0, 3],
          [4, 4],
        ] as const) {
          const mine = formatDecimal(value, locale, {
            minimumFractionDigits: minimum,
            maximumFractionDigits: maximum,
          });
          const intl = intlDecimal(value, locale, minimum, maximum);
          if (mine !== intl) mismatches.push(`${value} ${locale} ${minimum}-${maximum}: ${mine} ≠ ${intl}`);
        }
    expect(mismatches).toEqual([]);
  });

  it('groups thousands with a narrow no-break space in French and a comma in English', () => {
    expect(formatDecimal(25_000, 'fr')).toBe('25\u202f000');
    expect(formatDecimal(1_234_567.5, 'fr', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      '1\u202f234\u202f567,50',
    );
    expect(formatDecimal(1_234_567.5, 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      '1,234,567.50',
    );
    expect(formatDecimal(4.35, 'fr', { maximumFractionDigits: 1 })).toBe('4,4');
  });

  it('leaves numbers written with an exponent to Intl', () => {
    expect(formatDecimal(1e21, 'en')).toBe(intlDecimal(1e21, 'en', 0, 3));
    expect(formatDecimal(1e-7, 'fr', { maximumFractionDigits: 4 })).toBe('0');
    expect(formatDecimal(Number.NaN, 'fr')).toBe('NaN');
  });
});

describe('formatCalendarDate', () => {
  const intlStyles: Record<CalendarStyle, Intl.DateTimeFormatOptions> = {
    time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    weekday: { weekday: 'long' },
    day: { day: 'numeric', month: 'long', year: 'numeric' },
    monthYear: { month: 'long', year: 'numeric' },
    full: { dateStyle: 'long', timeStyle: 'short' },
  };

  it('writes every day of two years, at several times, as Intl does', () => {
    const mismatches: string[] = [];
    for (let day = 0; day < 731; day += 1) {
      const date = new Date(2026, 0, 1 + day, (day * 7) % 24, (day * 13) % 60);
      for (const locale of ['fr', 'en'] as const)
        for (const style of Object.keys(intlStyles) as CalendarStyle[]) {
          const mine = formatCalendarDate(date, locale, style);
          const intl = new Intl.DateTimeFormat(INTL_DATE_LOCALE[locale], intlStyles[style]).format(date);
          if (mine !== intl) mismatches.push(`${date.toISOString()} ${locale} ${style}: ${mine} ≠ ${intl}`);
        }
    }
    expect(mismatches).toEqual([]);
  });

  it('writes the usual forms', () => {
    const date = new Date(2026, 2, 1, 9, 5);
    expect(formatCalendarDate(date, 'fr', 'full')).toBe('1 mars 2026 à 09:05');
    expect(formatCalendarDate(date, 'en', 'full')).toBe('1 March 2026 at 09:05');
    expect(formatCalendarDate(date, 'fr', 'weekday')).toBe('dimanche');
    expect(formatCalendarDate(date, 'en', 'monthYear')).toBe('March 2026');
  });
});
