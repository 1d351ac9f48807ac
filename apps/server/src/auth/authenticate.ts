import { IDENTITY_TOKEN_HEADER } from '@campus/domain/auth-contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findUserIdentityById, type UserIdentity } from '../db/users-repository.ts';
import { userForIdentity } from '../domain/sign-in.ts';
import { WpHttpError } from '../http/wp-errors.ts';
import type { BackendTokens } from './backend-token.ts';
import { IdentityProviderUnavailable, type IdentityTokenVerifier } from './identity-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by app.authenticate; null on public routes. */
    user: UserIdentity | null;
  }
  interface FastifyInstance {
    /** onRequest hook: signs the request in (spec §7 headers) or answers 403 (spec §4/§8 codes). */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** A route under an authenticated prefix that visitors may call. */
    public?: boolean;
  }
}

export interface AuthenticateOptions {
  tokens: BackendTokens;
  verifier: IdentityTokenVerifier;
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

/**
 * Request authentication (spec §7 Common rules): the bearer token is tried as a backend token first; if it
 * is not one, the id token of the identity header signs the person in, creating their portal user on first
 * sign-in. Any other case is refused with the two codes on which the portal signs out (§4, §8).
 */
export const authenticatePlugin = fp<AuthenticateOptions>(
  (app, { tokens, verifier }, done) => {
    app.decorateRequest('user', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (request.routeOptions.config.public === true) return;
      const authorization = headerValue(request, 'authorization');
      const identityToken = headerValue(request, IDENTITY_TOKEN_HEADER);
      if (authorization === undefined && identityToken === undefined) throw noAuthHeader();

      const bearer = authorization === undefined ? null : /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
      if (bearer) {
        const userId = await tokens.verify(bearer);
        const user = userId === null ? null : await findUserIdentityById(app.db, userId);
        if (user) {
          request.user = user;
          return;
        }
      }

      if (identityToken !== undefined) {
        let claims;
        try {
          claims = await verifier.verify(identityToken);
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
        if (claims !== null) {
          request.user = await userForIdentity(app.db, claims);
          return;
        }
      }
      throw invalidToken();
    });
    done();
  },
  { name: 'authenticate', dependencies: ['db'] },
);
