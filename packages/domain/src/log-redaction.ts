/**
 * What logs must never hold (server logs and the web app's log buffer alike): credentials and personal
 * data. One list for both sides, so a parameter redacted by the server is redacted by the client too.
 */
export const REDACTED = '[redacted]';

/**
 * Query parameters that carry credentials: the sign-in callback (/loginredirect?code=…), the identity
 * provider's end-session (id_token_hint), the per-viewer signature of photo URLs, the signature of an
 * identity QR code, and anything token-like a client might put in a URL.
 */
export const SENSITIVE_QUERY_PARAMS = [
  'code',
  'state',
  'id_token_hint',
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'session_state',
  'code_verifier',
  'client_secret',
  'password',
  'signature',
  'qr_sig',
];

const SENSITIVE_PARAM_IN_TEXT = new RegExp(`([?&](?:${SENSITIVE_QUERY_PARAMS.join('|')})=)[^&\\s"'#]+`, 'gi');
/** A JSON Web Token (id token, backend token, logout token): three base64url parts, the first `eyJ`. */
const JWT = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const BEARER = /\b(Bearer\s+)\S+/gi;
const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The text with tokens, credential parameters and e-mail addresses replaced by [redacted]. */
export function redactText(text: string): string {
  return text
    .replace(BEARER, `$1${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(SENSITIVE_PARAM_IN_TEXT, `$1${REDACTED}`)
    .replace(EMAIL, REDACTED);
}
