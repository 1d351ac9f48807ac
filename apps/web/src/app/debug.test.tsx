import { BACKEND_TOKEN_HEADER } from '@campus/domain/auth-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { fakeOidc } from '../lib/testing/fake-oidc.ts';
import { testConfig, testUser } from '../lib/testing/fixtures.ts';
import { server } from '../lib/testing/msw-server.ts';
import { testCampus } from '../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../lib/testing/test-services.tsx';
import { createRoutes } from './routes.tsx';

function signedIn(path: string) {
  testCampus.me = testUser();
  const oidc = fakeOidc({
    access_token: 'access-1',
    id_token: 'id-1',
    profile: { sub: 'subject-7', preferred_username: 'ana.martin' },
    expires_at: 1_900_000_000,
  });
  const services = createTestServices({ backendToken: 'backend-1', oidc });
  services.auth.start();
  return { ...renderRoutes(createRoutes(services), services, path), services };
}

function visitor(path: string) {
  const services = createTestServices();
  services.auth.start();
  return { ...renderRoutes(createRoutes(services), services, path), services };
}

async function tapLogo(logo: HTMLElement, times: number) {
  const user = userEvent.setup();
  for (let tap = 0; tap < times; tap += 1) await user.click(logo);
}

describe('debug mode (spec §2.1, §2.3, §2.4)', () => {
  it('answers /debug with the 404 page before the unlock', async () => {
    signedIn('/debug');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('reveals the debug link on the 8th logo tap, not the 7th, and opens /debug', async () => {
    const { router } = signedIn('/news');
    const logo = await screen.findByRole('link', { name: 'Campus portal, home' });
    await tapLogo(logo, 7);
    expect(screen.queryByRole('link', { name: 'Debug' })).not.toBeInTheDocument();
    await tapLogo(logo, 1);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Debug' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Debug' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/debug');
    const authConfig = screen.getByRole('region', { name: 'Auth configuration' });
    expect(within(authConfig).getByText(testConfig.oidc.clientId)).toBeInTheDocument();
    expect(within(authConfig).getByText(testConfig.oidc.authority)).toBeInTheDocument();
    const idpUser = screen.getByRole('region', { name: 'Identity provider user' });
    expect(await within(idpUser).findByText('subject-7')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Environment' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Log level' })).toHaveValue('2');
  });

  it('expires the backend token, then a test request renews it (spec §4 Connection)', async () => {
    const user = userEvent.setup();
    signedIn('/news');
    await tapLogo(await screen.findByRole('link', { name: 'Campus portal, home' }), 8);
    await user.click(screen.getByRole('link', { name: 'Debug' }));
    await screen.findByRole('heading', { level: 1, name: 'Debug' });
    let revoked = false;
    let bearer: string | null = null;
    server.use(
      http.delete('*/wp-json/portal/v1/sessions/current', () => {
        revoked = true;
        return HttpResponse.json({ deleted: true });
      }),
      http.get('*/wp-json/wp/v2/users/me', ({ request }) => {
        bearer = request.headers.get('authorization');
        return HttpResponse.json(testCampus.me, { headers: { [BACKEND_TOKEN_HEADER]: 'backend-2' } });
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Expire the backend token' }));
    expect(await screen.findByText(/Backend token expired/)).toBeInTheDocument();
    expect(revoked).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.backendToken)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send a test request' }));
    // Spec §2.4: the result shows the answer's status and how long it took.
    expect(
      await screen.findByText(/^Test request answered 200 in \d+ ms · Backend token renewed$/),
    ).toBeInTheDocument();
    // Without the backend token the request signed in with the identity provider's access token (§7).
    expect(bearer).toBe('Bearer access-1');
    expect(window.localStorage.getItem(STORAGE_KEYS.backendToken)).toBe('backend-2');
  });

  it('signs the person out when the test request is refused with a jwt 403 (spec §4, §8)', async () => {
    const user = userEvent.setup();
    const { router } = signedIn('/news');
    await tapLogo(await screen.findByRole('link', { name: 'Campus portal, home' }), 8);
    await user.click(screen.getByRole('link', { name: 'Debug' }));
    await screen.findByRole('heading', { level: 1, name: 'Debug' });
    server.use(
      http.get('*/wp-json/wp/v2/users/me', () =>
        HttpResponse.json(
          { code: 'jwt_auth_invalid_token', message: 'Expired.', data: { status: 403 } },
          { status: 403 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send a test request' }));
    expect(await screen.findByRole('button', { name: 'Connexion / Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the chosen log level and clears the list', async () => {
    const user = userEvent.setup();
    const { services } = signedIn('/news');
    await tapLogo(await screen.findByRole('link', { name: 'Campus portal, home' }), 8);
    await user.click(screen.getByRole('link', { name: 'Debug' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Log level' }), 'Debug');
    expect(window.localStorage.getItem(STORAGE_KEYS.logLevel)).toBe('0');
    services.log.error('something to see');
    expect(await screen.findByText('something to see')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear logs' }));
    expect(screen.queryByText('something to see')).not.toBeInTheDocument();
  });
});

describe('landing chips and /logs (spec §2.2)', () => {
  it('stays unlocked after a reload: /logs opens at once (spec §9 persisted locally)', async () => {
    const first = visitor('/');
    await tapLogo(await screen.findByRole('button', { name: 'Campus portal logo' }), 8);
    await screen.findByRole('navigation', { name: 'Quick access' });
    // A reload: a new page, new services, the same browser storage.
    first.unmount();
    visitor('/logs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Logs' })).toBeInTheDocument();
  });

  it('answers /logs with a 404 before the unlock', async () => {
    visitor('/logs');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers no emergency or QR chip on the web, and a debug chip to /logs once debug is on', async () => {
    const user = userEvent.setup();
    const { router, services } = visitor('/');
    const logo = await screen.findByRole('button', { name: 'Campus portal logo' });
    expect(screen.queryByRole('navigation', { name: 'Quick access' })).not.toBeInTheDocument();
    await tapLogo(logo, 8);
    const chips = screen.getByRole('navigation', { name: 'Quick access' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Debug']);
    services.log.warn('sign-in failed');
    await user.click(within(chips).getByRole('link', { name: 'Debug' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Logs' })).toBeInTheDocument();
    expect(screen.getByText('sign-in failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/logs');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Connexion / Login' })).toBeInTheDocument();
  });
});
