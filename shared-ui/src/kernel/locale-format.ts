import type { Locale } from '@sokoni/contracts';

/*
 * Numbers and dates written the way `Intl` writes them in French (`fr`) and English (`en-US` numbers, `en-GB`
 * dates), without `Intl`. The first `Intl.NumberFormat` or `Intl.DateTimeFormat` of a page loads the browser's
 * locale data: 30–80 ms on a fast computer, several times that on a cheap phone, in one piece the page cannot
 * interrupt. Every ad card writes a price and a date, so that cost fell on the first screen of every page. The
 * two languages of the product are written here from their rules; the tests compare every output with `Intl`.
 */

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  // French groups thousands with a narrow no-break space: « 25 000 ».
  fr: { group: '\u202f', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

export interface DecimalOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

function localeOf(locale: string): Locale {
  return locale === 'en' ? 'en' : 'fr';
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

const WEEKDAYS: Record<Locale, readonly string[]> = {
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

const MONTHS: Record<Locale, readonly string[]> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** How a date is written, in the visitor's time zone. */
export type CalendarStyle =
  /** `14:05` (24-hour clock in both languages). */
  | 'time'
  /** `mardi`, `Tuesday`. */
  | 'weekday'
  /** `12 mars 2026`, `12 March 2026`. */
  | 'day'
  /** `mars 2026`, `March 2026`. */
  | 'monthYear'
  /** `12 mars 2026 à 09:12`, `12 March 2026 at 09:12`. */
  | 'full';

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function formatCalendarDate(date: Date, locale: string, style: CalendarStyle): string {
  const language = localeOf(locale);
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  const month = MONTHS[language][date.getMonth()];
  const day = `${date.getDate()} ${month} ${date.getFullYear()}`;
  switch (style) {
    case 'time':
      return time;
    case 'weekday':
      return WEEKDAYS[language][date.getDay()];
    case 'day':
      return day;
    case 'monthYear':
      return `${month} ${date.getFullYear()}`;
    case 'full':
      return `${day} ${language === 'en' ? 'at' : 'à'} ${time}`;
  }
}
