import { Type } from 'typebox';
import { defineEndpoints } from './endpoint.ts';
import { StaffGrantBodySchema, StaffGrantSchema, StaffMeSchema } from './staff.ts';
import { IdParamsSchema } from './wire.ts';

/**
 * Who may do what in the staff console (issue #18): GET /staff/me (the caller's roles, houses and forms:
 * what the console may show; 403 for a person with no role), and the roles table, which only a campus
 * administrator reads and changes.
 */
export const staffGrantEndpoints = defineEndpoints({
  'GET /portal/v1/staff/me': {
    summary:
      "The caller's staff roles, the houses whose items they edit and the forms whose answers they read.",
    response: StaffMeSchema,
    errors: [400, 403, 404],
  },
  'GET /portal/v1/staff/grants': {
    summary: 'Every staff role given, to whom and by whom (campus administrators).',
    response: Type.Array(StaffGrantSchema),
    errors: [400, 403, 404],
  },
  'POST /portal/v1/staff/grants': {
    summary: 'Gives a person of the directory a staff role, with its house or form when the role needs one.',
    body: StaffGrantBodySchema,
    status: 201,
    response: StaffGrantSchema,
    errors: [400, 403, 404, 409],
  },
  'DELETE /portal/v1/staff/grants/{id}': {
    summary: 'Takes a staff role back; answers the grant as it was.',
    params: IdParamsSchema,
    response: StaffGrantSchema,
    errors: [400, 403, 404],
  },
});
