import { IDENTITY_TOKEN_HEADER } from '@campus/domain/auth-contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserIdentity } from '../db/users-repository.ts';
import { userForIdentity } from './sign-in.ts';
import { claimPartlyIgnored, recordClaimedRooms } from './claimed-rooms.ts';
import { WpHttpError } from '@campus/domain/wp-error';
import type { AccessTokenValidator } from './access-token.ts';
import { IdentityProviderUnavailable, type IdentityTokenVerifier } from './identity-token.ts';
import type { RequestSession, SessionManager } from './sessions.ts';

/** How a request was signed in, for the routes that renew or end a session. */
export type RequestCredentials =
  /** A backend token of a live server-side session. */
  | { kind: 'session'; session: RequestSession }
  /** The identity provider's access token and id token (first call after sign-in). */
  | { kind: 'identity'; accessToken: string; idpSid: string | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by app.authenticate; null on public routes. */
    user: UserIdentity | null;
    /** What signed the request in; null on public routes. */
    credentials: RequestCredentials | null;
  }
  interface FastifyInstance {
    /** onRequest hook: signs the request in (spec §7 headers) or answers 403 (spec §4/§8 codes). */
    authenticate: (request: FastifyRequest) => Promise<void>;
    sessions: SessionManager;
    accessTokens: AccessTokenValidator;
    identityTokens: IdentityTokenVerifier;
  }
  interface FastifyContextConfig {
    /** A route under an authenticated prefix that visitors may call. */
    public?: boolean;
    /**
     * A route that serves visitors too (the anonymous form variant of spec §7): without an Authorization
     * header the request goes on with no user; with one, it is checked like any other.
     */
    signInOptional?: boolean;
  }
}

export interface AuthenticateOptions {
  sessions: SessionManager;
  verifier: IdentityTokenVerifier;
  accessTokens: AccessTokenValidator;
}

const noAuthHeader = () => new WpHttpError(403, 'jwt_auth_no_auth_header', 'Authorization header not found.');
const invalidToken = () =>
  new WpHttpError(403, 'jwt_auth_invalid_token', 'The token is invalid or has expired.');

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first.trim();
}

/** The signed-in user of a route behind app.authenticate. */
export function signedInUser(request: FastifyRequest): UserIdentity {
  if (request.user === null) throw new Error('Route is not behind app.authenticate');
  return request.user;
}

/** How the request of a route behind app.authenticate was signed in. */
export function signedInCredentials(request: FastifyRequest): RequestCredentials {
  if (request.credentials === null) throw new Error('Route is not behind app.authenticate');
  return request.credentials;
}

/**
 * Request authentication (spec §7 Common rules), docs/decisions/008-server-side-sessions.md. The bearer is
 * always checked: a backend token of a live session is that session's person; any other bearer must be an
 * access token the identity provider vouches for, of the same subject as the id token of the identity
 * header, from an identity provider session that has not ended. The id token alone is never enough (it
 * also travels in logout URLs). Any other case is refused with the two codes on which the portal signs
 * out (§4, §8).
 */
export const authenticatePlugin = fp<AuthenticateOptions>(
  (app, { sessions, verifier, accessTokens }, done) => {
    app.decorateRequest('user', null);
    app.decorateRequest('credentials', null);
    app.decorate('sessions', sessions);
    app.decorate('accessTokens', accessTokens);
    app.decorate('identityTokens', verifier);

    async function identityProvider<T>(request: FastifyRequest, ask: () => Promise<T>): Promise<T> {
      try {
        return await ask();
      } catch (error) {
        if (error instanceof IdentityProviderUnavailable) {
          // Not the person's fault: do not answer a sign-out code, or every client would sign out.
          request.log.error({ err: error }, 'identity provider unavailable');
          throw new WpHttpError(
            503,
            'identity_provider_unavailable',
            'The identity provider is unavailable.',
          );
        }
        throw error;
      }
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (request.routeOptions.config.public === true) return;
      const authorization = headerValue(request, 'authorization');
      if (authorization === undefined) {
        if (request.routeOptions.config.signInOptional === true) return;
        throw noAuthHeader();
      }
      const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
      if (bearer === undefined) throw invalidToken();

      const check = await sessions.check(bearer);
      if (check.kind === 'ended') throw invalidToken();
      if (check.kind === 'live') {
        request.user = check.user;
        request.credentials = { kind: 'session', session: check.session };
        return;
      }

      const identityToken = headerValue(request, IDENTITY_TOKEN_HEADER);
      if (identityToken === undefined) throw invalidToken();
      // The identity provider's tokens: a sign-in (users/me opens the session and counts its success).
      const refused = () => {
        app.metrics.signIns.inc({ outcome: 'refused' });
        return invalidToken();
      };
      const claims = await identityProvider(request, () => verifier.verify(identityToken));
      if (claims === null) throw refused();
      const subject = await identityProvider(request, () => accessTokens.subjectOf(bearer));
      if (subject !== claims.subject) throw refused();
      if (claims.sessionId !== null && (await sessions.idpSessionEnded(claims.sessionId))) throw refused();

      request.user = await userForIdentity(app.db, claims);
      // The identity tokens sign a person in (users/me then opens a session whose requests take the branch
      // above): the moment the provider's claims are read, so the room claim is recorded here, not per request.
      const rooms = await recordClaimedRooms(app.db, request.user.id, claims.rooms);
      if (claimPartlyIgnored(rooms)) request.log.warn({ rooms }, 'room claim partly ignored');
      request.credentials = { kind: 'identity', accessToken: bearer, idpSid: claims.sessionId };
    });
    done();
  },
  { name: 'authenticate', dependencies: ['db', 'metrics'] },
);
