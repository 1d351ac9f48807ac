import type { Language } from '@campus/domain/locale';
import type { MaintenanceQueueFilter, MaintenanceQueueQuery } from '@campus/domain/maintenance';
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_STATUSES,
  MAINTENANCE_URGENCIES,
  type MaintenanceStatus,
} from '@campus/domain/maintenance-rules';

export const QUEUE_PER_PAGE = 20;

/** The ages the queue offers, in days: "reported at least this long ago". */
export const QUEUE_AGES = [1, 3, 7, 30] as const;

/** The URL's parameters, each a filter of GET /staff/maintenance-requests (`age` is `older_than_days`). */
export const QUEUE_PARAMS = [
  'house',
  'status',
  'category',
  'urgency',
  'age',
  'assignee',
  'area',
  'room',
] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

const positiveInteger = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && /^\d+$/.test(value) && Number.isSafeInteger(number) && number > 0
    ? number
    : undefined;
};

/**
 * The queue's filters live in the URL (a filtered queue can be shared, reloaded, and Back restores it):
 * malformed values are dropped rather than sent to the server. Without a status, the queue shows what is
 * open: what the team owes an answer to.
 */
export function queueFilterOf(params: URLSearchParams, language: Language): MaintenanceQueueFilter {
  const statusParam = params.get('status');
  const status: MaintenanceQueueFilter['status'] =
    statusParam === 'all'
      ? undefined
      : (oneOf<MaintenanceStatus>(MAINTENANCE_STATUSES, statusParam) ?? 'open');
  const category = oneOf(MAINTENANCE_CATEGORIES, params.get('category'));
  const urgency = oneOf(MAINTENANCE_URGENCIES, params.get('urgency'));
  const house = positiveInteger(params.get('house'));
  const area = positiveInteger(params.get('area'));
  const age = positiveInteger(params.get('age'));
  const assigneeParam = params.get('assignee');
  const assignee =
    assigneeParam === 'me' || assigneeParam === 'none' ? assigneeParam : positiveInteger(assigneeParam);
  const room = params.get('room')?.trim().slice(0, 40) ?? '';
  return {
    order: 'asc',
    wpml_language: language,
    ...(house !== undefined && { house }),
    ...(status !== undefined && { status }),
    ...(category !== undefined && { category }),
    ...(urgency !== undefined && { urgency }),
    ...(assignee !== undefined && { assignee }),
    ...(area !== undefined && { area }),
    ...(room !== '' && { room }),
    ...(age !== undefined && age <= 3650 && { older_than_days: age }),
  };
}

/** The filters and the page the URL asks for. */
export function queueQueryOf(params: URLSearchParams, language: Language): MaintenanceQueueQuery {
  return {
    ...queueFilterOf(params, language),
    page: positiveInteger(params.get('page')) ?? 1,
    per_page: QUEUE_PER_PAGE,
  };
}

/** The URL's query after one filter changed: back to the first page, empty values dropped. */
export function withQueueFilter(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '') next.delete(name);
  else next.set(name, value);
  // An area belongs to one house: another house drops it.
  if (name === 'house') next.delete('area');
  if (name !== 'page') next.delete('page');
  return next;
}

/** Whether the person narrowed the queue (the empty state then says nothing matched, not that all is done). */
export const isFiltered = (params: URLSearchParams): boolean => QUEUE_PARAMS.some((name) => params.has(name));
