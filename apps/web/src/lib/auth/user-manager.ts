import {
  END_REDIRECT_PATH,
  LOGIN_REDIRECT_PATH,
  NATIVE_END_REDIRECT_URI,
  NATIVE_LOGIN_REDIRECT_URI,
  NATIVE_SIGN_IN_MARK,
} from '@campus/domain/auth-contract';
import type { PortalConfig } from '@campus/domain/portal-config';
import {
  type SigninRedirectArgs,
  UserManager,
  type UserManagerSettings,
  WebStorageStateStore,
} from 'oidc-client-ts';
import { systemBrowserNavigator } from './system-browser-navigator.ts';

/**
 * The OpenID Connect client: authorisation code with PKCE (S256 is oidc-client-ts's default), the
 * identity kept in localStorage so a reload keeps the session, and no hidden iframes — the backend token
 * carries the session between sign-ins, so there is nothing to renew silently.
 */
function settings(
  oidc: PortalConfig['oidc'],
  redirectUri: string,
  postLogoutRedirectUri: string,
): UserManagerSettings {
  return {
    authority: oidc.authority,
    client_id: oidc.clientId,
    scope: oidc.scope,
    response_type: 'code',
    redirect_uri: redirectUri,
    post_logout_redirect_uri: postLogoutRedirectUri,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
  };
}

export function createUserManager(oidc: PortalConfig['oidc'], origin: string): UserManager {
  return new UserManager(settings(oidc, `${origin}${LOGIN_REDIRECT_PATH}`, `${origin}${END_REDIRECT_PATH}`));
}

/**
 * The app (RFC 8252, ADR 016): the system browser, the app's private-use scheme redirects, and the sign-in
 * marked as the app's in its `state`, so that the web's /loginredirect can send a stray callback back (§2.2).
 */
class AppUserManager extends UserManager {
  override signinRedirect(args: SigninRedirectArgs = {}): Promise<void> {
    return super.signinRedirect({ url_state: NATIVE_SIGN_IN_MARK, ...args });
  }
}

export function createAppUserManager(oidc: PortalConfig['oidc']): UserManager {
  return new AppUserManager(
    settings(oidc, NATIVE_LOGIN_REDIRECT_URI, NATIVE_END_REDIRECT_URI),
    systemBrowserNavigator,
  );
}
