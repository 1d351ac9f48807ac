import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { directoryKeys } from './directory-keys.ts';

/** The ids of the people the viewer blocked (GET /portal/v1/blocks, spec §6). */
export async function getBlocks(api: ApiClient, signal?: AbortSignal): Promise<number[]> {
  const response = await callListEndpoint(api, 'GET /portal/v1/blocks', { signal });
  return response.data.map((block) => block.user_id);
}

export function blocksQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: directoryKeys.blocks(),
    queryFn: ({ signal }) => getBlocks(api, signal),
  });
}

export function useBlocks() {
  return useQuery(blocksQueryOptions(useApiClient()));
}
