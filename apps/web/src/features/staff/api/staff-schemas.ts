import { PollResultsSchema, type PollResults } from '@campus/domain/forms';
import {
  AuditEntrySchema,
  StaffFormEntrySchema,
  StaffFormSummarySchema,
  StaffMediaSchema,
  type AuditEntry,
  type StaffFormEntry,
  type StaffFormSummary,
  type StaffMedia,
} from '@campus/domain/staff';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The wire schemas the staff console's calls check answers against (in development). */
export const staffSchemas: {
  media: WireShape<StaffMedia>;
  audit: WireShape<AuditEntry>;
  form: WireShape<StaffFormSummary>;
  formEntry: WireShape<StaffFormEntry>;
  formResults: WireShape<PollResults>;
} = {
  media: { schema: import.meta.env.DEV ? StaffMediaSchema : null },
  audit: { schema: import.meta.env.DEV ? AuditEntrySchema : null },
  form: { schema: import.meta.env.DEV ? StaffFormSummarySchema : null },
  formEntry: { schema: import.meta.env.DEV ? StaffFormEntrySchema : null },
  formResults: { schema: import.meta.env.DEV ? PollResultsSchema : null },
};

/** A page of a WordPress list with its X-WP-Total. */
export interface Paged<T> {
  items: T[];
  total: number;
  totalPages: number;
}
