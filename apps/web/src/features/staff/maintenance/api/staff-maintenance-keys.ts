import type { Language } from '@campus/domain/locale';
import type { MaintenanceFiguresQuery, MaintenanceQueueQuery } from '@campus/domain/maintenance';

/**
 * Query keys of the team's maintenance screens (issue #32). A step, a message or an assignment refreshes
 * `all` (the queue and the figures move with it); the request itself is the residents' key
 * (apps/web/src/entities/maintenance/api/maintenance-keys.ts), shared with the request page the team reuses.
 */
export const staffMaintenanceKeys = {
  all: ['staff-maintenance'] as const,
  queue: (query: MaintenanceQueueQuery) => ['staff-maintenance', 'queue', query] as const,
  houses: (language: Language) => ['staff-maintenance', 'houses', language] as const,
  figures: (query: MaintenanceFiguresQuery) => ['staff-maintenance', 'figures', query] as const,
};
