import type { User } from '@campus/domain/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { fakeOidc } from '../lib/testing/fake-oidc.ts';
import { http, HttpResponse } from 'msw';
import { testPage } from '../lib/testing/content-fixtures.ts';
import { testUser } from '../lib/testing/fixtures.ts';
import { server } from '../lib/testing/msw-server.ts';
import { testCampus } from '../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes, type TestServices } from '../lib/testing/test-services.tsx';
import { createRoutes } from './routes.tsx';

function renderApp(path: string, services: TestServices) {
  const { router } = renderRoutes(createRoutes(services), services, path);
  return { router };
}

/** A returning person: a stored backend token, and users/me answering with `user`. */
function signedIn(user: User = testUser(), oidc = fakeOidc({ access_token: 'access-1', id_token: 'id-1' })) {
  testCampus.me = user;
  const services = createTestServices({ backendToken: 'backend-1', oidc });
  services.auth.start();
  return services;
}

function visitor(oidc = fakeOidc()) {
  const services = createTestServices({ oidc });
  services.auth.start();
  return services;
}

describe('route guard (spec §2.1)', () => {
  it("shows 'Loading...' while authentication loads", async () => {
    const services = createTestServices();
    const { router } = renderApp('/news', services);
    await waitFor(() => {
      expect(router.state.initialized).toBe(true);
    });
    // The offline banner is a status region too, empty while online. The toast's message goes into its
    // region a moment after the region itself (ui/toast.tsx), so that it is announced.
    await waitFor(() => {
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Loading...');
    });
    expect(router.state.location.pathname).toBe('/news');
  });

  it('sends a visitor on a private path to / and remembers the path with its query', async () => {
    const { router } = renderApp('/profile/settings?tab=privacy', visitor());
    expect(await screen.findByRole('button', { name: 'Connexion / Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(STORAGE_KEYS.requestedPath)).toBe('/profile/settings?tab=privacy');
  });

  it('treats unknown paths as private for a visitor', async () => {
    const { router } = renderApp('/no/such/page', visitor());
    await screen.findByRole('button', { name: 'Connexion / Login' });
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(STORAGE_KEYS.requestedPath)).toBe('/no/such/page');
  });

  it('lets a visitor read the accessibility statement, linked from the landing page (issue #34)', async () => {
    testCampus.pages = [testPage(31, 'accessibility', 0, { title: { rendered: 'Accessibility statement' } })];
    const user = userEvent.setup();
    const { router } = renderApp('/', visitor());
    await user.click(await screen.findByRole('link', { name: 'Accessibility: partially compliant' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/accessibility');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('keeps every other CMS page private for a visitor (issue #34)', async () => {
    testCampus.pages = [testPage(32, 'campus-life', 0)];
    const { router } = renderApp('/pages/campus-life', visitor());
    await screen.findByRole('button', { name: 'Connexion / Login' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows visitors no navigation, sidebar or footer', async () => {
    renderApp('/landing', visitor());
    await screen.findByRole('button', { name: 'Connexion / Login' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('sends a signed-in person on /landing to the default path /news', async () => {
    const { router } = renderApp('/landing', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/news');
  });

  it('sends a signed-in person on / to the remembered path', async () => {
    window.localStorage.setItem(STORAGE_KEYS.requestedPath, '/directory?s=ana');
    const { router } = renderApp('/', signedIn());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/directory');
    });
    expect(router.state.location.search).toBe('?s=ana');
  });

  it('shows the 404 page inside the layout for an unknown route, with a link back to /news', async () => {
    renderApp('/this/does/not/exist', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('404 error')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/news');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('offers to retry when the user data cannot be loaded', async () => {
    const services = createTestServices({ backendToken: 'backend-1' });
    server.use(
      http.get(
        '*/wp-json/wp/v2/users/me',
        () =>
          HttpResponse.json(
            { code: 'rest_user_invalid', message: 'x', data: { status: 404 } },
            { status: 404 },
          ),
        { once: true },
      ),
    );
    services.auth.start();
    renderApp('/news', services);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in return page (spec §2.2 /loginredirect)', () => {
  it('hands the callback URL over once, loads the user and replaces the route with the remembered path', async () => {
    window.localStorage.setItem(STORAGE_KEYS.requestedPath, '/news');
    const services = visitor();
    server.use(
      http.get('*/wp-json/wp/v2/users/me', () =>
        HttpResponse.json(testUser(), { headers: { 'x-backend-token': 'backend-new' } }),
      ),
    );
    const { router } = renderApp('/loginredirect?code=abc&state=xyz', services);

    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/news');
    expect(services.oidc.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(services.oidc.signinRedirectCallback).toHaveBeenCalledWith(
      `${window.location.origin}/loginredirect?code=abc&state=xyz`,
    );
    expect(window.localStorage.getItem(STORAGE_KEYS.backendToken)).toBe('backend-new');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows a 'Loading...' toast, and falls back to /landing after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const oidc = fakeOidc();
    oidc.signinRedirectCallback.mockReturnValue(new Promise(() => undefined));
    const { router } = renderApp('/loginredirect?code=abc&state=xyz', visitor(oidc));
    await screen.findByRole('heading', { level: 1, name: 'Signing you in' });
    // The offline banner is a status region too, empty while online. The toast's message goes into its
    // region a moment after the region itself (ui/toast.tsx), so that it is announced.
    await waitFor(() => {
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Loading...');
    });

    await vi.advanceTimersByTimeAsync(2_900);
    expect(router.state.location.pathname).toBe('/loginredirect');
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/landing');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in did not complete. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Connexion / Login' })).toBeEnabled();
  });

  it('a refused callback (stale code or state) gives up at once to /landing, which says so', async () => {
    const oidc = fakeOidc();
    oidc.signinRedirectCallback.mockRejectedValue(new Error('No matching state found in storage'));
    const { router } = renderApp('/loginredirect?code=stale&state=stale', visitor(oidc));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in did not complete. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/landing');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('the landing page opened on its own says nothing about a failed sign-in', async () => {
    renderApp('/landing', visitor());
    await screen.findByRole('button', { name: 'Connexion / Login' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("opened on the web for the app's sign-in, shows 'Enter / Entrez' to the app and redeems nothing", async () => {
    const services = visitor();
    renderApp('/loginredirect?code=abc&state=xyz%3Bapp', services);
    const enter = await screen.findByRole('link', { name: 'Enter / Entrez' });
    expect(enter).toHaveAttribute('href', 'org.campus.portal:/loginredirect?code=abc&state=xyz%3Bapp');
    expect(services.oidc.signinRedirectCallback).not.toHaveBeenCalled();
  });
});

describe('sign-out (spec §2.2, §2.3)', () => {
  it('the logout link greys out once pressed and ends the session at the identity provider', async () => {
    const services = signedIn();
    renderApp('/news', services);
    const sidebar = await screen.findByRole('complementary', { name: 'My account' });
    const logout = within(sidebar).getByRole('button', { name: 'Log out' });

    await userEvent.click(logout);

    // The server session is revoked first (a request), then the identity provider is asked.
    await waitFor(() => {
      expect(services.oidc.signoutRedirect).toHaveBeenCalledWith({
        id_token_hint: 'id-1',
        post_logout_redirect_uri: `${window.location.origin}/endredirect`,
        state: { reason: 'logout' },
        extraQueryParams: { ui_locales: 'en' },
      });
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.backendToken)).toBeNull();
    expect(services.auth.getState().status).toBe('notConnected');
  });

  it("asks the identity provider to end the session in the person's language (ui_locales, issue #29)", async () => {
    const services = signedIn(testUser({}, { locale: 'fr_FR' }));
    renderApp('/news', services);
    const sidebar = await screen.findByRole('complementary', { name: 'Mon compte' });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => {
      expect(services.oidc.signoutRedirect).toHaveBeenCalledWith(
        expect.objectContaining({ extraQueryParams: { ui_locales: 'fr' } }),
      );
    });
  });

  it('the logout button is disabled and aria-disabled while signing out', async () => {
    const oidc = fakeOidc({ access_token: 'a', id_token: 'i' });
    // Keep getUser pending so the click's effect can be observed before the local reset.
    oidc.getUser.mockReturnValue(new Promise(() => undefined));
    const services = createTestServices({ backendToken: 'backend-1', oidc });
    services.auth.start();
    renderApp('/news', services);
    const sidebar = await screen.findByRole('complementary', { name: 'My account' });
    const logout = within(sidebar).getByRole('button', { name: 'Log out' });
    await userEvent.click(logout);
    expect(logout).toBeDisabled();
    expect(logout).toHaveAttribute('aria-disabled', 'true');
  });

  it('/endredirect without an end-session answer goes to / at once', async () => {
    const { router } = renderApp('/endredirect', visitor());
    await screen.findByRole('button', { name: 'Connexion / Login' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('/endredirect completes the end session, then goes to / after 2.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const services = visitor();
    const { router } = renderApp('/endredirect?state=s1', services);
    await screen.findByRole('heading', { level: 1, name: 'Signing you out' });
    // The offline banner is a status region too, empty while online. The toast's message goes into its
    // region a moment after the region itself (ui/toast.tsx), so that it is announced.
    await waitFor(() => {
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Loading...');
    });
    await waitFor(() => {
      expect(services.oidc.signoutRedirectCallback).toHaveBeenCalledWith(
        `${window.location.origin}/endredirect?state=s1`,
      );
    });
    await vi.advanceTimersByTimeAsync(2_400);
    expect(router.state.location.pathname).toBe('/endredirect');
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });
});

describe('layout (spec §2.3)', () => {
  it('on wide screens: every navigation item, the sidebar with the person, their house and help', async () => {
    window.innerWidth = 1280;
    renderApp('/news', signedIn(testUser({ first_name: 'Ana', last_name: 'Martin' })));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['News', '/news'],
      ['Services', '/services/tabs/campus'],
      ['House', '/house'],
      ['Identification', '/my-identity/identification'],
      ['Directory', '/directory'],
      ['Map', '/pages/map'],
      ['Search', '/search'],
      ['Profile', '/profile/edit'],
      ['My checklists', '/profile/checklists'],
      ['Notifications', '/notifications'],
      ['Settings', '/profile/settings'],
    ]);
    const sidebar = screen.getByRole('complementary', { name: 'My account' });
    expect(within(sidebar).getByText('MARTIN')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'See my profile' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
    expect(within(sidebar).getByText('Maison du Brésil')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'support@campus.example' })).toHaveAttribute(
      'href',
      'mailto:support@campus.example',
    );
    // Two copies, one shown per width by CSS (left column when wide enough, else the footer).
    expect(screen.getAllByRole('navigation', { name: 'About the portal' })).toHaveLength(2);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('on phones: shortcuts in the top bar, Profile goes to /profile, no wide-only items', async () => {
    window.innerWidth = 390;
    renderApp('/news', signedIn());
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(nav).queryByRole('link', { name: 'My checklists' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Identification', 'Map', 'Directory', 'Search']);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it("speaks the person's language (acf.locale fr_FR) and sets <html lang>", async () => {
    renderApp('/news', signedIn(testUser({ first_name: 'Ana' }, { locale: 'fr_FR' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Actualités' })).toBeInTheDocument();
    expect(screen.getByText('Bonjour Ana,')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });
});
