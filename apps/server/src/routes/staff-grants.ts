import type { StaffGrant, StaffMe } from '@campus/domain/staff';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { staffCaller } from '../services/staff/staff-access.ts';
import { grantRole, listGrants, revokeGrant, staffMe } from '../services/staff/staff-grants.ts';

/**
 * The staff console's own routes (issue #18), declared in domain/src/staff-grant-endpoints.ts: GET /staff/me
 * (what the console may show), and the roles table, which only a campus administrator reads and changes.
 */
export const staffGrantsRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.route({
    ...endpointRoute('GET /portal/v1/staff/me'),
    handler: async (request, reply): Promise<StaffMe> => {
      reply.header('cache-control', 'private, no-store');
      return staffMe(app.db, await staffCaller(app.db, signedInUser(request)));
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/staff/grants'),
    handler: async (request, reply): Promise<StaffGrant[]> => {
      reply.header('cache-control', 'private, no-store');
      return listGrants(app.db, await staffCaller(app.db, signedInUser(request)));
    },
  });

  app.route({
    ...endpointRoute('POST /portal/v1/staff/grants'),
    handler: async (request, reply): Promise<StaffGrant> => {
      const grant = await grantRole(app.db, await staffCaller(app.db, signedInUser(request)), request.body);
      reply.status(201);
      return grant;
    },
  });

  app.route({
    ...endpointRoute('DELETE /portal/v1/staff/grants/{id}'),
    handler: async (request): Promise<StaffGrant> =>
      revokeGrant(app.db, await staffCaller(app.db, signedInUser(request)), request.params.id),
  });
  done();
};
