import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import type { ListedRelation } from '@campus/domain/relation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { directoryKeys } from './directory-keys.ts';

/** GET /wp/v2/usernetwork, per_page 100 (spec §7): the viewer's relations from either side. */
export async function getRelations(api: ApiClient, signal?: AbortSignal): Promise<ListedRelation[]> {
  const response = await callListEndpoint(api, 'GET /wp/v2/usernetwork', {
    query: { per_page: PAGE_SIZE_DEFAULT },
    signal,
  });
  return response.data;
}

export function relationsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: directoryKeys.relations(),
    queryFn: ({ signal }) => getRelations(api, signal),
  });
}

export function useRelations() {
  return useQuery(relationsQueryOptions(useApiClient()));
}

/** Incoming requests waiting for the viewer's answer (spec §2.9 banner and /friend-request). */
export function pendingRequests(viewerId: number, relations: readonly ListedRelation[]): ListedRelation[] {
  return relations.filter(
    (relation) => relation.acf.user_b === viewerId && relation.acf.relation_status === 'requested',
  );
}
