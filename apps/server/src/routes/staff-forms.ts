import type { Entry, PollResults } from '@campus/domain/forms';
import type { StaffFormEntry, StaffFormSummary } from '@campus/domain/staff';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { pageWindow, sendPaged } from '../http/wp-paging.ts';
import { staffCaller } from '../services/staff/staff-access.ts';
import {
  contactEntries,
  formEntries,
  formEntriesCsv,
  readableForms,
  staffFormResults,
} from '../services/staff/staff-forms.ts';

/**
 * Answers in the staff console (issue #18), declared in domain/src/staff-form-endpoints.ts: forms the caller
 * may read, their entries (paged, and as CSV) and poll results; contact-form entries of items. Who may read
 * what is services/staff/staff-forms.ts's.
 */
export const staffFormsRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.route({
    ...endpointRoute('GET /portal/v1/staff/forms'),
    handler: async (request): Promise<StaffFormSummary[]> =>
      readableForms(app.db, await staffCaller(app.db, signedInUser(request))),
  });

  app.route({
    ...endpointRoute('GET /portal/v1/staff/forms/{id}/entries'),
    handler: async (request, reply): Promise<StaffFormEntry[]> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { entries, total } = await formEntries(
        app.db,
        caller,
        request.params.id,
        pageWindow(request.query),
      );
      return sendPaged(reply, request.query, total, entries);
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/staff/forms/{id}/results'),
    handler: async (request): Promise<PollResults> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      return staffFormResults(app.db, caller, request.params.id, request.query.language ?? caller.language);
    },
  });

  const csvRoute = endpointRoute('GET /portal/v1/staff/forms/{id}/entries.csv');
  app.route({
    ...csvRoute,
    schema: { ...csvRoute.schema, produces: ['text/csv'] },
    handler: async (request, reply) => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const csv = await formEntriesCsv(
        app.db,
        caller,
        request.params.id,
        request.query.language ?? caller.language,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="form-${String(request.params.id)}-entries.csv"`)
        .send(csv);
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/staff/contact-entries'),
    handler: async (request, reply): Promise<Entry[]> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { entries, total } = await contactEntries(app.db, caller, pageWindow(request.query));
      return sendPaged(reply, request.query, total, entries);
    },
  });
  done();
};
