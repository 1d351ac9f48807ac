import type { Language } from '@campus/domain/locale';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOidc } from '../../lib/testing/fake-oidc.ts';
import { testConfig } from '../../lib/testing/fixtures.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { LandingPage } from './landing-page.tsx';

function renderLanding(oidc = fakeOidc(), language: Language = 'en') {
  const services = createTestServices({ oidc, language });
  services.auth.start();
  renderRoutes([{ path: '/landing', Component: LandingPage }], services, '/landing');
  return services;
}

const host = globalThis as { Capacitor?: unknown };

describe('landing page (spec §2.2)', () => {
  afterEach(() => {
    delete host.Capacitor;
  });

  it('the login button is disabled while a sign-in is in progress', async () => {
    const { oidc } = renderLanding();
    const login = await screen.findByRole('button', { name: 'Connexion / Login' });
    expect(login).toBeEnabled();

    await userEvent.click(login);

    expect(oidc.signinRedirect).toHaveBeenCalledTimes(1);
    expect(oidc.signinRedirect).toHaveBeenCalledWith({ ui_locales: 'en' });
    expect(login).toBeDisabled();
    await userEvent.click(login);
    expect(oidc.signinRedirect).toHaveBeenCalledTimes(1);
  });

  it("asks the identity provider for its pages in the portal's language (ui_locales, issue #29)", async () => {
    // A visitor's language: the browser's, or the last person's on this device (session-language.ts).
    const { oidc } = renderLanding(fakeOidc(), 'fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Connexion / Login' }));
    expect(oidc.signinRedirect).toHaveBeenCalledWith({ ui_locales: 'fr' });
  });

  it('the login button is enabled again when the sign-in fails', async () => {
    const oidc = fakeOidc();
    oidc.signinRedirect.mockRejectedValue(new Error('identity provider unreachable'));
    renderLanding(oidc);
    const login = await screen.findByRole('button', { name: 'Connexion / Login' });
    await userEvent.click(login);
    expect(login).toBeEnabled();
  });

  it('offers the support e-mail and, on the web, the store badges', async () => {
    renderLanding();
    expect(await screen.findByRole('link', { name: testConfig.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${testConfig.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      testConfig.storeLinks.ios,
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      testConfig.storeLinks.android,
    );
  });

  it('hides the store badges inside the native app', async () => {
    host.Capacitor = { isNativePlatform: () => true };
    renderLanding();
    await screen.findByRole('button', { name: 'Connexion / Login' });
    expect(screen.queryByRole('link', { name: 'Download on the App Store' })).not.toBeInTheDocument();
  });
});
