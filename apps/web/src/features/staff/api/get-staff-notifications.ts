import type { StaffNotificationState, StaffNotificationSummary } from '@campus/domain/staff-notification';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';
import { pagedOf, type Paged } from './paged.ts';

export const NOTIFICATIONS_PER_PAGE = 20;

/** GET /staff/notifications: the messages the caller may send, newest first, with reach and reads. */
export async function getStaffNotifications(
  api: ApiClient,
  state: StaffNotificationState | null,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<StaffNotificationSummary>> {
  const response = await callListEndpoint(api, 'GET /portal/v1/staff/notifications', {
    query: { page, per_page: NOTIFICATIONS_PER_PAGE, ...(state === null ? {} : { state }) },
    signal,
  });
  return pagedOf(response, response.data);
}

export const staffNotificationsQuery = (api: ApiClient, state: StaffNotificationState | null, page: number) =>
  queryOptions({
    queryKey: staffKeys.notificationList(state, page),
    queryFn: ({ signal }) => getStaffNotifications(api, state, page, signal),
    placeholderData: keepPreviousData,
  });

export function useStaffNotifications(state: StaffNotificationState | null, page: number) {
  return useQuery(staffNotificationsQuery(useApiClient(), state, page));
}
