import type { DirectoryTagGroup } from '@campus/domain/directory-user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { expectListOf } from '../../../lib/api/expect-shape.ts';
import { directoryKeys } from './directory-keys.ts';
import { directorySchemas } from './directory-schemas.ts';

const path = '/portal/v1/directory/tag-groups';

/** The filter groups of spec §2.9 with their children and counts (GET /portal/v1/directory/tag-groups). */
export async function getTagGroups(api: ApiClient, signal?: AbortSignal): Promise<DirectoryTagGroup[]> {
  const response = await api.request(path, { signal });
  return expectListOf(directorySchemas.tagGroup, response.data, path);
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
