import { BACKEND_TOKEN_HEADER } from '@campus/domain/auth-contract';
import { UserSchema, type User } from '@campus/domain/user';
import { WpErrorSchema } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInCredentials, signedInUser } from '../auth/authenticate.ts';
import { ownProfileOf } from '../services/profile.ts';

/** /wp/v2/users: for now the signed-in person's own record. */
export const usersRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.get(
    '/wp/v2/users/me',
    {
      schema: {
        querystring: Type.Object({ context: Type.Enum(['view', 'edit', 'embed'], { default: 'view' }) }),
        response: { 200: UserSchema, 400: WpErrorSchema, 403: WpErrorSchema, 404: WpErrorSchema },
      },
    },
    async (request, reply): Promise<User> => {
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
  );
  done();
};
