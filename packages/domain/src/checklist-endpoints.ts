import { Type } from 'typebox';
import {
  ChecklistEntryCreateBodySchema,
  ChecklistEntryQuerySchema,
  ChecklistEntrySchema,
  ChecklistEntryUpdateBodySchema,
  ChecklistSchema,
} from './checklist.ts';
import { defineEndpoints } from './endpoint.ts';
import { IdParamsSchema, LanguageQuerySchema } from './wire.ts';

/**
 * The stay checklists (spec §2.12, §2.14, §7) and the caller's own entries of them: one entry per person
 * and checklist, whatever language it was opened in; the server recomputes the dates and the status.
 */
export const checklistEndpoints = defineEndpoints({
  'GET /wp/v2/checklist': {
    summary: "The campus's stay checklists in one language, with the rules that say when each applies.",
    query: LanguageQuerySchema,
    response: Type.Array(ChecklistSchema),
    errors: [400, 403, 404],
  },
  'GET /wp/v2/checklist_entries': {
    summary:
      "The caller's own checklist entries (of one checklist with post_id), each naming its checklist by its id in wpml_language.",
    query: ChecklistEntryQuerySchema,
    response: Type.Array(ChecklistEntrySchema),
    errors: [400, 403, 404],
  },
  'POST /wp/v2/checklist_entries': {
    summary:
      "Creates the caller's entry of a checklist, every task unticked; 200 with the entry they already had.",
    body: ChecklistEntryCreateBodySchema,
    status: [200, 201],
    response: ChecklistEntrySchema,
    errors: [400, 403, 404],
  },
  'PUT /acf/v3/checklist_entries/{id}': {
    summary: "Sets the ticks of one of the caller's entries; its status follows from them.",
    params: IdParamsSchema,
    body: ChecklistEntryUpdateBodySchema,
    response: ChecklistEntrySchema,
    errors: [400, 403, 404],
  },
});
