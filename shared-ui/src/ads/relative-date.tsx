import { useSyncExternalStore } from 'react';
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

/**
 * The time every relative date of the page is written against, moved on once a minute by one timer for the
 * whole page (a list has dozens of dates): "today" turns into "yesterday" at midnight on a page left open.
 * The server writes its dates against the time of each render.
 */
const minuteClock = {
  now: new Date(),
  listeners: new Set<() => void>(),
  timer: undefined as ReturnType<typeof setInterval> | undefined,
  subscribe(listener: () => void): () => void {
    if (minuteClock.listeners.size === 0) {
      minuteClock.timer = setInterval(() => {
        minuteClock.now = new Date();
        for (const notify of minuteClock.listeners) notify();
      }, MINUTE_MS);
    }
    minuteClock.listeners.add(listener);
    return () => {
      minuteClock.listeners.delete(listener);
      if (minuteClock.listeners.size === 0) clearInterval(minuteClock.timer);
    };
  },
  read(): Date {
    // With no date on the page the clock stands still: it is brought up to date when one is drawn again.
    if (minuteClock.listeners.size === 0 && Math.abs(Date.now() - minuteClock.now.getTime()) >= MINUTE_MS) {
      minuteClock.now = new Date();
    }
    return minuteClock.now;
  },
  readOnServer: (): Date => new Date(),
};

/** A date given by the caller needs no clock. */
const fixedTime = () => () => undefined;

/** A relative date in a `<time>` element whose `dateTime` carries the exact instant. */
export function RelativeDate({ value, now, className }: RelativeDateProps) {
  const { i18n } = useTranslation('common');
  const clock = useSyncExternalStore(
    now ? fixedTime : minuteClock.subscribe,
    minuteClock.read,
    typeof window === 'undefined' ? minuteClock.readOnServer : minuteClock.read,
  );
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const locale = i18n.language;
  return (
    <time className={className} dateTime={date.toISOString()} title={formatFullDate(date, locale)}>
      {formatRelativeDate(date, now ?? clock, locale)}
    </time>
  );
}
