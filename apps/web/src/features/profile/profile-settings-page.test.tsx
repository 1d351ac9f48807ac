import type { PortalConfig } from '@campus/domain/portal-config';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectFocusHeld, heldBack } from '../../lib/testing/focus.ts';
import { fakePushBrowser, TEST_SUBSCRIPTION, TEST_VAPID_KEY } from '../../lib/testing/fake-push-browser.ts';
import { testConfig, testUser } from '../../lib/testing/fixtures.ts';
import { server } from '../../lib/testing/msw-server.ts';
import { TAGS, testCampus } from '../../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { ProfileSettingsPage } from './profile-settings-page.tsx';

/** The screen as the route guard shows it, once users/me has answered; returns its dialog. */
async function renderSettings(config: PortalConfig = testConfig) {
  const services = createTestServices({ backendToken: 'backend-1', config });
  services.auth.start();
  await waitFor(() => {
    expect(services.auth.getState().user).not.toBeNull();
  });
  renderRoutes(
    [{ path: '/profile/settings', element: <ProfileSettingsPage /> }],
    services,
    '/profile/settings',
  );
  return { dialog: await screen.findByRole('dialog', { name: 'Settings' }) };
}

const profileSaves = () =>
  testCampus.requests.filter((request) => request.method === 'PUT' && request.path === '/acf/v3/users/7');

/**
 * The server refuses the first save that carries a phone number. Matched on the body: a save another
 * test's screen flushed as it closed may still arrive, and must not use up the refusal.
 */
const refuseFirstPhoneSave = () => {
  let refused = false;
  server.use(
    http.put('*/wp-json/acf/v3/users/:id', async ({ request }) => {
      const body = (await request.clone().json()) as { acf?: { mobilephone?: unknown } };
      if (refused || typeof body.acf?.mobilephone !== 'string') return undefined;
      refused = true;
      return HttpResponse.json(
        { code: 'rest_cannot_edit', message: 'x', data: { status: 403 } },
        { status: 403 },
      );
    }),
  );
};

/** Holds the profile saves back until released, then lets the test campus answer them. */
function holdProfileSaves() {
  const held = heldBack();
  server.use(
    http.put('*/wp-json/acf/v3/users/:id', async () => {
      await held.released;
      return undefined;
    }),
  );
  return held;
}

