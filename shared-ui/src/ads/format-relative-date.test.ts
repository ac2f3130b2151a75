import { formatRelativeDate } from './format-relative-date';

// Local-time constructors keep the test independent of the machine's time zone.
const now = new Date(2026, 2, 19, 18, 30); // Thursday 19 March 2026, 18:30

describe('formatRelativeDate', () => {
  it('says today at the time', () => {
    const date = new Date(2026, 2, 19, 14, 5);
    expect(formatRelativeDate(date, now, 'fr')).toBe("aujourd'hui à 14:05");
    expect(formatRelativeDate(date, now, 'en')).toBe('today at 14:05');
  });

  it('says yesterday at the time, even just after midnight', () => {
    const date = new Date(2026, 2, 18, 23, 59);
    expect(formatRelativeDate(date, new Date(2026, 2, 19, 0, 1), 'fr')).toBe('hier à 23:59');
    expect(formatRelativeDate(new Date(2026, 2, 18, 8, 0), now, 'en')).toBe('yesterday at 08:00');
  });

  it('names the weekday within the last seven days', () => {
    const tuesday = new Date(2026, 2, 17, 9, 12);
    expect(formatRelativeDate(tuesday, now, 'fr')).toBe('mardi à 09:12');
    expect(formatRelativeDate(tuesday, now, 'en')).toBe('Tuesday at 09:12');
    const sixDaysAgo = new Date(2026, 2, 13, 10, 0);
    expect(formatRelativeDate(sixDaysAgo, now, 'fr')).toBe('vendredi à 10:00');
  });

  it('gives the full date and time beyond a week', () => {
    const date = new Date(2026, 2, 12, 9, 12);
    expect(formatRelativeDate(date, now, 'fr')).toBe('12 mars 2026 à 09:12');
    expect(formatRelativeDate(date, now, 'en')).toBe('12 March 2026 at 09:12');
  });

  it('accepts ISO strings and ignores invalid ones', () => {
    expect(formatRelativeDate(new Date(2026, 2, 19, 7, 0).toISOString(), now, 'fr')).toBe("aujourd'hui à 07:00");
    expect(formatRelativeDate('not a date', now, 'fr')).toBe('');
  });
});
