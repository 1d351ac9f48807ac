import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from '@campus/domain/content';
import { EntrySchema, PollResultsSchema, type Entry, type PollResults } from '@campus/domain/forms';
import {
  StaffFormEntrySchema,
  StaffFormSummarySchema,
  type StaffFormEntry,
  type StaffFormSummary,
} from '@campus/domain/staff';
import { IdSchema, LanguageSchema, PagingQuerySchema } from '@campus/domain/wire';
import { WpErrorSchema } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { pageWindow, sendPaged } from '../http/wp-paging.ts';
import { staffCaller } from '../services/staff/staff-access.ts';
import {
  contactEntries,
  formEntries,
  formEntriesCsv,
  readableForms,
  staffFormResults,
} from '../services/staff/staff-forms.ts';
import { STAFF_ROUTE_PREFIX } from './staff-grants.ts';

const errors = { 400: WpErrorSchema, 403: WpErrorSchema, 404: WpErrorSchema };
const pagedHeaders = { [TOTAL_HEADER]: Type.Integer(), [TOTAL_PAGES_HEADER]: Type.Integer() };
const FormParamsSchema = Type.Object({ id: IdSchema });
const LanguageQuerySchema = Type.Object({ language: Type.Optional(LanguageSchema) });

/**
 * Answers in the staff console (issue #18): forms the caller may read, their entries (paged, and as CSV) and
 * poll results; contact-form entries of items. Who may read what is services/staff/staff-forms.ts's.
 */
export const staffFormsRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.get(
    `${STAFF_ROUTE_PREFIX}/forms`,
    { schema: { response: { 200: Type.Array(StaffFormSummarySchema), ...errors } } },
    async (request): Promise<StaffFormSummary[]> =>
      readableForms(app.db, await staffCaller(app.db, signedInUser(request))),
  );

  app.get(
    `${STAFF_ROUTE_PREFIX}/forms/:id/entries`,
    {
      schema: {
        params: FormParamsSchema,
        querystring: PagingQuerySchema(20),
        response: { 200: { ...Type.Array(StaffFormEntrySchema), headers: pagedHeaders }, ...errors },
      },
    },
    async (request, reply): Promise<StaffFormEntry[]> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { entries, total } = await formEntries(
        app.db,
        caller,
        request.params.id,
        pageWindow(request.query),
      );
      return sendPaged(reply, request.query, total, entries);
    },
  );

  app.get(
    `${STAFF_ROUTE_PREFIX}/forms/:id/results`,
    {
      schema: {
        params: FormParamsSchema,
        querystring: LanguageQuerySchema,
        response: { 200: PollResultsSchema, ...errors },
      },
    },
    async (request): Promise<PollResults> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      return staffFormResults(app.db, caller, request.params.id, request.query.language ?? caller.language);
    },
  );

  app.get(
    `${STAFF_ROUTE_PREFIX}/forms/:id/entries.csv`,
    {
      schema: {
        params: FormParamsSchema,
        querystring: LanguageQuerySchema,
        produces: ['text/csv'],
        response: {
          200: Type.String({ description: 'The entries as CSV, a header row of field labels first.' }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    `${STAFF_ROUTE_PREFIX}/contact-entries`,
    {
      schema: {
        querystring: PagingQuerySchema(20),
        response: { 200: { ...Type.Array(EntrySchema), headers: pagedHeaders }, ...errors },
      },
    },
    async (request, reply): Promise<Entry[]> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { entries, total } = await contactEntries(app.db, caller, pageWindow(request.query));
      return sendPaged(reply, request.query, total, entries);
    },
  );
  done();
};
