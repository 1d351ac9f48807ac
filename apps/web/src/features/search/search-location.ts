import { isSearchCategory, type SearchCategory } from '@campus/domain/search';
import { parseIdList } from '@campus/domain/wire';

/**
 * The search screen's state as its URL carries it (spec §2.11): /search, /search/{categ},
 * /search/{categ}/{s} where {s} is a query segment such as `s=biblio` or `h=3&t=4,5` (keywords, house id,
 * tag ids), the same keys also read from the URL's query string, and /search/services/{slug1..3}, a
 * service shown from the search.
 */
export interface SearchCriteria {
  text: string;
  tagIds: number[];
  houseId: number | null;
}

export type SearchLocation =
  | { kind: 'results'; category: SearchCategory; criteria: SearchCriteria }
  /** A category the screen does not know: 'Non implementé'. */
  | { kind: 'unknown'; category: string; criteria: SearchCriteria }
  | { kind: 'service'; slugs: string[] };

export const SEARCH_PATH = '/search';

function criteriaOf(params: URLSearchParams): SearchCriteria {
  const house = parseIdList(params.get('h') ?? undefined)?.[0] ?? null;
  return {
    text: params.get('s') ?? '',
    tagIds: (parseIdList(params.get('t') ?? undefined) ?? []).filter(Number.isSafeInteger),
    houseId: house !== null && Number.isSafeInteger(house) ? house : null,
  };
}

/** The criteria of a query segment, laid over those of the query string (the segment wins). */
function mergedCriteria(segment: string | undefined, query: URLSearchParams): URLSearchParams {
  const merged = new URLSearchParams(query);
  if (segment !== undefined) {
    for (const [key, value] of new URLSearchParams(segment)) merged.set(key, value);
  }
  return merged;
}

/** Reads the location under /search: `splat` is what follows /search/, `query` the URL's query string. */
export function parseSearchLocation(splat: string, query: URLSearchParams): SearchLocation {
  const segments = splat.split('/').filter((segment) => segment !== '');
  const [category = 'all', second] = segments;
  // A service path: /search/services/{slug1}[/{slug2}[/{slug3}]]; a query segment always holds a '='.
  if (category === 'services' && second !== undefined && !second.includes('=')) {
    return { kind: 'service', slugs: segments.slice(1, 4) };
  }
  const criteria = criteriaOf(mergedCriteria(second, query));
  if (!isSearchCategory(category)) return { kind: 'unknown', category, criteria };
  return { kind: 'results', category, criteria };
}

/** The query segment of the criteria: `s=…&h=…&t=…`, only the keys that have a value; '' for none. */
export function criteriaSegment(criteria: SearchCriteria): string {
  const params = new URLSearchParams();
  if (criteria.text !== '') params.set('s', criteria.text);
  if (criteria.houseId !== null) params.set('h', String(criteria.houseId));
  if (criteria.tagIds.length > 0) params.set('t', criteria.tagIds.join(','));
  // URLSearchParams writes ',' as %2C; the spec's links keep commas readable (t=4,5).
  return params.toString().replaceAll('%2C', ',');
}

/** The path of a category with the criteria: /search/{category}/{segment}, or /search/{category}. */
export function searchPath(category: SearchCategory, criteria: SearchCriteria): string {
  const segment = criteriaSegment(criteria);
  return segment === '' ? `${SEARCH_PATH}/${category}` : `${SEARCH_PATH}/${category}/${segment}`;
}
