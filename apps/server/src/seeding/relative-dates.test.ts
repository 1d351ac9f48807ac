import { describe, expect, it } from 'vitest';
import { resolveFixedDate, resolveStayDate } from './relative-dates.ts';

describe('relative dates of the sample campus', () => {
  it('reads stay dates relative to the seed day, across months and years, and keeps written ones', () => {
    expect(resolveStayDate('today-4', '2026-11-23')).toBe('20261119');
    expect(resolveStayDate('today+40', '2026-11-23')).toBe('20270102');
    expect(resolveStayDate('today+0', '2028-02-29')).toBe('20280229');
    expect(resolveStayDate('20250901', '2026-11-23')).toBe('20250901');
    expect(resolveStayDate('', '2026-11-23')).toBe('');
  });

  it("puts the seed year in a checklist's fixed date", () => {
    expect(resolveFixedDate('01/10/{year}', '2027-03-02')).toBe('01/10/2027');
    expect(resolveFixedDate('31/12/2026', '2027-03-02')).toBe('31/12/2026');
  });
});
