import type { DirectoryUser } from '@campus/domain/directory-user';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { idListParameter, sendPaged } from '../http/wp-paging.ts';
import { directoryPage, personSeenBy } from '../services/directory.ts';
import { invalidUser } from '../services/relations.ts';

/**
 * GET /wp/v2/users (the directory and the user search, spec §2.9, §2.11, §7) and GET /wp/v2/users/{id}.
 * The database only ever returns people the caller may see (§6), so totals and pages are right; each one
 * is then projected to what they share (services/directory.ts). /wp/v2/users/me is routes/users.ts.
 */
export const usersDirectoryRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.route({
    ...endpointRoute('GET /wp/v2/users'),
    handler: async (request, reply): Promise<DirectoryUser[]> => {
      const { query } = request;
      const search = query.search?.trim() ?? '';
      const { users, total, hiddenIds } = await directoryPage(
        app.db,
        app.photoUrls,
        signedInUser(request).id,
        {
          page: query.page,
          perPage: query.per_page,
          include: idListParameter('include', query.include),
          search: search === '' ? null : search,
          tagIds: idListParameter('filter[tax-tag]', query['filter[tax-tag]']) ?? [],
          houseId: query['filter[tax-house]'] ?? null,
        },
      );
      // The SQL and the rule agree (the access-matrix test checks it); should they ever not, say so.
      for (const userId of hiddenIds) request.log.error({ userId }, 'directory SQL returned a hidden person');
      reply.header('cache-control', 'private, no-store');
      return sendPaged(reply, query, total, users, 'user');
    },
  });

  app.route({
    ...endpointRoute('GET /wp/v2/users/{id}'),
    handler: async (request, reply): Promise<DirectoryUser> => {
      const user = await personSeenBy(app.db, app.photoUrls, signedInUser(request).id, request.params.id);
      // Someone the caller may not see answers exactly like someone who does not exist.
      if (user === null) throw invalidUser();
      reply.header('cache-control', 'private, no-store');
      return user;
    },
  });
  done();
};
