import { describe, expect, it } from 'vitest';
import { itemListQueryOf, withFilter } from './item-list-filters.ts';

describe('staff item list filters in the URL (issue #18)', () => {
  it('reads type, status, house, language, search and page from the query', () => {
    const query = itemListQueryOf(
      new URLSearchParams('type=event&status=pending&house=12&language=fr&search=%20soir%C3%A9e%20&page=3'),
    );
    expect(query).toEqual({
      per_page: 20,
      page: 3,
      editable: true,
      type: 'event',
      status: 'pending',
      house: 12,
      language: 'fr',
      search: 'soirée',
    });
  });

  it('ignores unknown or malformed values instead of sending them', () => {
    expect(
      itemListQueryOf(new URLSearchParams('type=page&status=trash&house=x&language=de&page=-1')),
    ).toEqual({
      per_page: 20,
      page: 1,
      editable: true,
    });
  });

  it('lists what the caller may change unless ?all=1 asks for every item, and knows the rejected state (issue #33)', () => {
    expect(itemListQueryOf(new URLSearchParams('status=rejected'))).toEqual({
      per_page: 20,
      page: 1,
      editable: true,
      status: 'rejected',
    });
    expect(itemListQueryOf(new URLSearchParams('all=1'))).toEqual({ per_page: 20, page: 1 });
  });

  it('goes back to the first page when a filter changes, and drops emptied filters', () => {
    const next = withFilter(new URLSearchParams('status=draft&page=4'), 'status', '');
    expect(next.toString()).toBe('');
    expect(withFilter(new URLSearchParams('page=2'), 'page', '3').toString()).toBe('page=3');
  });
});
