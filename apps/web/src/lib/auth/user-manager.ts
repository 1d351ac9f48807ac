import { END_REDIRECT_PATH, LOGIN_REDIRECT_PATH } from '@campus/domain/auth-contract';
import type { PortalConfig } from '@campus/domain/portal-config';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

/**
 * The OpenID Connect client: authorisation code with PKCE (S256 is oidc-client-ts's default), the
 * identity kept in localStorage so a reload keeps the session, and no hidden iframes — the backend token
 * carries the session between sign-ins, so there is nothing to renew silently.
 */
export function createUserManager(oidc: PortalConfig['oidc'], origin: string): UserManager {
  return new UserManager({
    authority: oidc.authority,
    client_id: oidc.clientId,
    scope: oidc.scope,
    response_type: 'code',
    redirect_uri: `${origin}${LOGIN_REDIRECT_PATH}`,
    post_logout_redirect_uri: `${origin}${END_REDIRECT_PATH}`,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
  });
}
