import { END_REDIRECT_PATH, LOGIN_REDIRECT_PATH } from '@campus/domain/auth-contract';
import fc from 'fast-check';
import { EMBEDDED_CLIENT_ID } from '../../src/config.ts';
import { hostileText, plausibleId, type GeneratedRequest } from './request-arbitraries.ts';

/** The parameters of OpenID Connect's authorization, end-session and userinfo requests. */
const OIDC_PARAMETERS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'state',
  'nonce',
  'prompt',
  'max_age',
  'ui_locales',
  'claims',
  'request',
  'request_uri',
  'login_hint',
  'acr_values',
  'code_challenge',
  'code_challenge_method',
  'id_token_hint',
  'post_logout_redirect_uri',
  'logout_hint',
  'access_token',
];

/** Values the provider accepts, so some requests get past its first checks and reach the deeper ones. */
function plausibleValues(portalUrl: string): string[] {
  return [
    EMBEDDED_CLIENT_ID,
    `${portalUrl}${LOGIN_REDIRECT_PATH}`,
    `${portalUrl}${END_REDIRECT_PATH}`,
    'code',
    'openid profile email',
    'login',
    'none',
    'S256',
    'fr',
  ];
}

/**
 * The identity provider's endpoints, read from its own discovery document (so a new endpoint is fuzzed
 * without touching this test), plus the discovery document itself: their paths on the portal. All are
 * called with GET: a POST-only endpoint must refuse a GET cleanly too.
 */
export function identityProviderPaths(discovery: Record<string, unknown>, issuerPath: string): string[] {
  const paths = Object.entries(discovery)
    .filter(([key, value]) => (key.endsWith('_endpoint') || key === 'jwks_uri') && typeof value === 'string')
    // The provider names its endpoints with the request's own origin, which an injected request makes up.
    .map(([, value]) => new URL(value as string).pathname)
    .filter((path) => path.startsWith(`${issuerPath}/`));
  return [...new Set([`${issuerPath}/.well-known/openid-configuration`, ...paths])].sort();
}

/**
 * A valid request of the endpoints that take one (an authorization request with PKCE, a sign-out request),
 * so that a request with one bad parameter gets past the provider's first checks to the later ones.
 */
function validQuery(path: string, portalUrl: string): [string, string][] {
  if (path.endsWith('/auth')) {
    return [
      ['client_id', EMBEDDED_CLIENT_ID],
      ['redirect_uri', `${portalUrl}${LOGIN_REDIRECT_PATH}`],
      ['response_type', 'code'],
      ['scope', 'openid profile'],
      ['code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'],
      ['code_challenge_method', 'S256'],
      ['state', 'fuzz'],
    ];
  }
  if (path.endsWith('/session/end')) {
    return [
      ['client_id', EMBEDDED_CLIENT_ID],
      ['post_logout_redirect_uri', `${portalUrl}${END_REDIRECT_PATH}`],
    ];
  }
  return [];
}

/**
 * A GET request to one of the paths with a generated query string (`{uid}` in a path is generated too):
 * either a valid request with some parameters replaced or repeated, or parameters drawn at random.
 */
export function identityProviderRequest(
  paths: readonly string[],
  portalUrl: string,
): fc.Arbitrary<GeneratedRequest> {
  const value = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...plausibleValues(portalUrl)) },
    { weight: 3, arbitrary: hostileText },
  );
  const pairs = fc.array(fc.tuple(fc.constantFrom(...OIDC_PARAMETERS), value), { maxLength: 6 });
  return fc
    .record({
      path: fc.constantFrom(...paths),
      uid: fc.oneof(plausibleId, hostileText),
      startValid: fc.boolean(),
      changes: pairs,
      // Repeating a parameter instead of replacing it sends it twice, which the provider must refuse.
      repeat: fc.boolean(),
      brokenPercent: fc.integer({ min: 0, max: 9 }).map((roll) => roll === 0),
    })
    .map(({ path, uid, startValid, changes, repeat, brokenPercent }) => {
      const base = startValid ? validQuery(path, portalUrl) : [];
      const changed = new Set(repeat ? [] : changes.map(([name]) => name));
      const query = [...base.filter(([name]) => !changed.has(name)), ...changes].map(
        ([name, text]) => `${name}=${encodeURIComponent(text)}`,
      );
      if (brokenPercent) query.push('state=%E0%A4%A');
      const url = path.replace('{uid}', encodeURIComponent(uid));
      return { method: 'GET', url: query.length === 0 ? url : `${url}?${query.join('&')}`, payload: null };
    });
}
