import { CALENDAR_FEED_PATH } from './calendar.ts';

/**
 * What logs must never hold (server logs and the web app's log buffer alike): credentials and personal
 * data. One list for both sides, so a parameter redacted by the server is redacted by the client too.
 */
export const REDACTED = '[redacted]';

/**
 * Query parameters that carry credentials: the sign-in callback (/loginredirect?code=…&state=…), the
 * identity provider's end-session (id_token_hint) and its pushed requests (request_uri), the per-viewer
 * signature of photo URLs, the signature of an identity QR code, and anything token-like a client might put
 * in a URL; and login_hint, which names the person. (post_logout_redirect_uri is the portal's own
 * registered address, the same for everyone: kept, it tells an operator which client signed out.)
 */
export const SENSITIVE_QUERY_PARAMS = [
  'code',
  'state',
  'id_token_hint',
  'login_hint',
  'logout_hint',
  'request_uri',
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'session_state',
  'code_verifier',
  'client_secret',
  'client_assertion',
  'password',
  'signature',
  'qr_sig',
];

/**
 * Paths whose next segment is a credential: the calendar feed's secret (calendar applications cannot sign
 * in, so whoever has the URL reads the person's events), and the embedded identity provider's interaction
 * and resume ids (with the browser's cookie, they continue a sign-in), and a staff preview link's token. The segment is replaced, the rest of
 * the path kept: `/wp-json/portal/v1/calendar-feed/[redacted].ics`.
 */
export const SENSITIVE_PATH_PREFIXES = [
  `${CALENDAR_FEED_PATH}/`,
  '/oidc/auth/',
  '/idp/interaction/',
  // A staff preview link's token, in the API's path and the web page's (/staff/preview/{token}).
  '/staff/preview/',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SENSITIVE_PATH_SEGMENT = new RegExp(
  `(${SENSITIVE_PATH_PREFIXES.map(escapeRegExp).join('|')})[^/?#.\\s"'&]+`,
  // Routes are case-sensitive, but a mistyped /WP-JSON/… may still carry a real secret.
  'gi',
);

/** The path with the secret segments of SENSITIVE_PATH_PREFIXES replaced by [redacted]. */
export function redactPath(path: string): string {
  return path.replace(SENSITIVE_PATH_SEGMENT, `$1${REDACTED}`);
}

const SENSITIVE_PARAM_IN_TEXT = new RegExp(`([?&](?:${SENSITIVE_QUERY_PARAMS.join('|')})=)[^&\\s"'#]+`, 'gi');
/** A JSON Web Token (id token, backend token, logout token): three base64url parts, the first `eyJ`. */
const JWT = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const BEARER = /\b(Bearer\s+)\S+/gi;
const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The text with tokens, credential parameters and paths, and e-mail addresses replaced by [redacted]. */
export function redactText(text: string): string {
  return redactPath(text)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(SENSITIVE_PARAM_IN_TEXT, `$1${REDACTED}`)
    .replace(EMAIL, REDACTED);
}
