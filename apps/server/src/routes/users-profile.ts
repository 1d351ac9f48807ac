import type { UserAcf } from '@campus/domain/user';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { updateOwnProfile } from '../services/profile.ts';

/**
 * PUT /acf/v3/users/{id} (spec §7): a person updates their own profile. The body's schema names every
 * refused field at once (400 rest_invalid_param); the rules it cannot state, and the single transaction
 * that writes all or nothing, are services/profile.ts.
 */
export const usersProfileRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.route({
    ...endpointRoute('PUT /acf/v3/users/{id}'),
    handler: async (request, reply): Promise<{ acf: UserAcf }> => {
      const acf = await updateOwnProfile(
        app.db,
        app.photoUrls,
        signedInUser(request).id,
        request.params.id,
        request.body.acf,
      );
      // What this instance remembers of the person's tokens is read again on their next request.
      app.sessions.forgetUser(signedInUser(request).id);
      reply.header('cache-control', 'no-store');
      return { acf };
    },
  });
  done();
};
