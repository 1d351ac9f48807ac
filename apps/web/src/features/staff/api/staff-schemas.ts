import { PollResultsSchema, type PollResults } from '@campus/domain/forms';
import {
  AuditEntrySchema,
  StaffFormEntrySchema,
  StaffFormSummarySchema,
  StaffGrantSchema,
  StaffItemSchema,
  StaffItemSummarySchema,
  StaffMediaSchema,
  type AuditEntry,
  type StaffFormEntry,
  type StaffFormSummary,
  type StaffGrant,
  type StaffItem,
  type StaffItemSummary,
  type StaffMedia,
} from '@campus/domain/staff';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The wire schemas the staff console's calls check answers against (in development). */
export const staffSchemas: {
  item: WireShape<StaffItem>;
  summary: WireShape<StaffItemSummary>;
  media: WireShape<StaffMedia>;
  grant: WireShape<StaffGrant>;
  audit: WireShape<AuditEntry>;
  form: WireShape<StaffFormSummary>;
  formEntry: WireShape<StaffFormEntry>;
  formResults: WireShape<PollResults>;
} = {
  item: { schema: StaffItemSchema },
  summary: { schema: StaffItemSummarySchema },
  media: { schema: StaffMediaSchema },
  grant: { schema: StaffGrantSchema },
  audit: { schema: AuditEntrySchema },
  form: { schema: StaffFormSummarySchema },
  formEntry: { schema: StaffFormEntrySchema },
  formResults: { schema: PollResultsSchema },
};

/** A page of a WordPress list with its X-WP-Total. */
export interface Paged<T> {
  items: T[];
  total: number;
  totalPages: number;
}
