import type { Locale } from '@sokoni/contracts';

export { formatDecimal, type DecimalOptions } from '@sokoni/contracts';

/*
 * Numbers and dates written the way `Intl` writes them in French (`fr`) and English (`en-US` numbers, `en-GB`
 * dates), without `Intl` (numbers in contracts' money module, which the servers use too). The first `Intl.NumberFormat` or `Intl.DateTimeFormat` of a page loads the browser's
 * locale data: 30–80 ms on a fast computer, several times that on a cheap phone, in one piece the page cannot
 * interrupt. Every ad card writes a price and a date, so that cost fell on the first screen of every page. The
 * two languages of the product are written here from their rules; the tests compare every output with `Intl`.
 */

function localeOf(locale: string): Locale {
  return locale === 'en' ? 'en' : 'fr';
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
