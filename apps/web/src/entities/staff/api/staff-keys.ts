import type { AuditListQuery, StaffItemListQuery } from '@campus/domain/staff';
import type { StaffNotificationState } from '@campus/domain/staff-notification';

/** Query keys of the staff console; the staff entry of the profile hub shares `me`. */
export const staffKeys = {
  all: ['staff'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
  items: () => [...staffKeys.all, 'items'] as const,
  itemList: (query: StaffItemListQuery) => [...staffKeys.items(), 'list', query] as const,
  item: (type: string, group: string) => [...staffKeys.items(), type, group] as const,
  grants: () => [...staffKeys.all, 'grants'] as const,
  audit: (query: Partial<AuditListQuery>) => [...staffKeys.all, 'audit', query] as const,
  notifications: () => [...staffKeys.all, 'notifications'] as const,
  notificationList: (state: StaffNotificationState | null, page: number) =>
    [...staffKeys.notifications(), state, page] as const,
  forms: () => [...staffKeys.all, 'forms'] as const,
  formResults: (id: number) => [...staffKeys.forms(), id, 'results'] as const,
  formEntries: (id: number, page: number) => [...staffKeys.forms(), id, 'entries', page] as const,
};
