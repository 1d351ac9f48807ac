/**
 * The e-mail of a contact form entry (issue #15), queued by POST /wp/v2/entry so that the request never
 * waits for a mail server. Safe to run twice (pg-boss retries a failed job): a sent entry is not sent again.
 */
import type { Db } from '../db/db.ts';
import type { Mailer } from '../mail/mailer.ts';
import { deliverEntry } from '../services/contact-entries.ts';

export const CONTACT_ENTRY_EMAIL_JOB = 'contact-entry-email';

export interface ContactEntryEmailJob {
  entryId: number;
}

export function contactEntryEmailHandler(db: Db, mailer: Mailer, from: string) {
  return async (data: object): Promise<void> => {
    const { entryId } = data as ContactEntryEmailJob;
    await deliverEntry(db, mailer, from, entryId);
  };
}
