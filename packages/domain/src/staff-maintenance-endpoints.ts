import { Type } from 'typebox';
import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from './content.ts';
import { defineEndpoints } from './endpoint.ts';
import {
  MaintenanceAssigneeBodySchema,
  MaintenanceFiguresQuerySchema,
  MaintenanceHouseFiguresSchema,
  MaintenanceQueueFilterSchema,
  MaintenanceQueueQuerySchema,
  MaintenanceRequestSchema,
  MaintenanceTeamHouseSchema,
} from './maintenance.ts';
import { IdParamsSchema, LanguageQuerySchema } from './wire.ts';

/**
 * The maintenance team's side in the staff console (issue #32): the triage queue of the houses the caller
 * answers for (a house's maintenance team, or every house for campus administrators and editors), its CSV,
 * assignment, and each house's figures. The steps and messages go through the residents' endpoints, which
 * know the team (domain/src/maintenance-endpoints.ts).
 */
export const staffMaintenanceEndpoints = defineEndpoints({
  'GET /portal/v1/staff/maintenance-requests': {
    summary: 'The triage queue: requests of the houses the caller answers for, filtered, oldest first.',
    query: MaintenanceQueueQuerySchema,
    response: Type.Array(MaintenanceRequestSchema),
    headers: { [TOTAL_HEADER]: Type.Integer(), [TOTAL_PAGES_HEADER]: Type.Integer() },
    errors: [400, 403],
  },
  'GET /portal/v1/staff/maintenance-requests.csv': {
    summary: 'The triage queue with the same filters, every row, as a CSV download.',
    query: MaintenanceQueueFilterSchema,
    response: Type.String({ description: 'The requests as CSV, a header row first.' }),
    errors: [400, 403],
  },
  'PUT /portal/v1/staff/maintenance-requests/{id}/assignee': {
    summary: "Gives a request to a member of its house's team, or to nobody.",
    params: IdParamsSchema,
    query: LanguageQuerySchema,
    body: MaintenanceAssigneeBodySchema,
    response: MaintenanceRequestSchema,
    errors: [400, 403, 404],
  },
  'GET /portal/v1/staff/maintenance-figures': {
    summary:
      'Per house: open requests, and the median times to first answer and to resolution over a period.',
    query: MaintenanceFiguresQuerySchema,
    response: Type.Array(MaintenanceHouseFiguresSchema),
    errors: [400, 403],
  },
  'GET /portal/v1/staff/maintenance-houses': {
    summary: 'The houses the caller answers for, with their maintenance team and common areas.',
    query: LanguageQuerySchema,
    response: Type.Array(MaintenanceTeamHouseSchema),
    errors: [400, 403],
  },
});
