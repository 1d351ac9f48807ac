import type { MaintenanceRequest } from '@campus/domain/maintenance';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { sendPaged } from '../http/wp-paging.ts';
import {
  followRequest,
  maintenanceCaller,
  maintenanceRequest,
  openAreaRequests,
  ownRequests,
  postMessage,
  reportPlaces,
  reportProblem,
  takeStep,
  type MaintenanceEffects,
} from '../services/maintenance.ts';

/**
 * Maintenance requests (domain/src/maintenance-endpoints.ts, issue #32): a resident's reports and their
 * timeline, the steps of the author and of the house's team, "me too" on a common area's request. Every
 * answer is the caller's own view: never cached by a shared cache.
 */
export const maintenanceRoutes: FastifyPluginCallbackTypebox<{ effects: MaintenanceEffects }> = (
  app,
  { effects },
  done,
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const callerOf = (request: Parameters<typeof signedInUser>[0], language: 'fr' | 'en' | undefined) =>
    maintenanceCaller(app.db, signedInUser(request), language ?? 'en');

  app.route({
    ...endpointRoute('GET /portal/v1/maintenance-places'),
    handler: async (request) => reportPlaces(app.db, await callerOf(request, request.query.wpml_language)),
  });

  app.route({
    ...endpointRoute('GET /portal/v1/maintenance-requests'),
    handler: async (request, reply): Promise<MaintenanceRequest[]> => {
      const caller = await callerOf(request, request.query.wpml_language);
      const { items, total } = await ownRequests(app.db, caller, request.query, effects.now());
      return sendPaged(reply, request.query, total, items, 'own');
    },
  });

  app.route({
    ...endpointRoute('POST /portal/v1/maintenance-requests'),
    handler: async (request, reply): Promise<MaintenanceRequest> => {
      const caller = await callerOf(request, request.query.wpml_language);
      const created = await reportProblem(app.db, caller, request.body, effects.now());
      reply.status(201);
      return created;
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/maintenance-requests/{id}'),
    handler: async (request): Promise<MaintenanceRequest> =>
      maintenanceRequest(
        app.db,
        await callerOf(request, request.query.wpml_language),
        request.params.id,
        effects.now(),
      ),
  });

  app.route({
    ...endpointRoute('POST /portal/v1/maintenance-requests/{id}/steps'),
    handler: async (request): Promise<MaintenanceRequest> =>
      takeStep(
        app.db,
        effects,
        await callerOf(request, request.query.wpml_language),
        request.params.id,
        request.body,
      ),
  });

  app.route({
    ...endpointRoute('POST /portal/v1/maintenance-requests/{id}/messages'),
    handler: async (request, reply): Promise<MaintenanceRequest> => {
      const caller = await callerOf(request, request.query.wpml_language);
      const answer = await postMessage(app.db, effects, caller, request.params.id, request.body.message);
      reply.status(201);
      return answer;
    },
  });

  app.route({
    ...endpointRoute('POST /portal/v1/maintenance-requests/{id}/followers'),
    handler: async (request, reply): Promise<MaintenanceRequest> => {
      const caller = await callerOf(request, request.query.wpml_language);
      const { request: followed, created } = await followRequest(
        app.db,
        caller,
        request.params.id,
        effects.now(),
      );
      reply.status(created ? 201 : 200);
      return followed;
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/maintenance-areas/{id}/open-requests'),
    handler: async (request) =>
      openAreaRequests(app.db, await callerOf(request, undefined), request.params.id),
  });
  done();
};
