import {
  STAFF_PATH,
  StaffGrantBodySchema,
  StaffGrantSchema,
  StaffMeSchema,
  type StaffGrant,
  type StaffMe,
} from '@campus/domain/staff';
import { IdSchema } from '@campus/domain/wire';
import { WpErrorSchema } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { staffCaller } from '../services/staff/staff-access.ts';
import { grantRole, listGrants, revokeGrant, staffMe } from '../services/staff/staff-grants.ts';

/** The staff routes sit under /wp-json like every API route; this plugin is registered inside it. */
export const STAFF_ROUTE_PREFIX = STAFF_PATH.replace(/^\/wp-json/, '');

const errors = { 400: WpErrorSchema, 403: WpErrorSchema, 404: WpErrorSchema };

/**
 * The staff console's own routes (issue #18): GET /staff/me (what the console may show), and the roles
 * table, which only a campus administrator reads and changes.
 */
export const staffGrantsRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    `${STAFF_ROUTE_PREFIX}/me`,
    { schema: { response: { 200: StaffMeSchema, ...errors } } },
    async (request, reply): Promise<StaffMe> => {
      reply.header('cache-control', 'private, no-store');
      return staffMe(app.db, await staffCaller(app.db, signedInUser(request)));
    },
  );

  app.get(
    `${STAFF_ROUTE_PREFIX}/grants`,
    { schema: { response: { 200: Type.Array(StaffGrantSchema), ...errors } } },
    async (request, reply): Promise<StaffGrant[]> => {
      reply.header('cache-control', 'private, no-store');
      return listGrants(app.db, await staffCaller(app.db, signedInUser(request)));
    },
  );

  app.post(
    `${STAFF_ROUTE_PREFIX}/grants`,
    {
      schema: {
        body: StaffGrantBodySchema,
        response: { 201: StaffGrantSchema, ...errors, 409: WpErrorSchema },
      },
    },
    async (request, reply): Promise<StaffGrant> => {
      const grant = await grantRole(app.db, await staffCaller(app.db, signedInUser(request)), request.body);
      reply.status(201);
      return grant;
    },
  );

  app.delete(
    `${STAFF_ROUTE_PREFIX}/grants/:id`,
    {
      schema: {
        params: Type.Object({ id: IdSchema }),
        response: { 200: StaffGrantSchema, ...errors },
      },
    },
    async (request): Promise<StaffGrant> =>
      revokeGrant(app.db, await staffCaller(app.db, signedInUser(request)), request.params.id),
  );
  done();
};
