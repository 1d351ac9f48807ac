import type { User } from '@campus/domain/user';
import type { RequestHandler } from 'msw';
import type { RouteObject } from 'react-router';
import { server } from '../../lib/testing/msw-server.ts';
import { servicesHandlers, type TestServicesData } from '../../lib/testing/services-fixtures.ts';
import { testCampus } from '../../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';

/**
 * Renders `routes` at `path` for a signed-in `user`, the server answering services from `data`; `first`
 * handlers answer before those (a failure to retry, say).
 */
export function renderSignedIn(
  routes: RouteObject[],
  path: string,
  user: User,
  data: TestServicesData = {},
  first: RequestHandler[] = [],
) {
  testCampus.me = user;
  // MSW tries the handlers of one `use` call in order.
  server.use(...first, ...servicesHandlers(data));
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  return { ...renderRoutes(routes, services, path), services };
}
