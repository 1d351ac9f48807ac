import { describe, expect, it } from 'vitest';
import {
  addDays,
  campusDay,
  daysLeft,
  entryStatus,
  fixedDay,
  isActive,
  isSuggested,
  stayDay,
  validityWindow,
  type ChecklistAcf,
  type ChecklistDateBase,
  type ChecklistDirection,
} from './checklist.ts';

const STAY = { staystart: '20250901', staystop: '20260630' };

function rules(
  start: [ChecklistDateBase, ChecklistDirection, number, string?],
  end: [ChecklistDateBase, ChecklistDirection, number, string?],
): ChecklistAcf {
  return {
    checklist_title: 'Arrival',
    checklist_description: '',
    checklist_tasks: [],
    checklist_start_date: start[0],
    checklist_start_before_after: start[1],
    checklist_start_number: start[2],
    checklist_start_fixe_date_choose: start[3] ?? '',
    checklist_end_date: end[0],
    checklist_end_before_after: end[1],
    checklist_end_number: end[2],
    checklist_end_fixe_date_choose: end[3] ?? '',
  };
}

describe('stay and fixed dates (spec §3)', () => {
  it('reads a stay date from its first 8 characters, YYYYMMDD', () => {
    expect(stayDay('20250901')).toBe('2025-09-01');
    expect(stayDay('20250901 10:00')).toBe('2025-09-01');
  });

  it('reads YYYYMMDDHHZ as an hour in UTC, on the campus (Europe/Paris) day', () => {
    expect(stayDay('2025090110Z')).toBe('2025-09-01');
    // 23:00 UTC is 01:00 the next day in Paris (summer time), 00:00 the next day in winter.
    expect(stayDay('2025090123Z')).toBe('2025-09-02');
    expect(stayDay('2025123123Z')).toBe('2026-01-01');
    expect(stayDay('2025123122Z')).toBe('2025-12-31');
  });

  it('refuses empty, short and impossible dates', () => {
    for (const value of ['', '2025', '20250230', '20251301', '2025090125Z', 'abcdefgh']) {
      expect(stayDay(value), value).toBeNull();
    }
    expect(stayDay('20240229')).toBe('2024-02-29');
  });

  it('reads fixed dates as DD/MM/YYYY', () => {
    expect(fixedDay('15/10/2026')).toBe('2026-10-15');
    expect(fixedDay('29/02/2028')).toBe('2028-02-29');
    expect(fixedDay('29/02/2027')).toBeNull();
    expect(fixedDay('2026-10-15')).toBeNull();
  });

  it('moves days across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-10-26', 1)).toBe('2025-10-27');
  });

  it('gives the campus day of an instant', () => {
    expect(campusDay(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01');
    expect(campusDay(new Date('2025-01-15T22:30:00Z'))).toBe('2025-01-15');
  });
});

describe('the validity window of a checklist (spec §4 Checklist)', () => {
  it('takes each end from the stay start, the stay end or a fixed date, before or after by its days', () => {
    const bases: Record<ChecklistDateBase, [string, string]> = {
      start_date: ['20250901', '2025-09-01'],
      end_date: ['20260630', '2026-06-30'],
      fixe_date: ['15/10/2025', '2025-10-15'],
    };
    for (const [startBase, [, startDay]] of Object.entries(bases) as [
      ChecklistDateBase,
      [string, string],
    ][]) {
      for (const [endBase, [, endDay]] of Object.entries(bases) as [ChecklistDateBase, [string, string]][]) {
        for (const startDirection of ['before', 'after'] as const) {
          for (const endDirection of ['before', 'after'] as const) {
            const acf = rules(
              [startBase, startDirection, 3, startBase === 'fixe_date' ? '15/10/2025' : ''],
              [endBase, endDirection, 5, endBase === 'fixe_date' ? '15/10/2025' : ''],
            );
            const start = addDays(startDay, startDirection === 'before' ? -3 : 3);
            const end = addDays(endDay, endDirection === 'before' ? -5 : 5);
            const expected = end < start ? null : { start, end };
            const name = `${startBase} ${startDirection} 3 → ${endBase} ${endDirection} 5`;
            expect(validityWindow(acf, STAY), name).toEqual(expected);
          }
        }
      }
    }
  });

  it('has no window without the stay date a rule needs, or with a fixed date that is not a day', () => {
    const arrival = rules(['start_date', 'before', 0], ['start_date', 'after', 30]);
    expect(validityWindow(arrival, { staystart: '', staystop: '' })).toBeNull();
    const broken = rules(['fixe_date', 'before', 0, '31/02/2026'], ['fixe_date', 'after', 0, '01/03/2026']);
    expect(validityWindow(broken, STAY)).toBeNull();
  });

  it('uses the campus day of a YYYYMMDDHHZ stay start', () => {
    const arrival = rules(['start_date', 'before', 0], ['start_date', 'after', 30]);
    expect(validityWindow(arrival, { staystart: '2025083123Z', staystop: '' })).toEqual({
      start: '2025-09-01',
      end: '2025-10-01',
    });
  });

  it('is active from its first to its last day included, and counts the days left', () => {
    const window = { start: '2025-09-01', end: '2025-10-01' };
    expect(isActive(window, '2025-08-31')).toBe(false);
    expect(isActive(window, '2025-09-01')).toBe(true);
    expect(isActive(window, '2025-10-01')).toBe(true);
    expect(isActive(window, '2025-10-02')).toBe(false);
    expect(daysLeft(window, '2025-09-30')).toBe(1);
    expect(daysLeft(window, '2025-09-01')).toBe(30);
  });
});

describe('entries, todo and done, and the news suggestion (spec §4 Checklist)', () => {
  it('is done when every task is checked, and back in progress when one is unchecked', () => {
    expect(entryStatus([{ value: true }, { value: true }])).toBe('done');
    expect(entryStatus([{ value: true }, { value: false }])).toBe('in_progress');
    expect(entryStatus([])).toBe('in_progress');
  });

  it('suggests an undone checklist that applies today and started at most 30 days ago', () => {
    const window = { start: '2025-09-01', end: '2025-12-31' };
    expect(isSuggested(window, '2025-10-01', 'in_progress')).toBe(true);
    expect(isSuggested(window, '2025-10-02', 'in_progress')).toBe(false);
    expect(isSuggested(window, '2025-09-15', 'done')).toBe(false);
    expect(isSuggested(window, '2025-08-31', 'in_progress')).toBe(false);
  });
});
