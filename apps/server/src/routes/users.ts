import { BACKEND_TOKEN_HEADER } from '@campus/domain/auth-contract';
import type { User } from '@campus/domain/user';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInCredentials, signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { ownProfileOf } from '../services/profile.ts';

/** /wp/v2/users: for now the signed-in person's own record. */
export const usersRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.route({
    ...endpointRoute('GET /wp/v2/users/me'),
    handler: async (request, reply): Promise<User> => {
      const profile = await ownProfileOf(app.db, app.photoUrls, signedInUser(request).id, publicUrl);
      // A fresh backend token on every profile load keeps an active person signed in (spec §7: the client
      // stores the token it receives): for the same session, so never past its absolute end. The first
      // load after sign-in (identity provider's tokens) opens the session.
      const credentials = signedInCredentials(request);
      let token: string;
      if (credentials.kind === 'session') {
        token = await app.sessions.renew(credentials.session);
      } else {
        token = await app.sessions.start(profile.id, {
          idpSid: credentials.idpSid,
          userAgent: request.headers['user-agent'],
        });
        app.metrics.signIns.inc({ outcome: 'success' });
      }
      reply
        .header(BACKEND_TOKEN_HEADER, token)
        .header('access-control-expose-headers', BACKEND_TOKEN_HEADER)
        .header('cache-control', 'no-store');
      return profile;
    },
  });
  done();
};
