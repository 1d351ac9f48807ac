import type { OidcClient } from './auth-service.ts';

/**
 * Defers loading oidc-client-ts (a quarter of the start-up script) until the first call that needs it:
 * a visitor's first paint, and the landing page, do not wait for it.
 */
export function createLazyOidcClient(load: () => Promise<OidcClient>): OidcClient {
  let loading: Promise<OidcClient> | null = null;
  const client = (): Promise<OidcClient> => {
    loading ??= load().catch((error: unknown) => {
      // A failed chunk download (offline) must not poison every later attempt.
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    signinRedirect: async (args) => {
      await (await client()).signinRedirect(args);
    },
    signinRedirectCallback: async (url) => (await client()).signinRedirectCallback(url),
    signoutRedirect: async (args) => {
      await (await client()).signoutRedirect(args);
    },
    signoutRedirectCallback: async (url) => (await client()).signoutRedirectCallback(url),
    getUser: async () => (await client()).getUser(),
  };
}
