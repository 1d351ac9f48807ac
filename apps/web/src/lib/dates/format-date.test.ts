import { startOfWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  dateLocale,
  formatDayAndTime,
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

  it('starts the week on Monday in both languages', () => {
    for (const language of ['fr', 'en'] as const) {
      expect(startOfWeek(date, { locale: dateLocale(language) }).getDay()).toBe(1);
    }
  });
});
