import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFullDate, formatRelativeDate } from './format-relative-date';

export interface RelativeDateProps {
  /** ISO 8601 string or Date. */
  value: string | Date;
  /** The reference "now"; the current time when absent (tests pass a fixed one). */
  now?: Date;
  className?: string;
}

const MINUTE_MS = 60 * 1000;

/** A relative date in a `<time>` element whose `dateTime` carries the exact instant. */
export function RelativeDate({ value, now, className }: RelativeDateProps) {
  const { i18n } = useTranslation('common');
  const [clock, setClock] = useState(() => new Date());
  useEffect(() => {
    if (now) return undefined;
    // "today" turns into "yesterday" at midnight on a page left open: refresh once a minute, cheaply.
    const timer = window.setInterval(() => setClock(new Date()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, [now]);
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const locale = i18n.language;
  return (
    <time className={className} dateTime={date.toISOString()} title={formatFullDate(date, locale)}>
      {formatRelativeDate(date, now ?? clock, locale)}
    </time>
  );
}
