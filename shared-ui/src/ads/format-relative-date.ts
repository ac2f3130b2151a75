import { i18n, initI18n } from '../kernel/i18n';
import { formatCalendarDate } from '../kernel/locale-format';

const DAY_MS = 24 * 60 * 60 * 1000;

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
 * Relative dates: « aujourd'hui à 14:05 », « hier à 14:05 », « mardi à 09:12 » within the week,
 * else « 12 mars 2026 à 09:12 » (English: "today at 14:05", "Tuesday at 09:12", "12 March 2026 at 09:12").
 */
export function formatRelativeDate(value: Date | string, now: Date, locale: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (!i18n.isInitialized) initI18n();
  const t = i18n.getFixedT(locale, 'common');
  const time = formatCalendarDate(date, locale, 'time');
  switch (relativeDateKind(date, now)) {
    case 'today':
      return t('relativeDate.today', { time });
    case 'yesterday':
      return t('relativeDate.yesterday', { time });
    case 'weekday': {
      const weekday = formatCalendarDate(date, locale, 'weekday');
      return t('relativeDate.weekday', { weekday, time });
    }
    default: {
      const day = formatCalendarDate(date, locale, 'day');
      return t('relativeDate.full', { date: day, time });
    }
  }
}

/** Date and time in full for a tooltip, e.g. « 12 mars 2026 à 09:12 ». */
export function formatFullDate(value: Date | string, locale: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return formatCalendarDate(date, locale, 'full');
}
