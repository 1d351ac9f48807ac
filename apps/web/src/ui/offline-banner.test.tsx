import type { Language } from '@campus/domain/locale';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n/i18n.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { bothCatalogs } from '../lib/testing/catalogs.ts';

function renderBanner(language: Language): void {
  render(
    <I18nextProvider i18n={createI18n(language, bothCatalogs)}>
      <OfflineBanner />
    </I18nextProvider>,
  );
}

function goOffline(offline: boolean): void {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner (issue #17: an offline banner in both languages)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says nothing while the network is there, then announces that it is gone, and leaves when it is back', () => {
    renderBanner('en');
    const region = screen.getByTestId('offline-banner');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    goOffline(true);
    expect(region).toHaveTextContent('You are offline: the portal shows what this device saved.');
    goOffline(false);
    expect(region).toBeEmptyDOMElement();
  });

  it('speaks French', () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderBanner('fr');
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(
      'Vous êtes hors ligne : le portail affiche ce que cet appareil a enregistré.',
    );
  });
});
