import { vi } from 'vitest';
import type { OidcClient, OidcTokenSet } from '../auth/auth-service.ts';

/**
 * Stands in for oidc-client-ts's UserManager, which talks to the identity provider and navigates away.
 * By default the redirects never resolve, as when the browser leaves the page.
 */
export function fakeOidc(tokens: OidcTokenSet | null = null) {
  let current = tokens;
  const issued: OidcTokenSet = { access_token: 'access-new', id_token: 'id-new' };
  const never = (): Promise<never> => new Promise<never>(() => undefined);
  const oidc = {
    signinRedirect: vi.fn<OidcClient['signinRedirect']>(never),
    signinRedirectCallback: vi.fn<OidcClient['signinRedirectCallback']>(() => {
      current = issued;
      return Promise.resolve(issued);
    }),
    signoutRedirect: vi.fn<OidcClient['signoutRedirect']>(never),
    signoutRedirectCallback: vi.fn<OidcClient['signoutRedirectCallback']>(() => Promise.resolve({})),
    getUser: vi.fn<OidcClient['getUser']>(() => Promise.resolve(current)),
  } satisfies OidcClient;
  return oidc;
}
