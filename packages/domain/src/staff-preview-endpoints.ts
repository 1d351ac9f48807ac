import { Type } from 'typebox';
import { defineEndpoints } from './endpoint.ts';
import { GroupParamsSchema } from './staff-item-endpoints.ts';
import { STAFF_PREVIEW_TOKEN_PATTERN, StaffPreviewLinkSchema, StaffPreviewSchema } from './staff-preview.ts';

/**
 * Signed preview links of the staff console (issue #33, docs/decisions/035-signed-preview-links.md): whoever
 * may read an item in the console gets a link to its saved content; a colleague with an editor role opens it.
 */
export const staffPreviewEndpoints = defineEndpoints({
  'POST /portal/v1/staff/items/{type}/{group}/preview-link': {
    summary:
      "A signed link to the item's saved content (its draft, or the change staged on it), valid for 7 days.",
    params: GroupParamsSchema,
    status: 201,
    response: StaffPreviewLinkSchema,
    errors: [400, 403, 404],
  },
  'GET /portal/v1/staff/preview/{token}': {
    summary:
      'The item a preview link names, as saved now, in both languages: for a campus or house editor, until the link expires.',
    params: Type.Object({ token: Type.String({ pattern: STAFF_PREVIEW_TOKEN_PATTERN }) }),
    response: StaffPreviewSchema,
    errors: [400, 403, 404],
  },
});
