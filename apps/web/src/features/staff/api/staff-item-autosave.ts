import type { StaffContentType, StaffItemBody } from '@campus/domain/staff';
import type { StaffAutosave } from '@campus/domain/staff-autosave';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { endpointPath } from '@campus/domain/endpoint';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';

const AUTOSAVE = 'PUT /portal/v1/staff/items/{type}/{group}/autosave';

/** GET /staff/items/{type}/{group}/autosave: the caller's own autosave of the item, or null (404). */
export async function getStaffItemAutosave(
  api: ApiClient,
  type: StaffContentType,
  group: string,
  signal?: AbortSignal,
): Promise<StaffAutosave | null> {
  try {
    const response = await callEndpoint(api, 'GET /portal/v1/staff/items/{type}/{group}/autosave', {
      params: { type, group },
      signal,
    });
    return response.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code === 'rest_no_autosave') return null;
    throw error;
  }
}

/** PUT /staff/items/{type}/{group}/autosave: replaces the caller's autosave of the item. */
export async function keepStaffItemAutosave(
  api: ApiClient,
  type: StaffContentType,
  group: string,
  body: StaffItemBody,
): Promise<StaffAutosave> {
  const response = await callEndpoint(api, AUTOSAVE, {
    params: { type, group },
    body,
    // The whole draft each time: an older one still retried must not land after a newer one.
    fullReplacement: true,
  });
  return response.data;
}

/** The same PUT from a page going away (hidden or closed): keepalive, nothing awaits its answer. */
export function keepStaffItemAutosaveOnExit(
  api: ApiClient,
  type: StaffContentType,
  group: string,
  body: StaffItemBody,
): void {
  api.sendKeepalive(endpointPath(AUTOSAVE, { type, group }), { method: 'PUT', body });
}

/** DELETE /staff/items/{type}/{group}/autosave: the changes discarded. */
export async function discardStaffItemAutosave(
  api: ApiClient,
  type: StaffContentType,
  group: string,
): Promise<void> {
  await callEndpoint(api, 'DELETE /portal/v1/staff/items/{type}/{group}/autosave', {
    params: { type, group },
  });
}

/** Read once as the editor opens (never from the cache: another tab may have kept a newer one). */
export function useStaffItemAutosave(type: StaffContentType, group: string | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...staffKeys.item(type, group ?? ''), 'autosave'] as const,
    queryFn: ({ signal }) => getStaffItemAutosave(api, type, group ?? '', signal),
    enabled: group !== null,
    gcTime: 0,
    staleTime: Infinity,
  });
}
