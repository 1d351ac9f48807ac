import type { Language } from '@campus/domain/locale';
import {
  STAFF_CONTENT_TYPES,
  STAFF_LIST_STATES,
  type StaffContentType,
  type StaffItemListQuery,
  type StaffListState,
} from '@campus/domain/staff';

export const STAFF_ITEMS_PER_PAGE = 20;

const LANGUAGES: readonly Language[] = ['fr', 'en'];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

const positiveInteger = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** `?all=1`: the items the caller cannot change are listed too; by default the list is what they may change. */
export const SHOW_ALL_PARAM = 'all';

/**
 * The list's filters live in the URL (a filtered list can be shared, reloaded, and Back restores it):
 * unknown or malformed values are ignored rather than sent to the server.
 */
export function itemListQueryOf(params: URLSearchParams): StaffItemListQuery {
  const search = params.get('search')?.trim() ?? '';
  const type = oneOf<StaffContentType>(STAFF_CONTENT_TYPES, params.get('type'));
  const status = oneOf<StaffListState>(STAFF_LIST_STATES, params.get('status'));
  const house = positiveInteger(params.get('house'));
  const language = oneOf<Language>(LANGUAGES, params.get('language'));
  return {
    per_page: STAFF_ITEMS_PER_PAGE,
    page: positiveInteger(params.get('page')) ?? 1,
    ...(params.get(SHOW_ALL_PARAM) !== '1' && { editable: true }),
    ...(type !== undefined && { type }),
    ...(status !== undefined && { status }),
    ...(house !== undefined && { house }),
    ...(language !== undefined && { language }),
    ...(search !== '' && { search }),
  };
}

/** The URL's query after one filter changed: back to the first page, empty values dropped. */
export function withFilter(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '') next.delete(name);
  else next.set(name, value);
  if (name !== 'page') next.delete('page');
  return next;
}
