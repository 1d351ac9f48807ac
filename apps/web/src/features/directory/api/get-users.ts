import type { DirectoryUser } from '@campus/domain/directory-user';
import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { directoryKeys, type UsersFilter } from './directory-keys.ts';

export interface UsersPage {
  users: DirectoryUser[];
  page: number;
  totalPages: number;
  total: number;
}

/** GET /wp/v2/users (spec §7): the server returns only people the viewer may see, never the viewer. */
export async function getUsersPage(
  api: ApiClient,
  filter: UsersFilter,
  page: number,
  signal?: AbortSignal,
): Promise<UsersPage> {
  const response = await callListEndpoint(api, 'GET /wp/v2/users', {
    query: {
      page,
      per_page: PAGE_SIZE_DEFAULT,
      include: filter.include,
      'filter[tax-tag]': filter.tagIds.length > 0 ? filter.tagIds : undefined,
    },
    signal,
  });
  const users = response.data;
  return {
    users,
    page,
    total: Number(response.headers.get('X-WP-Total') ?? users.length),
    totalPages: Number(response.headers.get('X-WP-TotalPages') ?? 1),
  };
}

export function usersQueryOptions(api: ApiClient, filter: UsersFilter) {
  return infiniteQueryOptions({
    queryKey: directoryKeys.users(filter),
    queryFn: ({ pageParam, signal }) =>
      // An empty contact list needs no request: nobody to include.
      filter.include?.length === 0
        ? Promise.resolve({ users: [], page: 1, total: 0, totalPages: 0 })
        : getUsersPage(api, filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: UsersPage) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

export function useUsers(filter: UsersFilter) {
  return useInfiniteQuery(usersQueryOptions(useApiClient(), filter));
}
