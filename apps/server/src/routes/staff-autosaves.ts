import type { StaffAutosave } from '@campus/domain/staff-autosave';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { staffCaller } from '../services/staff/staff-access.ts';
import { discardAutosave, keepItemAutosave, readAutosave } from '../services/staff/staff-autosaves.ts';

/** The same bound as a save's: an autosave carries the same body (routes/staff-items.ts). */
const AUTOSAVE_BODY_LIMIT = 1024 * 1024;

/**
 * The editor's own autosave of an item (issue #33, ADR 034), declared in domain/src/staff-item-endpoints.ts:
 * read, kept (overwritten) and forgotten. Rights and sanitising are the service's.
 */
export const staffAutosavesRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.route({
    ...endpointRoute('GET /portal/v1/staff/items/{type}/{group}/autosave'),
    handler: async (request, reply): Promise<StaffAutosave> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      reply.header('cache-control', 'private, no-store');
      return readAutosave(app.db, caller, request.params.type, request.params.group);
    },
  });

  app.route({
    ...endpointRoute('PUT /portal/v1/staff/items/{type}/{group}/autosave'),
    bodyLimit: AUTOSAVE_BODY_LIMIT,
    handler: async (request): Promise<StaffAutosave> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { type, group } = request.params;
      return keepItemAutosave(app.db, caller, type, group, request.body);
    },
  });

  app.route({
    ...endpointRoute('DELETE /portal/v1/staff/items/{type}/{group}/autosave'),
    handler: async (request, reply) => {
      const caller = await staffCaller(app.db, signedInUser(request));
      await discardAutosave(app.db, caller, request.params.type, request.params.group);
      reply.status(204);
      return null;
    },
  });
  done();
};
