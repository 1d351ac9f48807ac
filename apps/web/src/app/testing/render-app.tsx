import type { Language } from '@campus/domain/locale';
import type { PortalConfig } from '@campus/domain/portal-config';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { createRoutes } from '../routes.tsx';

/**
 * The whole portal, signed in (the test campus's person, `testCampus.me`), drawn by its own route table at
 * `path` against the test API's handlers: what a route-level test renders. Returns the render, its router
 * and the services (their fetch and storage).
 */
export function renderApp(path: string, options: { language?: Language; config?: PortalConfig } = {}) {
  const services = createTestServices({ backendToken: 'backend-1', ...options });
  services.auth.start();
  return { ...renderRoutes(createRoutes(services), services, path), services };
}

/**
 * A test's first screen of a lazy area (the staff console) loads its code, which alone can take longer than
 * the usual wait on a loaded 2-core machine while other test files run.
 */
export const FIRST_SCREEN = { timeout: 15_000 };
