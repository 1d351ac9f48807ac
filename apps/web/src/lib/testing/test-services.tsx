import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { PortalProviders } from '../portal-providers.tsx';
import { createPortalServices, type PortalServices } from '../portal-services.ts';
import { STORAGE_KEYS } from '../storage.ts';
import type { Language } from '@campus/domain/locale';
import type { PortalConfig } from '@campus/domain/portal-config';
import { fakeOidc } from './fake-oidc.ts';
import { testConfig } from './fixtures.ts';
import { bothCatalogs } from './catalogs.ts';

export interface TestServices extends PortalServices {
  oidc: ReturnType<typeof fakeOidc>;
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
}

/**
 * The real services of the portal with fakes only at its edges: the server (the shared MSW handlers, seen
 * through a `fetch` spy so a test can read what was asked) and the identity provider (oidc-client-ts).
 * `backendToken` starts the test as a returning, signed-in person.
 */
export function createTestServices(
  options: {
    backendToken?: string;
    oidc?: ReturnType<typeof fakeOidc>;
    config?: PortalConfig;
    /** The language a cold load starts in (the browser's, or the last person's on this device). */
    language?: Language;
  } = {},
) {
  if (options.backendToken) window.localStorage.setItem(STORAGE_KEYS.backendToken, options.backendToken);
  const oidc = options.oidc ?? fakeOidc();
  // Read at call time: MSW patches the global fetch once the test server listens.
  const fetch = vi.fn<typeof globalThis.fetch>((input, init) => globalThis.fetch(input, init));
  const services = createPortalServices({
    config: options.config ?? testConfig,
    oidc,
    storage: window.localStorage,
    fetch,
    origin: window.location.origin,
    language: options.language ?? 'en',
    catalogs: bothCatalogs,
    log: createLogger(window.localStorage, null),
  });
  const result: TestServices = { ...services, oidc, fetch };
  return result;
}

export function renderRoutes(
  routes: RouteObject[],
  services: PortalServices,
  path: string,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <PortalProviders services={services}>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return { ...result, router };
}
