/**
 * The portal's job queues, in one list: the start-up steps create exactly these (under the start-up lock)
 * and app.ts must give each a handler (its handler map is typed by this list).
 */
import { CONTACT_ENTRY_EMAIL_JOB } from './contact-entry-email.ts';
import { MAINTENANCE_AUTO_CLOSE_JOB } from './maintenance-auto-close.ts';
import { NOTIFICATION_DELIVERY_JOB } from './notification-delivery.ts';
import { STAFF_PUBLICATION_JOB } from './staff-publication.ts';

export const JOB_QUEUES = [
  NOTIFICATION_DELIVERY_JOB,
  CONTACT_ENTRY_EMAIL_JOB,
  STAFF_PUBLICATION_JOB,
  MAINTENANCE_AUTO_CLOSE_JOB,
] as const;
export type JobQueueName = (typeof JOB_QUEUES)[number];
