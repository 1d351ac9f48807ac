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

/**
 * The native app (ADR 016): its id is also the private-use URI scheme of its sign-in and sign-out
 * redirects (RFC 8252 §7.1), which the identity provider accepts beside the web's. apps/mobile's
 * capacitor.config.ts uses the same id (a test reads both).
 */
export const NATIVE_APP_SCHEME = 'org.campus.portal';
export const NATIVE_LOGIN_REDIRECT_URI = `${NATIVE_APP_SCHEME}:${LOGIN_REDIRECT_PATH}`;
export const NATIVE_END_REDIRECT_URI = `${NATIVE_APP_SCHEME}:${END_REDIRECT_PATH}`;
/**
 * Added by the app to the sign-in request's `state` (oidc-client-ts `url_state`: `<id>;app`), so that a
 * callback of the app's sign-in that lands on the web page can send the person back to the app (§2.2).
 */
export const NATIVE_SIGN_IN_MARK = 'app';
