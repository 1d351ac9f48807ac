import { endpointPathTemplate } from '@campus/domain/endpoint';
import type { ActiveSession, SessionEnded } from '@campus/domain/session';
import { WpHttpError } from '@campus/domain/wp-error';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInCredentials, signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { activeSessions, endIdpSession, endOwnSession, signOutCurrent } from '../services/sessions.ts';

/** Under /wp-json: where the identity provider posts logout tokens (its client's backchannel_logout_uri). */
export const BACKCHANNEL_LOGOUT_ROUTE = endpointPathTemplate('POST /portal/v1/sessions/backchannel-logout');

/** The person's sessions (Settings), portal sign-out and the identity provider's back-channel logout. */
export const sessionsRoutes: FastifyPluginAsyncTypebox = (app) => {
  app.route({
    ...endpointRoute('GET /portal/v1/sessions'),
    handler: async (request, reply): Promise<ActiveSession[]> => {
      reply.header('cache-control', 'no-store');
      return activeSessions(app.sessions, signedInUser(request).id, signedInCredentials(request));
    },
  });

  app.route({
    ...endpointRoute('DELETE /portal/v1/sessions/current'),
    handler: async (request): Promise<SessionEnded> => ({
      deleted: await signOutCurrent(
        app.sessions,
        app.accessTokens,
        signedInUser(request).id,
        signedInCredentials(request),
      ),
    }),
  });

  app.route({
    ...endpointRoute('DELETE /portal/v1/sessions/{id}'),
    handler: async (request): Promise<SessionEnded> => {
      if (!(await endOwnSession(app.sessions, signedInUser(request).id, request.params.id))) {
        throw new WpHttpError(404, 'rest_session_invalid_id', 'Invalid session ID.');
      }
      return { deleted: true };
    },
  });

  // The identity provider calls it with a logout token, not as a signed-in person (access: public).
  app.route({
    ...endpointRoute('POST /portal/v1/sessions/backchannel-logout'),
    handler: async (request, reply): Promise<Record<string, never>> => {
      reply.header('cache-control', 'no-store');
      const claims = await app.identityTokens.verifyLogoutToken(request.body.logout_token).catch(() => {
        throw new WpHttpError(503, 'identity_provider_unavailable', 'The identity provider is unavailable.');
      });
      // Back-Channel Logout 1.0 §2.8: a token that does not validate is answered 400.
      if (claims === null) throw new WpHttpError(400, 'invalid_request', 'The logout token is invalid.');
      await endIdpSession(app.sessions, app.accessTokens, { sid: claims.sessionId, subject: claims.subject });
      return {};
    },
  });
  return Promise.resolve();
};