describe('profile settings (spec §2.12 /profile/settings, §4 Profile, §5)', () => {
  it('summarises the person’s centers of interest and links to the hobbies screen', async () => {
    testCampus.me = testUser({}, { tags: [{ term_id: TAGS.music.id }, { term_id: TAGS.football.id }] });
    const { dialog } = await renderSettings();
    const settings = within(dialog);
    const row = await settings.findByRole('link', { name: /Centers of interest/ });
    await waitFor(() => {
      expect(row).toHaveTextContent(/Music.*Football/);
    });
    expect(row).toHaveAttribute('href', '/profile/hobbies');
  });

  it('hides what is shared while the profile is private, and offers it once it is not', async () => {
    const user = userEvent.setup();
    const { dialog } = await renderSettings();
    const settings = within(dialog);
    expect(settings.getByRole('radio', { name: /^Private/ })).toBeChecked();
    expect(settings.queryByRole('group', { name: 'What I share' })).not.toBeInTheDocument();
    await user.click(settings.getByRole('radio', { name: /^Public/ }));
    expect(settings.getByRole('group', { name: 'What I share' })).toBeInTheDocument();
  });

  it('auto-saves a privacy change one second after the last change, in one request', async () => {
    const user = userEvent.setup();
    const { dialog } = await renderSettings();
    const settings = within(dialog);
    await user.click(settings.getByRole('radio', { name: /^House|^My house/ }));
    await user.click(settings.getByRole('radio', { name: /^Public/ }));
    expect(profileSaves()).toHaveLength(0);
    expect(
      await screen.findByText('Information saved successfully', {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(profileSaves().map((request) => request.body)).toEqual([{ acf: { confidentiality: 'public' } }]);
    expect(testCampus.me.acf.confidentiality).toBe('public');
  });

  it('applies the chosen theme at once and stores it with the profile (issue #19)', async () => {
    const user = userEvent.setup();
    const { dialog } = await renderSettings();
    const settings = within(dialog);
    expect(settings.getByRole('radio', { name: 'Like my device' })).toBeChecked();
    await user.click(settings.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(
      await screen.findByText('Information saved successfully', {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(profileSaves().map((request) => request.body)).toEqual([{ acf: { theme: 'dark' } }]);
    await user.click(settings.getByRole('radio', { name: 'Like my device' }));
    expect(document.documentElement.dataset['theme']).toBeUndefined();
  });

  it('keeps the save button disabled while the phone number is invalid, and auto-saves a valid one', async () => {
    const user = userEvent.setup();
    const { dialog } = await renderSettings();
    const settings = within(dialog);
    const phone = settings.getByLabelText('Mobile phone');
    await user.type(phone, '12');
    expect(settings.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(phone);
    await user.type(phone, '06 12 34 56 78');
    expect(settings.getByRole('button', { name: 'Save' })).toBeEnabled();
    await waitFor(
      () => {
        expect(testCampus.me.acf.mobilephone).toBe('06 12 34 56 78');
      },
      { timeout: 3_000 },
    );
  });

  it('explains the expected format to screen readers, and marks the number invalid only once typed (issue #34)', async () => {
    const user = userEvent.setup();
    const { dialog } = await renderSettings();
    const settings = within(dialog);
    const phone = settings.getByLabelText('Mobile phone');
    expect(phone).toHaveAccessibleDescription('A French number, such as 06 12 34 56 78 or +33 6 12 34 56 78');
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(phone, 'abc!!');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(settings.getByRole('button', { name: 'Save' })).toBeDisabled();
    // §5: no error message; the hint is the same whatever is typed.
    expect(settings.queryByRole('alert')).not.toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription('A French number, such as 06 12 34 56 78 or +33 6 12 34 56 78');
    await user.clear(phone);
    await user.type(phone, '06 12 34 56 78');
    expect(phone).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows a failed save with a retry, keeps the typed number, and saves it on retry', async () => {
    const user = userEvent.setup();
    refuseFirstPhoneSave();
    const { dialog } = await renderSettings();
    const settings = within(dialog);
    const phone = settings.getByLabelText('Mobile phone');
    await user.type(phone, '06 12 34 56 78');
    await user.click(settings.getByRole('button', { name: 'Save' }));

    expect(await settings.findByRole('alert')).toHaveTextContent('Your changes could not be saved.');
    expect(phone).toHaveValue('06 12 34 56 78');
    expect(testCampus.me.acf.mobilephone).toBeNull();

    await user.click(settings.getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(settings.queryByRole('alert')).not.toBeInTheDocument();
    });
    expect(testCampus.me.acf.mobilephone).toBe('06 12 34 56 78');
    expect(phone).toHaveValue('06 12 34 56 78');
  });

  it('keeps the focus on Save while the number is saved, and on the title once a retry worked (issue #34)', async () => {
    const user = userEvent.setup();
    refuseFirstPhoneSave();
    const { dialog } = await renderSettings();
    const settings = within(dialog);
    await user.type(settings.getByLabelText('Mobile phone'), '06 12 34 56 78');
    const save = settings.getByRole('button', { name: 'Save' });
    const held = holdProfileSaves();
    save.focus();
    await user.keyboard('{Enter}');
    expect(save).toHaveAttribute('aria-busy', 'true');
    expectFocusHeld(save);
    held.release();
    const retry = await settings.findByRole('button', { name: 'Retry' });
    retry.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(retry).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(settings.getByRole('heading', { name: 'Settings' })).toHaveFocus();
    });
  });

  it('sends a failed change again with the next save, so nothing is lost without pressing retry', async () => {
    const user = userEvent.setup();
    refuseFirstPhoneSave();
    const { dialog } = await renderSettings();
    const settings = within(dialog);
    await user.type(settings.getByLabelText('Mobile phone'), '06 12 34 56 78');
    await user.click(settings.getByRole('button', { name: 'Save' }));
    await settings.findByRole('alert');
    await user.click(settings.getByRole('switch', { name: 'Notifications' }));
    await waitFor(
      () => {
        expect(testCampus.me.acf).toMatchObject({ mobilephone: '06 12 34 56 78', notifications: false });
      },
      { timeout: 3_000 },
    );
    expect(settings.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the notifications switch on this device (spec §2.12, §4 Push notifications)', () => {
  const pushConfig: PortalConfig = {
    ...testConfig,
    notifications: { ...testConfig.notifications, vapidPublicKey: TEST_VAPID_KEY },
  };
  const pushRequests = () =>
    testCampus.requests.filter((request) => request.path === '/portal/v1/push-subscriptions');
  let uninstall: () => void = () => undefined;
  afterEach(() => {
    uninstall();
  });

  /** The settings with this browser's push APIs, once the device's subscription has been read (§4 init). */
  async function openSettingsWithPush(browser: ReturnType<typeof fakePushBrowser>, config = pushConfig) {
    uninstall = browser.install();
    const { dialog } = await renderSettings(config);
    if (config.notifications.vapidPublicKey !== null) {
      await waitFor(() => {
        expect(browser.pushManager.getSubscription).toHaveBeenCalled();
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    }
    return within(dialog);
  }

  it('turning it on saves the setting and subscribes this device, asking permission first', async () => {
    const user = userEvent.setup();
    testCampus.me = testUser({}, { notifications: false });
    const browser = fakePushBrowser();
    const settings = await openSettingsWithPush(browser);
    expect(browser.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    await user.click(settings.getByRole('switch', { name: 'Notifications' }));
    await waitFor(() => {
      expect(pushRequests()).toEqual([expect.objectContaining({ method: 'POST', body: TEST_SUBSCRIPTION })]);
    });
    expect(browser.Notification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(testCampus.me.acf.notifications).toBe(true);
    });
    expect(settings.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("goes back off and saves nothing when the browser refuses, saying 'Web notifs are blocked' (§4)", async () => {
    const user = userEvent.setup();
    testCampus.me = testUser({}, { notifications: false });
    const browser = fakePushBrowser({ answer: 'denied' });
    const settings = await openSettingsWithPush(browser);
    const toggle = settings.getByRole('switch', { name: 'Notifications' });
    await user.click(toggle);
    expect(await settings.findByRole('alert')).toHaveTextContent('Notifications are blocked in this browser');
    expect(toggle).not.toBeChecked();
    // Past the auto-save's second: nothing was saved, the setting is still off.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(profileSaves()).toHaveLength(0);
    expect(testCampus.me.acf.notifications).toBe(false);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(pushRequests()).toEqual([]);
  });

  it('turning it off saves the setting, unsubscribes this device and tells the server', async () => {
    const user = userEvent.setup();
    testCampus.me = testUser({}, { notifications: true });
    const browser = fakePushBrowser({ subscribed: true, permission: 'granted' });
    const subscription = browser.current();
    const settings = await openSettingsWithPush(browser);
    await user.click(settings.getByRole('switch', { name: 'Notifications' }));
    await waitFor(() => {
      expect(pushRequests().at(-1)).toEqual(
        expect.objectContaining({ method: 'DELETE', body: { endpoint: TEST_SUBSCRIPTION.endpoint } }),
      );
    });
    expect(subscription?.unsubscribe).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(testCampus.me.acf.notifications).toBe(false);
    });
  });

  it('only saves the setting when the server offers no push (no VAPID key)', async () => {
    const user = userEvent.setup();
    testCampus.me = testUser({}, { notifications: false });
    const browser = fakePushBrowser();
    const settings = await openSettingsWithPush(browser, testConfig);
    await user.click(settings.getByRole('switch', { name: 'Notifications' }));
    await waitFor(() => {
      expect(testCampus.me.acf.notifications).toBe(true);
    });
    expect(browser.container.register).not.toHaveBeenCalled();
    expect(browser.Notification.requestPermission).not.toHaveBeenCalled();
    expect(pushRequests()).toEqual([]);
    expect(settings.queryByRole('alert')).not.toBeInTheDocument();
  });
});
