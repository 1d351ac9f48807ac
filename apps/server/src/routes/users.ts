import { BACKEND_TOKEN_HEADER } from '@campus/domain/auth-contract';
import type { User } from '@campus/domain/user';
import type { FastifyPluginCallback } from 'fastify';
import { signedInCredentials, signedInUser } from '../auth/authenticate.ts';
import { findUserRecord } from '../db/users-repository.ts';
import { ownProfile } from '../services/user-profile.ts';
import { WpHttpError, WpErrorSchema } from '@campus/domain/wp-error';
import { userSchema } from './user-schema.ts';

interface MeQuery {
  context: 'view' | 'edit' | 'embed';
}

/** /wp/v2/users: for now the signed-in person's own record. */
export const usersRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get<{ Querystring: MeQuery }>(
    '/wp/v2/users/me',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { context: { type: 'string', enum: ['view', 'edit', 'embed'], default: 'view' } },
        },
        response: { 200: userSchema, 403: WpErrorSchema, 404: WpErrorSchema },
      },
    },
    async (request, reply): Promise<User> => {
      const record = await findUserRecord(app.db, signedInUser(request).id);
      if (record === null) throw new WpHttpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
      // A fresh backend token on every profile load keeps an active person signed in (spec §7: the client
      // stores the token it receives): for the same session, so never past its absolute end. The first
      // load after sign-in (identity provider's tokens) opens the session.
      const credentials = signedInCredentials(request);
      const token =
        credentials.kind === 'session'
          ? await app.sessions.renew(credentials.session)
          : await app.sessions.start(record.id, {
              idpSid: credentials.idpSid,
              userAgent: request.headers['user-agent'],
            });
      reply
        .header(BACKEND_TOKEN_HEADER, token)
        .header('access-control-expose-headers', BACKEND_TOKEN_HEADER)
        .header('cache-control', 'no-store');
      const profile = ownProfile(record);
      // A stored photo is served only through a URL signed for its viewer (photos/photo-urls.ts).
      return {
        ...profile,
        acf: { ...profile.acf, photo: app.photoUrls.forViewer(profile.acf.photo, record.id) },
      };
    },
  );
  done();
};
