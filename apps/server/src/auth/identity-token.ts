import { USER_TYPES, type UserType } from '@campus/domain/user';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

/** What the server needs from an identity provider's id token to find or create the portal user. */
export interface IdentityClaims {
  subject: string;
  username: string | null;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  email: string | null;
  locale: string | null;
  userType: UserType | null;
}

export interface IdentityTokenVerifier {
  /**
   * The claims of a valid id token, or null for a token that is not one (garbage, expired, wrong key,
   * issuer or audience…). Throws IdentityProviderUnavailable when the provider's keys cannot be fetched.
   */
  verify(token: string): Promise<IdentityClaims | null>;
}

export class IdentityProviderUnavailable extends Error {
  constructor(cause: unknown) {
    super('The identity provider could not be reached', { cause });
    this.name = 'IdentityProviderUnavailable';
  }
}

/**
 * Asymmetric algorithms only: `none`, and HS256 "signed" with the provider's public key as a secret, are
 * refused before any key is looked at.
 */
export const IDENTITY_TOKEN_ALGORITHMS = ['RS256', 'PS256', 'ES256'];

/** jose errors that say "this token is bad", as opposed to "the keys could not be fetched". */
const TOKEN_ERROR_CODES = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JWK_INVALID',
]);

function text(payload: JWTPayload, claim: string): string | null {
  const value = payload[claim];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function claimsOf(payload: JWTPayload): IdentityClaims | null {
  if (typeof payload.sub !== 'string' || payload.sub === '') return null;
  const type = text(payload, 'gia_type');
  return {
    subject: payload.sub,
    username: text(payload, 'preferred_username') ?? text(payload, 'gia_username'),
    givenName: text(payload, 'given_name'),
    familyName: text(payload, 'family_name'),
    name: text(payload, 'name'),
    email: text(payload, 'email'),
    locale: text(payload, 'locale'),
    userType: USER_TYPES.find((candidate) => candidate === type) ?? null,
  };
}

function verifierFor(
  getKey: () => Promise<JWTVerifyGetKey>,
  issuer: string,
  audience: string,
): IdentityTokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await getKey(), {
          issuer,
          audience,
          algorithms: IDENTITY_TOKEN_ALGORITHMS,
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 5,
        });
        return claimsOf(payload);
      } catch (error) {
        if (error instanceof errors.JOSEError && TOKEN_ERROR_CODES.has(error.code)) return null;
        if (error instanceof IdentityProviderUnavailable) throw error;
        throw new IdentityProviderUnavailable(error);
      }
    },
  };
}

/** Embedded mode: the provider's public key is at hand, no HTTP call to ourselves. */
export function localIdentityTokenVerifier(
  publicJwk: JWK,
  issuer: string,
  audience: string,
): IdentityTokenVerifier {
  const jwks = createLocalJWKSet({ keys: [publicJwk] });
  return verifierFor(() => Promise.resolve(jwks), issuer, audience);
}

type Fetch = typeof fetch;

/**
 * External mode: the keys come from the jwks_uri of the issuer's discovery document, fetched on first use
 * and cached (jose caches and refreshes the key set itself; an unknown kid triggers one refetch).
 */
export function remoteIdentityTokenVerifier(
  issuer: string,
  audience: string,
  fetchImpl: Fetch = fetch,
): IdentityTokenVerifier {
  let jwks: Promise<JWTVerifyGetKey> | null = null;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`Discovery document answered ${response.status}`);
    const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
    if (document.issuer !== issuer) throw new Error('Discovery document names another issuer');
    if (typeof document.jwks_uri !== 'string') throw new Error('Discovery document has no jwks_uri');
    return createRemoteJWKSet(new URL(document.jwks_uri));
  };
  const getKey = async () => {
    jwks ??= discover().catch((error: unknown) => {
      // Forget the failure so the next request tries again instead of failing forever.
      jwks = null;
      throw new IdentityProviderUnavailable(error);
    });
    return jwks;
  };
  return verifierFor(getKey, issuer, audience);
}
