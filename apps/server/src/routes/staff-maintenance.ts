import type {
  MaintenanceHouseFigures,
  MaintenanceRequest,
  MaintenanceTeamHouse,
} from '@campus/domain/maintenance';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import type { Clock } from '../auth/clock.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { sendPaged } from '../http/wp-paging.ts';
import { staffCaller } from '../services/staff/staff-access.ts';
import {
  assignMaintenanceRequest,
  maintenanceFigures,
  maintenanceHouses,
  maintenanceQueue,
  maintenanceQueueCsv,
} from '../services/staff/staff-maintenance.ts';

/**
 * The maintenance team's console (domain/src/staff-maintenance-endpoints.ts, issue #32): the triage queue,
 * its CSV, assignment, the houses' figures and the houses' teams and areas (the console's choices).
 */
export const staffMaintenanceRoutes: FastifyPluginCallbackTypebox<{ clock: Clock }> = (
  app,
  { clock },
  done,
) => {
  const now = () => new Date(clock());

  app.route({
    ...endpointRoute('GET /portal/v1/staff/maintenance-requests'),
    handler: async (request, reply): Promise<MaintenanceRequest[]> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { items, total } = await maintenanceQueue(app.db, caller, request.query, now());
      reply.header('cache-control', 'private, no-store');
      return sendPaged(reply, request.query, total, items, 'own');
    },
  });

  const csvRoute = endpointRoute('GET /portal/v1/staff/maintenance-requests.csv');
  app.route({
    ...csvRoute,
    schema: { ...csvRoute.schema, produces: ['text/csv'] },
    handler: async (request, reply) => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const csv = await maintenanceQueueCsv(app.db, caller, request.query, now());
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="maintenance-requests.csv"')
        .send(csv);
    },
  });

  app.route({
    ...endpointRoute('PUT /portal/v1/staff/maintenance-requests/{id}/assignee'),
    handler: async (request): Promise<MaintenanceRequest> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const language = request.query.wpml_language ?? caller.language;
      return assignMaintenanceRequest(
        app.db,
        caller,
        request.params.id,
        request.body.assignee,
        now(),
        language,
      );
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/staff/maintenance-figures'),
    handler: async (request): Promise<MaintenanceHouseFigures[]> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      return maintenanceFigures(app.db, caller, request.query, now());
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/staff/maintenance-houses'),
    handler: async (request, reply): Promise<MaintenanceTeamHouse[]> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      reply.header('cache-control', 'private, no-store');
      return maintenanceHouses(app.db, caller, request.query.wpml_language ?? caller.language);
    },
  });
  done();
};
