import { i18n, initI18n } from '../kernel/i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

function intlLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale;
}

const DATE_STYLES = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekday: { weekday: 'long' },
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  full: { dateStyle: 'long', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per language and style: creating an Intl formatter costs far more than using one, and a page
 * of ad cards formats two dates per card while it hydrates.
 */
function dateFormat(locale: string, style: keyof typeof DATE_STYLES): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), DATE_STYLES[style]);
    dateFormats.set(key, format);
  }
  return format;
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days from `date` to `now` in the visitor's time zone (rounded, so DST days still count as one). */
function calendarDaysBetween(date: Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
}

export type RelativeDateKind = 'today' | 'yesterday' | 'weekday' | 'full';

export function relativeDateKind(date: Date, now: Date): RelativeDateKind {
  const days = calendarDaysBetween(date, now);
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days > 1 && days < 7) return 'weekday';
  return 'full';
}

/**
 * Spec §9 relative dates: « aujourd'hui à 14:05 », « hier à 14:05 », « mardi à 09:12 » within the week,
 * else « 12 mars 2026 à 09:12 » (English: "today at 14:05", "Tuesday at 09:12", "12 March 2026 at 09:12").
 */
export function formatRelativeDate(value: Date | string, now: Date, locale: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (!i18n.isInitialized) initI18n();
  const t = i18n.getFixedT(locale, 'common');
  const time = dateFormat(locale, 'time').format(date);
  switch (relativeDateKind(date, now)) {
    case 'today':
      return t('relativeDate.today', { time });
    case 'yesterday':
      return t('relativeDate.yesterday', { time });
    case 'weekday': {
      const weekday = dateFormat(locale, 'weekday').format(date);
      return t('relativeDate.weekday', { weekday, time });
    }
    default: {
      const day = dateFormat(locale, 'day').format(date);
      return t('relativeDate.full', { date: day, time });
    }
  }
}

/** Date and time in full for a tooltip, e.g. « 12 mars 2026 à 09:12 ». */
export function formatFullDate(value: Date | string, locale: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(locale, 'full').format(date);
}
