import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PortalProviders } from '../lib/portal-providers.tsx';
import { server } from '../lib/testing/msw-server.ts';
import { testCampus } from '../lib/testing/test-campus.ts';
import { createTestServices } from '../lib/testing/test-services.tsx';
import { createRoutes } from './routes.tsx';

/** A returning person on /news, the app's real route table; resolves once users/me has answered. */
async function signedInOnNews() {
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  const router = createMemoryRouter(createRoutes(services), { initialEntries: ['/news'] });
  render(
    <PortalProviders services={services}>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  await screen.findByRole('heading', { level: 1, name: 'News' });
  await waitFor(() => {
    expect(services.auth.getState().user).not.toBeNull();
  });
  const requestsTo = (path: string) => testCampus.requests.filter((request) => request.path === path);
  return { services, router, requestsTo };
}

describe('route loaders prefetch the main query of a lazy screen', () => {
  it('opens the directory with its members already loaded, in one request', async () => {
    const { router, requestsTo } = await signedInOnNews();
    await router.navigate('/directory/all');
    await screen.findByRole('heading', { level: 1, name: 'Directory' });
    // Rendered after the loader: the list is there at once, not a loading state.
    expect(screen.getByText('Bruno Costa')).toBeInTheDocument();
    expect(requestsTo('/wp/v2/users')).toHaveLength(1);
  });

  it("a prefetch that fails leaves the screen's own error state and its retry, not the route error", async () => {
    server.use(
      http.get('*/wp-json/wp/v2/users', () =>
        HttpResponse.json({ code: 'rest_forbidden', message: 'x', data: { status: 403 } }, { status: 403 }),
      ),
    );
    const { router } = await signedInOnNews();
    await router.navigate('/directory/all');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading entries');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Directory' })).toBeInTheDocument();
  });
});
