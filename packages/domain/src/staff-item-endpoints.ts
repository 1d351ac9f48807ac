import { Type } from 'typebox';
import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from './content.ts';
import { defineEndpoints } from './endpoint.ts';
import { StaffAutosaveBodySchema, StaffAutosaveSchema } from './staff-autosave.ts';
import {
  StaffContentTypeSchema,
  StaffItemBodySchema,
  StaffItemListQuerySchema,
  StaffItemSchema,
  StaffItemSummarySchema,
  StaffRevisionListQuerySchema,
  StaffRevisionSchema,
  StaffRevisionSummarySchema,
  StaffTransitionBodySchema,
} from './staff.ts';

/** news:…, event:… (seeded groups are `news:<key>`; the console's `news:<uuid>`). */
export const GroupParamsSchema = Type.Object({
  type: StaffContentTypeSchema,
  group: Type.String({ pattern: '^[A-Za-z0-9:_-]{1,200}$' }),
});

/**
 * News and events in the staff console (issue #18, ADR 019): the list of translation groups, one group,
 * creating and replacing one, its lifecycle transitions, its revisions and each editor's own autosave (ADR
 * 034). Rights, sanitising and audit are the server's; each item carries the actions its state allows the
 * caller (domain/src/staff-item-actions.ts).
 */
export const staffItemEndpoints = defineEndpoints({
  'GET /portal/v1/staff/items': {
    summary: 'The items the caller may see, most recently modified first, filtered by type, status, house…',
    query: StaffItemListQuerySchema,
    response: Type.Array(StaffItemSummarySchema),
    headers: { [TOTAL_HEADER]: Type.Integer(), [TOTAL_PAGES_HEADER]: Type.Integer() },
    errors: [400, 403, 404],
  },
  'GET /portal/v1/staff/items/{type}/{group}': {
    summary: 'One item, both languages side by side, with what the caller may do to it.',
    params: GroupParamsSchema,
    response: StaffItemSchema,
    errors: [400, 403, 404],
  },
  'POST /portal/v1/staff/items/{type}': {
    summary: 'Creates an item as a draft; its HTML is sanitised to the §5 allow-list.',
    params: Type.Object({ type: StaffContentTypeSchema }),
    body: StaffItemBodySchema,
    status: 201,
    response: StaffItemSchema,
    errors: [400, 403, 404, 413],
  },
  'PUT /portal/v1/staff/items/{type}/{group}': {
    summary:
      'Replaces an item; on a live item the change is staged, residents keeping the live version until Update.',
    params: GroupParamsSchema,
    body: StaffItemBodySchema,
    response: StaffItemSchema,
    errors: [400, 403, 404, 413],
  },
  'POST /portal/v1/staff/items/{type}/{group}/transitions': {
    summary: "Moves an item through its lifecycle: one of the actions the item's state allows the caller.",
    params: GroupParamsSchema,
    body: StaffTransitionBodySchema,
    response: StaffItemSchema,
    errors: [400, 403, 404, 409],
  },
  'GET /portal/v1/staff/items/{type}/{group}/revisions': {
    summary: "The item's saved versions, newest first, with who saved each and when; the live one marked.",
    params: GroupParamsSchema,
    query: StaffRevisionListQuerySchema,
    response: Type.Array(StaffRevisionSummarySchema),
    headers: { [TOTAL_HEADER]: Type.Integer(), [TOTAL_PAGES_HEADER]: Type.Integer() },
    errors: [400, 403, 404],
  },
  'GET /portal/v1/staff/items/{type}/{group}/revisions/{revision}': {
    summary: 'One saved version with its whole content, which a PUT of the item restores.',
    params: Type.Object({ ...GroupParamsSchema.properties, revision: Type.Integer({ minimum: 1 }) }),
    response: StaffRevisionSchema,
    errors: [400, 403, 404],
  },
  'GET /portal/v1/staff/items/{type}/{group}/autosave': {
    summary:
      "The caller's own autosave of the item (changes typed and not saved), or 404 when there is none.",
    params: GroupParamsSchema,
    response: StaffAutosaveSchema,
    errors: [400, 403, 404],
  },
  'PUT /portal/v1/staff/items/{type}/{group}/autosave': {
    summary:
      "Keeps the caller's unsaved changes to the item, replacing their previous autosave: no revision, no change to the item.",
    params: GroupParamsSchema,
    body: StaffAutosaveBodySchema,
    response: StaffAutosaveSchema,
    errors: [400, 403, 404, 413],
  },
  'DELETE /portal/v1/staff/items/{type}/{group}/autosave': {
    summary:
      "Forgets the caller's autosave of the item (changes discarded); nothing to forget is not an error.",
    params: GroupParamsSchema,
    status: 204,
    response: Type.Null(),
    errors: [400, 403, 404],
  },
});
