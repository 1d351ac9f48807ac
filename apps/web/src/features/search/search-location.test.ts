import { describe, expect, it } from 'vitest';
import { criteriaSegment, parseSearchLocation, searchPath } from './search-location.ts';

const none = new URLSearchParams();
const noCriteria = { text: '', tagIds: [], houseId: null };

describe('the search location (spec §2.11 routes)', () => {
  it("reads /search as the 'all' category with no criteria", () => {
    expect(parseSearchLocation('', none)).toEqual({ kind: 'results', category: 'all', criteria: noCriteria });
  });

  it('reads a category and its query segment', () => {
    expect(parseSearchLocation('news/s=biblio', none)).toEqual({
      kind: 'results',
      category: 'news',
      criteria: { text: 'biblio', tagIds: [], houseId: null },
    });
    expect(parseSearchLocation('users/s=', none)).toEqual({
      kind: 'results',
      category: 'users',
      criteria: noCriteria,
    });
  });

  it('reads the group see-all link /search/users/h={house}&t={tags}', () => {
    expect(parseSearchLocation('users/h=3&t=4,5', none)).toEqual({
      kind: 'results',
      category: 'users',
      criteria: { text: '', tagIds: [4, 5], houseId: 3 },
    });
  });

  it('reads s, t and h from the query string too, the path segment winning', () => {
    const query = new URLSearchParams('s=maison&t=7&h=2');
    expect(parseSearchLocation('users', query)).toEqual({
      kind: 'results',
      category: 'users',
      criteria: { text: 'maison', tagIds: [7], houseId: 2 },
    });
    expect(
      parseSearchLocation('users/s=ines', query).kind === 'results' &&
        parseSearchLocation('users/s=ines', query),
    ).toMatchObject({
      criteria: { text: 'ines', tagIds: [7], houseId: 2 },
    });
  });

  it('ignores ids that are not ids', () => {
    expect(parseSearchLocation('users/h=x&t=1,y', none)).toMatchObject({
      criteria: { tagIds: [1], houseId: null },
    });
  });

  it("marks an unknown category (the screen says 'Non implementé')", () => {
    expect(parseSearchLocation('recipes/s=pie', none)).toEqual({
      kind: 'unknown',
      category: 'recipes',
      criteria: { text: 'pie', tagIds: [], houseId: null },
    });
  });

  it('reads /search/services/{slug1..3} as a service, and /search/services/s=… as the services tab', () => {
    expect(parseSearchLocation('services/library', none)).toEqual({ kind: 'service', slugs: ['library'] });
    expect(parseSearchLocation('services/a/b/c/d', none)).toEqual({
      kind: 'service',
      slugs: ['a', 'b', 'c'],
    });
    expect(parseSearchLocation('services/s=libr', none)).toMatchObject({
      kind: 'results',
      category: 'services',
    });
  });

  it('writes the criteria back as the spec writes them, round trip', () => {
    const criteria = { text: 'maison du brésil', tagIds: [4, 5], houseId: 3 };
    expect(criteriaSegment(criteria)).toBe('s=maison+du+br%C3%A9sil&h=3&t=4,5');
    const path = searchPath('users', criteria);
    expect(parseSearchLocation(path.replace('/search/', ''), none)).toEqual({
      kind: 'results',
      category: 'users',
      criteria,
    });
    expect(searchPath('news', noCriteria)).toBe('/search/news');
  });
});
