import type { DirectoryTagGroup } from '@campus/domain/directory-user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { directoryKeys } from './directory-keys.ts';

/** The filter groups of spec §2.9 with their children and counts (GET /portal/v1/directory/tag-groups). */
export async function getTagGroups(api: ApiClient, signal?: AbortSignal): Promise<DirectoryTagGroup[]> {
  const response = await callListEndpoint(api, 'GET /portal/v1/directory/tag-groups', { signal });
  return response.data;
}

export function tagGroupsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: directoryKeys.tagGroups(),
    queryFn: ({ signal }) => getTagGroups(api, signal),
    staleTime: 5 * 60_000,
  });
}

export function useTagGroups() {
  return useQuery(tagGroupsQueryOptions(useApiClient()));
}
