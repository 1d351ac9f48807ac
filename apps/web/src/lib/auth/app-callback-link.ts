import { NATIVE_LOGIN_REDIRECT_URI, NATIVE_SIGN_IN_MARK } from '@campus/domain/auth-contract';

/**
 * Spec §2.2: a sign-in callback on the web's /loginredirect whose `state` carries the app's mark was
 * started by the app (ADR 016) — its PKCE verifier is in the app, so the page cannot finish it. The link
 * hands the same callback to the app's scheme (a tap, which browsers allow to open an app); null otherwise.
 */
export function appCallbackLink(search: string): string | null {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  if (state === null || !state.endsWith(`;${NATIVE_SIGN_IN_MARK}`)) return null;
  return `${NATIVE_LOGIN_REDIRECT_URI}?${params.toString()}`;
}
