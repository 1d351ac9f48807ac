/**
 * How the portal and its server agree on identity (spec §7 "Common rules").
 *
 * Every API call carries `Authorization: Bearer <token>` — the stored backend token when there is one,
 * otherwise the identity provider's access token — and the id token in IDENTITY_TOKEN_HEADER. When the
 * server issues a (new) backend token it sends it in BACKEND_TOKEN_HEADER; the client stores it.
 */
export const IDENTITY_TOKEN_HEADER = 'x-identity-token';
export const BACKEND_TOKEN_HEADER = 'x-backend-token';

/** Scopes requested from the identity provider (spec §7). */
export const OIDC_SCOPES = 'openid profile email address giaprofile';

/** Paths of the portal that the identity provider redirects back to (spec §2.2). */
export const LOGIN_REDIRECT_PATH = '/loginredirect';
export const END_REDIRECT_PATH = '/endredirect';
