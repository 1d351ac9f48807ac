import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { sessionsKeys } from './sessions-keys.ts';

/** GET /portal/v1/sessions: the signed-in person's active sessions, most recently used first. */
export function sessionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: sessionsKeys.all,
    queryFn: async ({ signal }) => (await callListEndpoint(api, 'GET /portal/v1/sessions', { signal })).data,
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions(useApiClient()));
}
