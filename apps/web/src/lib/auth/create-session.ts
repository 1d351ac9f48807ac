import { type ApiClient, type ApiClientOptions, createApiClient } from '../api/api-client.ts';
import type { Logger } from '../logger.ts';
import { createAuthService, type AuthService, type OidcClient } from './auth-service.ts';
import { createBackendTokenStore } from './backend-token.ts';
import { getCurrentUser } from './api/get-current-user.ts';
import { revokeCurrentSession } from './api/revoke-current-session.ts';

export interface SessionOptions {
  oidc: OidcClient;
  storage: Storage;
  fetch: typeof fetch;
  postLogoutRedirectUri: string;
  /** See AuthServiceOptions.uiLanguage. */
  uiLanguage?: () => string;
  endProviderSessionOnRejection?: boolean;
  onReset?: () => void;
  clearOfflineData?: () => Promise<void>;
  log?: Logger;
  /** See ApiClientOptions.earlyResponse. */
  earlyResponse?: ApiClientOptions['earlyResponse'];
}

export interface Session {
  auth: AuthService;
  api: ApiClient;
}

/**
 * Wires the auth service and the API client, which need each other: the client signs requests with the
 * session's tokens and reports rejected tokens; the session loads users/me through the client.
 */
export function createSession(options: SessionOptions): Session {
  const backendToken = createBackendTokenStore(options.storage);
  const api = createApiClient({
    fetch: options.fetch,
    identityTokens: () => auth.identityTokens(),
    backendToken,
    userLocale: () => auth.getState().user?.acf.locale,
    onSignOutError: () => {
      auth.disconnect();
    },
    log: options.log,
    earlyResponse: options.earlyResponse,
  });
  const auth: AuthService = createAuthService({
    oidc: options.oidc,
    storage: options.storage,
    backendToken,
    loadCurrentUser: () => getCurrentUser(api),
    revokeServerSession: () => revokeCurrentSession(api),
    postLogoutRedirectUri: options.postLogoutRedirectUri,
    uiLanguage: options.uiLanguage,
    endProviderSessionOnRejection: options.endProviderSessionOnRejection,
    onReset: options.onReset,
    clearOfflineData: options.clearOfflineData,
    log: options.log,
  });
  return { auth, api };
}
