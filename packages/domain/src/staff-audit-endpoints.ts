import { Type } from 'typebox';
import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from './content.ts';
import { defineEndpoints } from './endpoint.ts';
import { AuditEntrySchema, AuditListQuerySchema } from './staff.ts';

/** The staff console's audit trail (issue #18): campus editors and administrators only. */
export const staffAuditEndpoints = defineEndpoints({
  'GET /portal/v1/staff/audit': {
    summary: 'Who changed what and when, newest first, filtered by target or actor.',
    query: AuditListQuerySchema,
    response: Type.Array(AuditEntrySchema),
    headers: { [TOTAL_HEADER]: Type.Integer(), [TOTAL_PAGES_HEADER]: Type.Integer() },
    errors: [400, 403],
  },
});
