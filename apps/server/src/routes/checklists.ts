import type { Checklist, ChecklistEntry } from '@campus/domain/checklist';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { checklistsIn, createOwnEntry, ownEntriesOf, tickOwnEntry } from '../services/checklists.ts';

/** The checklists of spec §7 and the caller's own entries (services/checklists.ts holds the rules). */
export const checklistsRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.route({
    ...endpointRoute('GET /wp/v2/checklist'),
    handler: (request): Promise<Checklist[]> => checklistsIn(app.db, request.query.wpml_language ?? 'en'),
  });

  app.route({
    ...endpointRoute('GET /wp/v2/checklist_entries'),
    handler: async (request, reply): Promise<ChecklistEntry[]> => {
      reply.header('cache-control', 'private, no-store');
      const { post_id: checklistId, wpml_language: language = 'en' } = request.query;
      return ownEntriesOf(app.db, signedInUser(request).id, { checklistId, language });
    },
  });

  app.route({
    ...endpointRoute('POST /wp/v2/checklist_entries'),
    handler: async (request, reply): Promise<ChecklistEntry> => {
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
  });

  app.route({
    ...endpointRoute('PUT /acf/v3/checklist_entries/{id}'),
    handler: (request): Promise<ChecklistEntry> =>
      tickOwnEntry(
        app.db,
        signedInUser(request).id,
        request.params.id,
        request.body.acf.entry_checklist_tasks,
      ),
  });
  done();
};
