import type { DirectoryTagGroup } from '@campus/domain/directory-user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { directoryKeys } from './directory-keys.ts';

/** The filter groups of spec §2.9 with their children and counts (GET /portal/v1/directory/tag-groups). */
export function tagGroupsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: directoryKeys.tagGroups(),
    queryFn: async ({ signal }) =>
      (await api.request<DirectoryTagGroup[]>('/portal/v1/directory/tag-groups', { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function useTagGroups() {
  return useQuery(tagGroupsQueryOptions(useApiClient()));
}
