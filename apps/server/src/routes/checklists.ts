import {
  ChecklistEntryCreateBodySchema,
  ChecklistEntryQuerySchema,
  ChecklistEntrySchema,
  ChecklistEntryUpdateBodySchema,
  ChecklistSchema,
  type Checklist,
  type ChecklistEntry,
} from '@campus/domain/checklist';
import { LanguageSchema, IdSchema } from '@campus/domain/wire';
import { WpErrorSchema } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { checklistsIn, createOwnEntry, ownEntriesOf, tickOwnEntry } from '../services/checklists.ts';

const errors = { 400: WpErrorSchema, 403: WpErrorSchema, 404: WpErrorSchema };

/** The checklists of spec §7 and the caller's own entries (services/checklists.ts holds the rules). */
export const checklistsRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/wp/v2/checklist',
    {
      schema: {
        querystring: Type.Object({ wpml_language: Type.Optional(LanguageSchema) }),
        response: { 200: Type.Array(ChecklistSchema), ...errors },
      },
    },
    (request): Promise<Checklist[]> => checklistsIn(app.db, request.query.wpml_language ?? 'en'),
  );

  app.get(
    '/wp/v2/checklist_entries',
    {
      schema: {
        querystring: ChecklistEntryQuerySchema,
        response: { 200: Type.Array(ChecklistEntrySchema), ...errors },
      },
    },
    async (request, reply): Promise<ChecklistEntry[]> => {
      reply.header('cache-control', 'private, no-store');
      const { post_id: checklistId, wpml_language: language = 'en' } = request.query;
      return ownEntriesOf(app.db, signedInUser(request).id, { checklistId, language });
    },
  );

  app.post(
    '/wp/v2/checklist_entries',
    {
      schema: {
        body: ChecklistEntryCreateBodySchema,
        response: { 200: ChecklistEntrySchema, 201: ChecklistEntrySchema, ...errors },
      },
    },
    async (request, reply): Promise<ChecklistEntry> => {
      const { acf } = request.body;
      const { entry, created } = await createOwnEntry(
        app.db,
        signedInUser(request).id,
        acf.entry_checklist_post_id,
        acf.entry_checklist_tasks ?? [],
      );
      reply.status(created ? 201 : 200);
      return entry;
    },
  );

  app.put(
    '/acf/v3/checklist_entries/:id',
    {
      schema: {
        params: Type.Object({ id: IdSchema }),
        body: ChecklistEntryUpdateBodySchema,
        response: { 200: ChecklistEntrySchema, ...errors },
      },
    },
    (request): Promise<ChecklistEntry> =>
      tickOwnEntry(
        app.db,
        signedInUser(request).id,
        request.params.id,
        request.body.acf.entry_checklist_tasks,
      ),
  );
  done();
};
