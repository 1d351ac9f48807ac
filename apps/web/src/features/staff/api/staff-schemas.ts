import { AuditEntrySchema, type AuditEntry } from '@campus/domain/staff';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The wire schemas the staff console's calls check answers against (in development). */
export const staffSchemas: {
  audit: WireShape<AuditEntry>;
} = {
  audit: { schema: import.meta.env.DEV ? AuditEntrySchema : null },
};

/** A page of a WordPress list with its X-WP-Total. */
export interface Paged<T> {
  items: T[];
  total: number;
  totalPages: number;
}
