import { Type } from 'typebox';
import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from './content.ts';
import { defineEndpoints } from './endpoint.ts';
import {
  MaintenanceCategorySchema,
  MaintenanceListQuerySchema,
  MaintenanceMessageBodySchema,
  MaintenancePlacesSchema,
  MaintenanceRequestBodySchema,
  MaintenanceRequestSchema,
  MaintenanceStatusSchema,
  MaintenanceStepBodySchema,
} from './maintenance.ts';
import { STORED_PHOTO_MIME_TYPE } from './photo.ts';
import { BinaryBodySchema, IdParamsSchema, IdSchema, LanguageQuerySchema } from './wire.ts';

/**
 * Maintenance requests (issue #32): a resident's reports, their timeline and steps, "me too" on a common
 * area's request. Every call is a signed-in person's; the server answers a request the caller may not see
 * as one that does not exist (404 rest_maintenance_invalid).
 */
export const maintenanceEndpoints = defineEndpoints({
  'GET /portal/v1/maintenance-places': {
    summary: "What the report form offers the caller: their house and room, and the house's common areas.",
    query: LanguageQuerySchema,
    response: MaintenancePlacesSchema,
    errors: [400, 403],
  },
  'GET /portal/v1/maintenance-requests': {
    summary: 'The caller\'s own requests and those they added "me too" to, newest first.',
    query: MaintenanceListQuerySchema,
    response: Type.Array(MaintenanceRequestSchema),
    headers: { [TOTAL_HEADER]: Type.Integer(), [TOTAL_PAGES_HEADER]: Type.Integer() },
    errors: [400, 403],
  },
  'POST /portal/v1/maintenance-requests': {
    summary: "Reports a problem in the caller's room or in a common area of their house.",
    query: LanguageQuerySchema,
    body: MaintenanceRequestBodySchema,
    status: 201,
    response: MaintenanceRequestSchema,
    errors: [400, 403, 404],
  },
  'GET /portal/v1/maintenance-requests/{id}': {
    summary: 'One request the caller may see, with its timeline.',
    params: IdParamsSchema,
    query: LanguageQuerySchema,
    response: MaintenanceRequestSchema,
    errors: [400, 403, 404],
  },
  'POST /portal/v1/maintenance-requests/{id}/steps': {
    summary: 'Takes one step of the state machine (the team, or the author: cancel, confirm, reopen).',
    params: IdParamsSchema,
    query: LanguageQuerySchema,
    body: MaintenanceStepBodySchema,
    response: MaintenanceRequestSchema,
    errors: [400, 403, 404, 409],
  },
  'POST /portal/v1/maintenance-requests/{id}/messages': {
    summary: 'A message of the team or of the author on the timeline.',
    params: IdParamsSchema,
    query: LanguageQuerySchema,
    body: MaintenanceMessageBodySchema,
    status: 201,
    response: MaintenanceRequestSchema,
    errors: [400, 403, 404, 409],
  },
  'POST /portal/v1/maintenance-requests/{id}/followers': {
    summary: '"Me too": the caller, a resident of the house, follows an open request of a common area.',
    params: IdParamsSchema,
    query: LanguageQuerySchema,
    status: [200, 201],
    response: MaintenanceRequestSchema,
    errors: [400, 403, 404, 409],
  },
  'POST /portal/v1/maintenance-requests/{id}/photos': {
    summary: 'Adds a photo (the raw image as the body) to a request, by its author or its team.',
    params: IdParamsSchema,
    query: LanguageQuerySchema,
    body: BinaryBodySchema('The photo: JPEG, PNG, WebP, AVIF, HEIF or HEIC (those this server decodes).'),
    status: 201,
    response: MaintenanceRequestSchema,
    errors: [400, 403, 404, 409, 413, 415, 429],
  },
  'GET /portal/v1/maintenance-requests/{id}/photos/{photo}': {
    summary: 'One photo of a request, to those who may see the request.',
    params: Type.Object({ id: IdSchema, photo: IdSchema }),
    response: Type.Unsafe<Uint8Array>({
      type: 'string',
      format: 'binary',
      description: `The stored photo (${STORED_PHOTO_MIME_TYPE}).`,
    }),
    errors: [400, 403, 404],
  },
  'GET /portal/v1/maintenance-areas/{id}/open-requests': {
    summary: "The open requests of a common area of the caller's house, shown before they file a new one.",
    params: IdParamsSchema,
    response: Type.Array(
      Type.Object({
        id: Type.Integer(),
        category: MaintenanceCategorySchema,
        description: Type.String(),
        status: MaintenanceStatusSchema,
        created: Type.String(),
        followers: Type.Integer(),
        /** The caller already reported it or follows it. */
        following: Type.Boolean(),
      }),
    ),
    errors: [400, 403, 404],
  },
});
