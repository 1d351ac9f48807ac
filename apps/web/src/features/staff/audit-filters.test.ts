import { describe, expect, it } from 'vitest';
import { auditQueryOf, nextDay, withAuditFilters } from './audit-filters.ts';

describe('the audit filters kept in the URL (issue #33)', () => {
  it('sends the last day whole: `to` becomes the next day’s start, across months and years', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(
      auditQueryOf(new URLSearchParams('person=chloe.moreau&from=2026-11-20&to=2026-11-21&page=2')),
    ).toEqual({
      page: 2,
      per_page: 20,
      actor: 'chloe.moreau',
      after: '2026-11-20',
      before: '2026-11-22',
    });
  });

  it('ignores malformed dates and an item without its type instead of sending them', () => {
    expect(auditQueryOf(new URLSearchParams('from=yesterday&to=2026-13&item=news:x&page=-1'))).toEqual({
      page: 1,
      per_page: 20,
    });
    expect(auditQueryOf(new URLSearchParams('type=post&item=news:x'))).toMatchObject({
      target_type: 'post',
      target: 'news:x',
    });
  });

  it('goes back to the first page when a filter changes, and drops emptied filters', () => {
    const next = withAuditFilters(new URLSearchParams('person=a&page=3&from=2026-11-01'), {
      person: 'b',
      from: '',
    });
    expect(next.toString()).toBe('person=b');
  });
});
