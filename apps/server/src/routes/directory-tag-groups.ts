import type { DirectoryTagGroup } from '@campus/domain/directory-user';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { directoryTagGroups } from '../services/directory.ts';

/**
 * GET /wp-json/portal/v1/directory/tag-groups: the directory filter's groups (spec §2.9: establishment,
 * study_year, discipline, in that order) with their child tags, each counted over the people the caller
 * may find. One request instead of one per group, and counts WordPress's term count cannot give (it counts
 * everyone, including people the caller may not see).
 */
export const directoryTagGroupsRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.route({
    ...endpointRoute('GET /portal/v1/directory/tag-groups'),
    handler: async (request, reply): Promise<DirectoryTagGroup[]> => {
      const groups = await directoryTagGroups(app.db, signedInUser(request).id);
      reply.header('cache-control', 'private, no-store');
      return groups;
    },
  });
  done();
};
