import {
  ActiveSessionListSchema,
  SessionEndedSchema,
  type ActiveSession,
  type SessionEnded,
} from '@campus/domain/session';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInCredentials, signedInUser } from '../auth/authenticate.ts';
import { WpHttpError, WpErrorSchema } from '@campus/domain/wp-error';
import { activeSessions, endIdpSession, endOwnSession, signOutCurrent } from '../services/sessions.ts';

/** Under /wp-json: where the identity provider posts logout tokens (its client's backchannel_logout_uri). */
export const BACKCHANNEL_LOGOUT_ROUTE = '/portal/v1/sessions/backchannel-logout';

const SessionIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
/** Logout tokens are JWTs of a few hundred bytes; the bound keeps a flood of junk cheap to refuse. */
const LogoutBody = Type.Object({ logout_token: Type.String({ minLength: 1, maxLength: 8192 }) });

/** The person's sessions (Settings), portal sign-out and the identity provider's back-channel logout. */
export const sessionsRoutes: FastifyPluginAsyncTypebox = (app) => {
  app.get(
    '/portal/v1/sessions',
    { schema: { response: { 200: ActiveSessionListSchema, 403: WpErrorSchema } } },
    async (request, reply): Promise<ActiveSession[]> => {
      reply.header('cache-control', 'no-store');
      return activeSessions(app.sessions, signedInUser(request).id, signedInCredentials(request));
    },
  );

  app.delete(
    '/portal/v1/sessions/current',
    { schema: { response: { 200: SessionEndedSchema, 403: WpErrorSchema } } },
    async (request): Promise<SessionEnded> => ({
      deleted: await signOutCurrent(
        app.sessions,
        app.accessTokens,
        signedInUser(request).id,
        signedInCredentials(request),
      ),
    }),
  );

  app.delete(
    '/portal/v1/sessions/:id',
    {
      schema: {
        params: SessionIdParams,
        response: { 200: SessionEndedSchema, 400: WpErrorSchema, 403: WpErrorSchema, 404: WpErrorSchema },
      },
    },
    async (request): Promise<SessionEnded> => {
      if (!(await endOwnSession(app.sessions, signedInUser(request).id, request.params.id))) {
        throw new WpHttpError(404, 'rest_session_invalid_id', 'Invalid session ID.');
      }
      return { deleted: true };
    },
  );

  app.post(
    BACKCHANNEL_LOGOUT_ROUTE,
    {
      // The identity provider calls it with a logout token, not as a signed-in person.
      config: { public: true },
      schema: {
        body: LogoutBody,
        response: { 200: Type.Object({}), 400: WpErrorSchema, 503: WpErrorSchema },
      },
    },
    async (request, reply): Promise<Record<string, never>> => {
      reply.header('cache-control', 'no-store');
      const claims = await app.identityTokens.verifyLogoutToken(request.body.logout_token).catch(() => {
        throw new WpHttpError(503, 'identity_provider_unavailable', 'The identity provider is unavailable.');
      });
      // Back-Channel Logout 1.0 §2.8: a token that does not validate is answered 400.
      if (claims === null) throw new WpHttpError(400, 'invalid_request', 'The logout token is invalid.');
      await endIdpSession(app.sessions, app.accessTokens, { sid: claims.sessionId, subject: claims.subject });
      return {};
    },
  );
  return Promise.resolve();
};
