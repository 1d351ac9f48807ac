/**
 * A scheduled publication of the staff console (issue #18), queued to start at the item's publish_at. Safe
 * to run twice, and harmless after the item was unpublished or rescheduled: it publishes only an item still
 * scheduled for a time now past (db/staff-items-repository.ts publishIfDue).
 */
import type { StaffContentType } from '@campus/domain/staff';
import type { Db } from '../db/db.ts';
import { publishScheduled } from '../services/staff/staff-items.ts';

export const STAFF_PUBLICATION_JOB = 'staff-publication';

export interface StaffPublicationJob {
  type: StaffContentType;
  group: string;
}

export function staffPublicationHandler(db: Db) {
  return async (data: object): Promise<void> => {
    const { type, group } = data as StaffPublicationJob;
    await publishScheduled(db, type, group);
  };
}
