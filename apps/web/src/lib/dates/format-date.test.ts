import { describe, expect, it } from 'vitest';
import {
  formatDayAndTime,
  formatMonth,
  formatTime,
  formatDayMonth,
  formatLongDate,
  parseContentDate,
  timeDifference,
} from './format-date.ts';

describe('content dates (spec §2.16, §9)', () => {
  const date = parseContentDate('2025-06-03T09:00:00');

  it('formats in French when the portal speaks French', () => {
    expect(formatLongDate(date, 'fr')).toBe('3 juin 2025');
    expect(formatDayAndTime(parseContentDate('2025-06-03 18:30:00'), 'fr')).toBe('mardi 3 juin, 18:30');
    expect(timeDifference(date, new Date(2025, 5, 6, 9), 'fr')).toBe('il y a 3 jours');
  });

  it('formats in English otherwise', () => {
    expect(formatLongDate(date, 'en')).toBe('3 June 2025');
    expect(timeDifference(date, new Date(2025, 5, 6, 9), 'en')).toBe('3 days ago');
  });

  it("dates notifications 'D MMMM' in the reader's language (§9)", () => {
    expect(formatDayMonth(parseContentDate('2026-11-03T09:30:00'), 'en')).toBe('3 November');
    expect(formatDayMonth(parseContentDate('2026-11-03T09:30:00'), 'fr')).toBe('3 novembre');
    expect(formatDayMonth(parseContentDate('2027-02-01T00:00:00'), 'fr')).toBe('1 février');
  });

  it('names the day, the month and the 24-hour time in both languages', () => {
    const evening = parseContentDate('2025-06-03 18:05:00');
    expect(formatDayAndTime(evening, 'en')).toBe('Tuesday 3 June, 18:05');
    expect(formatTime(evening, 'en')).toBe('18:05');
    expect(formatMonth(parseContentDate('2025-01-15'), 'fr')).toBe('janvier');
    expect(formatMonth(parseContentDate('2025-01-15'), 'en')).toBe('January');
  });

  it('reads WordPress, ACF and bare days in local time, and a value with an offset as it says', () => {
    expect(parseContentDate('2025-06-03T09:00:00')).toEqual(new Date(2025, 5, 3, 9, 0, 0));
    expect(parseContentDate('2025-06-03 18:30:00')).toEqual(new Date(2025, 5, 3, 18, 30, 0));
    expect(parseContentDate('2025-06-03')).toEqual(new Date(2025, 5, 3));
    expect(parseContentDate('2025-06-03T09:00:00Z').getTime()).toBe(Date.UTC(2025, 5, 3, 9));
  });

  it('says the time difference in the largest unit that fits, past or future', () => {
    const now = new Date(2025, 5, 6, 9);
    expect(timeDifference(new Date(2025, 5, 6, 8, 58), now, 'en')).toBe('2 minutes ago');
    expect(timeDifference(new Date(2025, 5, 6, 6), now, 'fr')).toBe('il y a 3 heures');
    expect(timeDifference(new Date(2025, 3, 1), now, 'en')).toBe('2 months ago');
    expect(timeDifference(new Date(2025, 5, 6, 11), now, 'en')).toBe('in 2 hours');
    expect(timeDifference(new Date(2025, 5, 6, 8, 59, 40), now, 'fr')).toBe('il y a 20 secondes');
    // The same moment is now, not "in 0 seconds" (issue #33).
    expect(timeDifference(now, now, 'en')).toBe('now');
    expect(timeDifference(new Date(now.getTime() - 400), now, 'fr')).toBe('maintenant');
  });
});
