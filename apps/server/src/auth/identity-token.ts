import { USER_TYPES, type UserType } from '@campus/domain/user';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  type JWTVerifyOptions,
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
  /** The identity provider's session (`sid`), when it says: back-channel logout names it. */
  sessionId: string | null;
  /**
   * The value of the room claim (IDENTITY_ROOM_CLAIM) as the token has it, unchecked: undefined when no
   * room claim is configured or the token has none. auth/claimed-rooms.ts reads it.
   */
  rooms: unknown;
}

/** What a valid back-channel logout token says ended: an identity provider session, or a subject's. */
export interface LogoutClaims {
  subject: string | null;
  sessionId: string | null;
}

export interface IdentityTokenVerifier {
  /**
   * The claims of a valid id token, or null for a token that is not one (garbage, expired, wrong key,
   * issuer or audience…). Throws IdentityProviderUnavailable when the provider's keys cannot be fetched.
   */
  verify(token: string): Promise<IdentityClaims | null>;
  /**
   * The claims of a valid logout token (OpenID Connect Back-Channel Logout 1.0 §2.6), or null for a token
   * that is not one. Same keys, algorithms, issuer and audience as id tokens.
   */
  verifyLogoutToken(token: string): Promise<LogoutClaims | null>;
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

/** Which claims the portal reads besides the standard ones, by configuration. */
export interface ClaimNames {
  /** The claim carrying the person's room(s); null: none. */
  room: string | null;
}

const NO_EXTRA_CLAIMS: ClaimNames = { room: null };

function claimsOf(payload: JWTPayload, names: ClaimNames): IdentityClaims | null {
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
    sessionId: text(payload, 'sid'),
    rooms: names.room === null ? undefined : payload[names.room],
  };
}

export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
/** How old a logout token may be: the provider sends it at once, so an old one is a replay. */
const LOGOUT_TOKEN_MAX_AGE = '10m';

function logoutClaimsOf(payload: JWTPayload): LogoutClaims | null {
  const events = payload['events'];
  const event: unknown =
    typeof events === 'object' && events !== null && !Array.isArray(events)
      ? (events as Record<string, unknown>)[BACKCHANNEL_LOGOUT_EVENT]
      : undefined;
  // The event member marks a logout token; a nonce marks an id token, which must never pass for one.
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return null;
  if ('nonce' in payload) return null;
  const subject = text(payload, 'sub');
  const sessionId = text(payload, 'sid');
  if (subject === null && sessionId === null) return null;
  return { subject, sessionId };
}

function verifierFor(
  getKey: () => Promise<JWTVerifyGetKey>,
  issuer: string,
  audience: string,
  names: ClaimNames,
): IdentityTokenVerifier {
  async function verified(token: string, options: JWTVerifyOptions): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(token, await getKey(), {
        issuer,
        audience,
        algorithms: IDENTITY_TOKEN_ALGORITHMS,
        clockTolerance: 5,
        ...options,
      });
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError && TOKEN_ERROR_CODES.has(error.code)) return null;
      if (error instanceof IdentityProviderUnavailable) throw error;
      throw new IdentityProviderUnavailable(error);
    }
  }
  return {
    async verify(token) {
      const payload = await verified(token, { requiredClaims: ['sub', 'exp', 'iat'] });
      return payload === null ? null : claimsOf(payload, names);
    },
    async verifyLogoutToken(token) {
      const payload = await verified(token, {
        requiredClaims: ['iat', 'jti', 'events'],
        maxTokenAge: LOGOUT_TOKEN_MAX_AGE,
      });
      return payload === null ? null : logoutClaimsOf(payload);
    },
  };
}

/** Embedded mode: the provider's public key is at hand, no HTTP call to ourselves. */
export function localIdentityTokenVerifier(
  publicJwk: JWK,
  issuer: string,
  audience: string,
  names: ClaimNames = NO_EXTRA_CLAIMS,
): IdentityTokenVerifier {
  const jwks = createLocalJWKSet({ keys: [publicJwk] });
  return verifierFor(() => Promise.resolve(jwks), issuer, audience, names);
}

type Fetch = typeof fetch;

/** The parts of an issuer's discovery document the portal uses. */
export interface IssuerEndpoints {
  jwksUri: string;
  userinfoEndpoint: string | null;
}

/**
 * The issuer's discovery document, fetched on first use and kept; a failure is forgotten so the next
 * request tries again instead of failing forever.
 */
export function issuerDiscovery(issuer: string, fetchImpl: Fetch = fetch): () => Promise<IssuerEndpoints> {
  let endpoints: Promise<IssuerEndpoints> | null = null;
  const discover = async (): Promise<IssuerEndpoints> => {
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`Discovery document answered ${response.status}`);
    const document = (await response.json()) as {
      issuer?: unknown;
      jwks_uri?: unknown;
      userinfo_endpoint?: unknown;
    };
    if (document.issuer !== issuer) throw new Error('Discovery document names another issuer');
    if (typeof document.jwks_uri !== 'string') throw new Error('Discovery document has no jwks_uri');
    return {
      jwksUri: document.jwks_uri,
      userinfoEndpoint: typeof document.userinfo_endpoint === 'string' ? document.userinfo_endpoint : null,
    };
  };
  return () => {
    endpoints ??= discover().catch((error: unknown) => {
      endpoints = null;
      throw new IdentityProviderUnavailable(error);
    });
    return endpoints;
  };
}

/**
 * External mode: the keys come from the jwks_uri of the issuer's discovery document (jose caches and
 * refreshes the key set itself; an unknown kid triggers one refetch).
 */
export function remoteIdentityTokenVerifier(
  issuer: string,
  audience: string,
  fetchImpl: Fetch = fetch,
  names: ClaimNames = NO_EXTRA_CLAIMS,
): IdentityTokenVerifier {
  const endpoints = issuerDiscovery(issuer, fetchImpl);
  let jwks: JWTVerifyGetKey | null = null;
  const getKey = async () => {
    jwks ??= createRemoteJWKSet(new URL((await endpoints()).jwksUri));
    return jwks;
  };
  return verifierFor(getKey, issuer, audience, names);
}
