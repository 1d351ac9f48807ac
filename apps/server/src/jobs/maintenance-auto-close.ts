/**
 * The automatic close of a resolved maintenance request (issue #32), queued when it is resolved to start
 * once its reopening window has passed. Safe to run twice and harmless after a reopening: it closes only a
 * request still resolved whose window is over (services/maintenance.ts closeIfExpired).
 */
import type { Db } from '../db/db.ts';
import { closeIfExpired, type MaintenanceEffects } from '../services/maintenance.ts';

export const MAINTENANCE_AUTO_CLOSE_JOB = 'maintenance-auto-close';

export interface MaintenanceAutoCloseJob {
  requestId: number;
}

export function maintenanceAutoCloseHandler(db: Db, effects: () => MaintenanceEffects) {
  return async (data: object): Promise<void> => {
    const { requestId } = data as MaintenanceAutoCloseJob;
    await closeIfExpired(db, effects(), requestId);
  };
}
