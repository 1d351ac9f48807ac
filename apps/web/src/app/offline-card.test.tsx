import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePreferences } from '../lib/testing/fake-preferences.ts';
import { saveOfflineUserData } from '../lib/platform/offline-user-data.ts';
import { installNativeServices } from '../lib/platform/current-platform.ts';
import { createNativeServices } from '../lib/platform/native-services.ts';
import { silentLogger } from '../lib/logger.ts';
import { testUser } from '../lib/testing/fixtures.ts';
import { createTestServices, renderRoutes } from '../lib/testing/test-services.tsx';
import { createRoutes } from './routes.tsx';

// The device's storage and screen are outside the tests: the plugins are faked at their boundary.
const preferences = vi.hoisted(() => ({ current: null as null | ReturnType<typeof fakePreferences> }));
vi.mock('@capacitor/preferences', () => ({
  Preferences: {
    get: (options: { key: string }) => preferences.current?.get(options),
    set: (options: { key: string; value: string }) => preferences.current?.set(options),
    remove: (options: { key: string }) => preferences.current?.remove(options),
  },
}));
vi.mock('@capacitor-community/keep-awake', () => ({
  KeepAwake: { keepAwake: () => Promise.resolve(), allowSleep: () => Promise.resolve() },
}));
vi.mock('@capacitor-community/screen-brightness', () => ({
  ScreenBrightness: {
    getBrightness: () => Promise.resolve({ brightness: 0.5 }),
    setBrightness: () => Promise.resolve(),
  },
}));

const host = globalThis as { Capacitor?: unknown };

function openApp(path: string) {
  const services = createTestServices();
  services.auth.start();
  return renderRoutes(createRoutes(services), services, path);
}

const resident = testUser({
  emergency_contacts: [
    { contact_type: 'phone', number: '+33 1 44 16 00 00', title_fr: 'Accueil', title_en: 'Front desk' },
  ],
  qrcode: { identification: { url: 'https://campus.example/qr/identification/7' }, sport: { url: '' } },
});

describe('the app without a session: the card and emergency numbers saved on the device (spec §1, §2.2, §3)', () => {
  beforeEach(() => {
    host.Capacitor = { isNativePlatform: () => true };
    preferences.current = fakePreferences();
    // As main.tsx does inside the app.
    installNativeServices(createNativeServices(silentLogger));
  });
  afterEach(() => {
    installNativeServices(null);
    delete host.Capacitor;
  });

  it('the landing chips open the emergency numbers and the QR code, marked as saved on the device', async () => {
    await saveOfflineUserData(preferences.current!, resident, new Date('2026-03-02T08:00:00Z'));
    openApp('/landing');
    const chips = await screen.findByRole('navigation', { name: 'Quick access' });
    await userEvent.click(within(chips).getByRole('link', { name: 'Emergency contacts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Emergency numbers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Front desk/ })).toHaveAttribute('href', 'tel:+33144160000');
    expect(screen.getByRole('note')).toHaveTextContent('Saved on this device on 2 March 2026');

    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    const chipsAgain = await screen.findByRole('navigation', { name: 'Quick access' });
    await userEvent.click(within(chipsAgain).getByRole('link', { name: 'Show my QR code' }));
    expect(await screen.findByRole('img', { name: 'Identification QR code' })).toBeInTheDocument();
    expect(screen.getByText('MARTIN')).toBeInTheDocument();
  });

  it('with nothing valid saved, offers no chip and sends the person to sign in', async () => {
    await preferences.current!.set({ key: 'campus.offline-user-data', value: '{broken' });
    const { router } = openApp('/emergency');
    expect(await screen.findByRole('button', { name: 'Connexion / Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Quick access' })).toBeNull();
  });
});
