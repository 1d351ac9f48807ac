import type { StaffContentType, StaffRevision, StaffRevisionSummary } from '@campus/domain/staff';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint, callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';
import { pagedOf, type Paged } from './paged.ts';

export const REVISIONS_PER_PAGE = 10;

/** The revisions' keys under their item's: `saves` changes with every save, so the list is read again. */
const revisionKeys = {
  list: (type: StaffContentType, group: string, saves: string) =>
    [...staffKeys.item(type, group), 'revisions', saves] as const,
  one: (type: StaffContentType, group: string, id: number) =>
    [...staffKeys.item(type, group), 'revision', id] as const,
};

/** GET /staff/items/{type}/{group}/revisions: the saved versions, newest first, a page at a time. */
export async function getStaffItemRevisions(
  api: ApiClient,
  type: StaffContentType,
  group: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<StaffRevisionSummary>> {
  const response = await callListEndpoint(api, 'GET /portal/v1/staff/items/{type}/{group}/revisions', {
    params: { type, group },
    query: { page, per_page: REVISIONS_PER_PAGE },
    signal,
  });
  return pagedOf(response, response.data);
}

/** GET /staff/items/{type}/{group}/revisions/{revision}: one version with its whole content. */
export async function getStaffItemRevision(
  api: ApiClient,
  type: StaffContentType,
  group: string,
  revision: number,
  signal?: AbortSignal,
): Promise<StaffRevision> {
  const response = await callEndpoint(api, 'GET /portal/v1/staff/items/{type}/{group}/revisions/{revision}', {
    params: { type, group, revision },
    signal,
  });
  return response.data;
}

/** The list with "Show more": each page after the first is read when asked for. */
export function useStaffItemRevisions(type: StaffContentType, group: string, saves: string) {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: revisionKeys.list(type, group, saves),
    queryFn: ({ pageParam, signal }) => getStaffItemRevisions(api, type, group, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
  });
}

/** A saved version never changes: read once. */
export function useStaffItemRevision(type: StaffContentType, group: string, revision: number | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: revisionKeys.one(type, group, revision ?? 0),
    queryFn: ({ signal }) => getStaffItemRevision(api, type, group, revision ?? 0, signal),
    enabled: revision !== null,
    staleTime: Infinity,
  });
}
