import { END_REDIRECT_PATH } from '@campus/domain/auth-contract';
import type { Language } from '@campus/domain/locale';
import type { PortalConfig } from '@campus/domain/portal-config';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ApiClient, ApiClientOptions } from './api/api-client.ts';
import type { AuthService, OidcClient } from './auth/auth-service.ts';
import { createSession } from './auth/create-session.ts';
import { createDebugMode, type DebugMode } from './debug/debug-mode.ts';
import { createI18n, type Catalogs } from './i18n/i18n.ts';
import { followSessionLanguage, rememberLanguage } from './i18n/session-language.ts';
import type { Logger } from './logger.ts';
import { clearOfflineCaches } from './offline/offline-caches.ts';
import { createQueryClient } from './query-client.ts';

/** Everything the app's providers hand down, built once at start (and with fakes in tests). */
export interface PortalServices {
  config: PortalConfig;
  i18n: i18n;
  queryClient: QueryClient;
  auth: AuthService;
  api: ApiClient;
  log: Logger;
  /** Spec §2.1, §2.3: the debug unlock, for this page's life. */
  debugMode: DebugMode;
}

export interface PortalServicesOptions {
  config: PortalConfig;
  oidc: OidcClient;
  storage: Storage;
  fetch: typeof fetch;
  origin: string;
  /** Where the identity provider returns after sign-out; the web's /endredirect unless the app says. */
  postLogoutRedirectUri?: string;
  /** §4: in the app, a rejected token also ends the provider's session (then /endredirect reloads). */
  endProviderSessionOnRejection?: boolean;
  language: Language;
  /** The catalogs already loaded, `language`'s at least (the first render speaks it). */
  catalogs: Catalogs;
  log: Logger;
  /** The first requests the page's inline script already sent (app/early-requests.ts, issue #31). */
  earlyResponse?: ApiClientOptions['earlyResponse'];
}

export function createPortalServices(options: PortalServicesOptions): PortalServices {
  const queryClient = createQueryClient();
  const i18n = createI18n(options.language, options.catalogs);
  const { auth, api } = createSession({
    oidc: options.oidc,
    storage: options.storage,
    fetch: options.fetch,
    postLogoutRedirectUri: options.postLogoutRedirectUri ?? `${options.origin}${END_REDIRECT_PATH}`,
    // The identity provider's pages speak the portal's current language (the person's once signed in).
    uiLanguage: () => i18n.language,
    endProviderSessionOnRejection: options.endProviderSessionOnRejection ?? false,
    // The next person must not see what was cached for the previous one.
    onReset: () => {
      queryClient.clear();
    },
    clearOfflineData: () => clearOfflineCaches(),
    log: options.log,
    earlyResponse: options.earlyResponse,
  });
  // Before React subscribes to the auth service (see followSessionLanguage).
  followSessionLanguage(
    auth,
    i18n,
    () => options.language,
    (language) => {
      rememberLanguage(options.storage, language);
    },
  );
  return {
    config: options.config,
    i18n,
    queryClient,
    auth,
    api,
    log: options.log,
    debugMode: createDebugMode(options.storage),
  };
}
