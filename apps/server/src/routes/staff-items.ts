import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from '@campus/domain/content';
import {
  StaffContentTypeSchema,
  StaffItemBodySchema,
  StaffItemListQuerySchema,
  StaffItemSchema,
  StaffItemSummarySchema,
  StaffTransitionBodySchema,
  type StaffItem,
  type StaffItemSummary,
} from '@campus/domain/staff';
import { WpErrorSchema } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../auth/authenticate.ts';
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
import { STAFF_ROUTE_PREFIX } from './staff-grants.ts';

const errors = { 400: WpErrorSchema, 403: WpErrorSchema, 404: WpErrorSchema };
/** news:…, event:… (seeded groups are `news:<key>`; the console's `news:<uuid>`). */
const GroupParamsSchema = Type.Object({
  type: StaffContentTypeSchema,
  group: Type.String({ pattern: '^[A-Za-z0-9:_-]{1,200}$' }),
});
/** An item is a few translations of at most 200,000 characters each. */
const ITEM_BODY_LIMIT = 1024 * 1024;

/**
 * News and events in the staff console (issue #18): the list of translation groups, one group, creating
 * and replacing one, and its lifecycle transitions. Rights, sanitising and audit are the service's.
 */
export const staffItemsRoutes: FastifyPluginCallbackTypebox<{ jobs: JobQueue }> = (app, { jobs }, done) => {
  const schedule: SchedulePublication = (type, group, at) =>
    jobs.send(STAFF_PUBLICATION_JOB, { type, group }, { startAfter: at });

  app.get(
    `${STAFF_ROUTE_PREFIX}/items`,
    {
      schema: {
        querystring: StaffItemListQuerySchema,
        response: {
          200: {
            ...Type.Array(StaffItemSummarySchema),
            headers: { [TOTAL_HEADER]: Type.Integer(), [TOTAL_PAGES_HEADER]: Type.Integer() },
          },
          ...errors,
        },
      },
    },
    async (request, reply): Promise<StaffItemSummary[]> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { items, total } = await listItems(app.db, caller, request.query);
      reply.header('cache-control', 'private, no-store');
      return sendPaged(reply, request.query, total, items);
    },
  );

  app.get(
    `${STAFF_ROUTE_PREFIX}/items/:type/:group`,
    { schema: { params: GroupParamsSchema, response: { 200: StaffItemSchema, ...errors } } },
    async (request, reply): Promise<StaffItem> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      reply.header('cache-control', 'private, no-store');
      return getItem(app.db, caller, request.params.type, request.params.group);
    },
  );

  app.post(
    `${STAFF_ROUTE_PREFIX}/items/:type`,
    {
      bodyLimit: ITEM_BODY_LIMIT,
      schema: {
        params: Type.Object({ type: StaffContentTypeSchema }),
        body: StaffItemBodySchema,
        response: { 201: StaffItemSchema, ...errors, 413: WpErrorSchema },
      },
    },
    async (request, reply): Promise<StaffItem> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const item = await createItem(app.db, caller, request.params.type, request.body);
      reply.status(201);
      return item;
    },
  );

  app.put(
    `${STAFF_ROUTE_PREFIX}/items/:type/:group`,
    {
      bodyLimit: ITEM_BODY_LIMIT,
      schema: {
        params: GroupParamsSchema,
        body: StaffItemBodySchema,
        response: { 200: StaffItemSchema, ...errors, 413: WpErrorSchema },
      },
    },
    async (request): Promise<StaffItem> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      return updateItem(app.db, caller, request.params.type, request.params.group, request.body);
    },
  );

  app.post(
    `${STAFF_ROUTE_PREFIX}/items/:type/:group/transitions`,
    {
      schema: {
        params: GroupParamsSchema,
        body: StaffTransitionBodySchema,
        response: { 200: StaffItemSchema, ...errors, 409: WpErrorSchema },
      },
    },
    async (request): Promise<StaffItem> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { type, group } = request.params;
      return transitionItem(app.db, schedule, caller, type, group, request.body);
    },
  );
  done();
};
