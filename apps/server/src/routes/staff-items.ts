import type { StaffItem, StaffItemSummary, StaffRevision, StaffRevisionSummary } from '@campus/domain/staff';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import type { Clock } from '../auth/clock.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { sendPaged } from '../http/wp-paging.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { STAFF_PUBLICATION_JOB } from '../jobs/staff-publication.ts';
import { staffCaller } from '../services/staff/staff-access.ts';
import {
  createItem,
  getItem,
  listItems,
  transitionItem,
  updateItem,
  type SchedulePublication,
} from '../services/staff/staff-items.ts';
import { getRevision, listRevisions } from '../services/staff/staff-revisions.ts';

/** An item is a few translations of at most 200,000 characters each. */
const ITEM_BODY_LIMIT = 1024 * 1024;

/**
 * News and events in the staff console (issue #18), declared in domain/src/staff-item-endpoints.ts: the list
 * of translation groups, one group, creating and replacing one, its lifecycle transitions and its revisions. Rights,
 * sanitising and audit are the service's.
 */
export const staffItemsRoutes: FastifyPluginCallbackTypebox<{ jobs: JobQueue; clock: Clock }> = (
  app,
  { jobs, clock },
  done,
) => {
  const schedule: SchedulePublication = (type, group, at) =>
    jobs.send(STAFF_PUBLICATION_JOB, { type, group }, { startAfter: at });

  app.route({
    ...endpointRoute('GET /portal/v1/staff/items'),
    handler: async (request, reply): Promise<StaffItemSummary[]> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { items, total } = await listItems(app.db, caller, request.query);
      reply.header('cache-control', 'private, no-store');
      return sendPaged(reply, request.query, total, items);
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/staff/items/{type}/{group}'),
    handler: async (request, reply): Promise<StaffItem> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      reply.header('cache-control', 'private, no-store');
      return getItem(app.db, caller, request.params.type, request.params.group);
    },
  });

  app.route({
    ...endpointRoute('POST /portal/v1/staff/items/{type}'),
    bodyLimit: ITEM_BODY_LIMIT,
    handler: async (request, reply): Promise<StaffItem> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const item = await createItem(app.db, caller, request.params.type, request.body);
      reply.status(201);
      return item;
    },
  });

  app.route({
    ...endpointRoute('PUT /portal/v1/staff/items/{type}/{group}'),
    bodyLimit: ITEM_BODY_LIMIT,
    handler: async (request): Promise<StaffItem> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      return updateItem(app.db, caller, request.params.type, request.params.group, request.body);
    },
  });

  app.route({
    ...endpointRoute('POST /portal/v1/staff/items/{type}/{group}/transitions'),
    handler: async (request): Promise<StaffItem> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { type, group } = request.params;
      return transitionItem(app.db, schedule, caller, type, group, request.body, clock());
    },
  });
  app.route({
    ...endpointRoute('GET /portal/v1/staff/items/{type}/{group}/revisions'),
    handler: async (request, reply): Promise<StaffRevisionSummary[]> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      // Whoever may read the item may read its versions.
      const item = await getItem(app.db, caller, request.params.type, request.params.group);
      const { revisions, total } = await listRevisions(app.db, item, request.query);
      reply.header('cache-control', 'private, no-store');
      return sendPaged(reply, request.query, total, revisions);
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/staff/items/{type}/{group}/revisions/{revision}'),
    handler: async (request, reply): Promise<StaffRevision> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { type, group, revision } = request.params;
      const item = await getItem(app.db, caller, type, group);
      reply.header('cache-control', 'private, no-store');
      return getRevision(app.db, item, revision);
    },
  });
  done();
};
