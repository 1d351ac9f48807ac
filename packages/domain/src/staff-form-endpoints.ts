import { Type } from 'typebox';
import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from './content.ts';
import { defineEndpoints } from './endpoint.ts';
import { EntrySchema, PollResultsSchema } from './forms.ts';
import { StaffFormEntrySchema, StaffFormSummarySchema } from './staff.ts';
import { IdParamsSchema, LanguageSchema, PagingQuerySchema } from './wire.ts';

const listHeaders = { [TOTAL_HEADER]: Type.Integer(), [TOTAL_PAGES_HEADER]: Type.Integer() };

/** The language the field labels of results and CSV are written in (English unless said). */
const LabelLanguageQuerySchema = Type.Object({ language: Type.Optional(LanguageSchema) });

/**
 * Answers in the staff console (issue #18): the forms the caller may read, their entries (paged, and as
 * CSV) and poll results; the contact-form entries of items. Who may read what is the server's.
 */
export const staffFormEndpoints = defineEndpoints({
  'GET /portal/v1/staff/forms': {
    summary: 'The forms whose entries and results the caller may read, with their number of entries.',
    response: Type.Array(StaffFormSummarySchema),
    errors: [400, 403, 404],
  },
  'GET /portal/v1/staff/forms/{id}/entries': {
    summary: "A form's submissions, newest first, each input's value by its key.",
    params: IdParamsSchema,
    query: PagingQuerySchema(20),
    response: Type.Array(StaffFormEntrySchema),
    headers: listHeaders,
    errors: [400, 403, 404],
  },
  'GET /portal/v1/staff/forms/{id}/results': {
    summary: "A form's results: each choice of each choice field counted over its submissions.",
    params: IdParamsSchema,
    query: LabelLanguageQuerySchema,
    response: PollResultsSchema,
    errors: [400, 403, 404],
  },
  'GET /portal/v1/staff/forms/{id}/entries.csv': {
    summary: "A form's submissions as a CSV download, for a spreadsheet.",
    params: IdParamsSchema,
    query: LabelLanguageQuerySchema,
    response: Type.String({ description: 'The entries as CSV, a header row of field labels first.' }),
    errors: [400, 403, 404],
  },
  'GET /portal/v1/staff/contact-entries': {
    summary:
      'Contact-form entries about the items of the houses the caller edits (every one for a campus editor).',
    query: PagingQuerySchema(20),
    response: Type.Array(EntrySchema),
    headers: listHeaders,
    errors: [400, 403, 404],
  },
});
