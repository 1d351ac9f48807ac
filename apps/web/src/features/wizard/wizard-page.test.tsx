import type { PortalConfig } from '@campus/domain/portal-config';
import type { WizardStep } from '@campus/domain/wizard';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectFocusHeld, heldBack } from '../../lib/testing/focus.ts';
import { fakePushBrowser, TEST_SUBSCRIPTION, TEST_VAPID_KEY } from '../../lib/testing/fake-push-browser.ts';
import { testConfig, testUser } from '../../lib/testing/fixtures.ts';
import { server } from '../../lib/testing/msw-server.ts';
import { refuseProfileSaves } from '../../lib/testing/profile-saves.ts';
import { testCampus } from '../../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { WizardPage } from './wizard-page.tsx';

/** A resident (by default) who has done `done`, on `path`, once users/me has answered. */
async function renderWizard(
  path: string,
  done: readonly WizardStep[],
  acf: Parameters<typeof testUser>[1] = {},
  config: PortalConfig = testConfig,
) {
  testCampus.me = testUser({}, { wizard: done.map((slug) => ({ slug })), ...acf });
  const services = createTestServices({ backendToken: 'backend-1', config });
  services.auth.start();
  await waitFor(() => {
    expect(services.auth.getState().user).not.toBeNull();
  });
  return renderRoutes(
    [
      { path: '/wizard', element: <WizardPage /> },
      { path: '/wizard/:slug', element: <WizardPage /> },
      { path: '/news', element: <p>News page</p> },
    ],
    services,
    path,
  );
}

const profileSaves = () =>
  testCampus.requests.filter((request) => request.method === 'PUT' && request.path === '/acf/v3/users/7');
const progress = () => screen.getByRole('progressbar', { name: 'Progress' });

describe('first-login wizard (spec §2.15, §4 Wizard, §5)', () => {
  it('opens /wizard at the first step for a new resident, step 1 of 7', async () => {
    const { router } = await renderWizard('/wizard', []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Language' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wizard/language');
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 1 of 7');
  });

  it('resumes at the first step not yet done', async () => {
    const { router } = await renderWizard('/wizard', ['language', 'photo']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Studies' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wizard/cursus');
  });

  it('has no studies step for someone who is not a resident (6 steps)', async () => {
    const { router } = await renderWizard('/wizard', ['language', 'photo'], { user_gia_type: 'employee' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wizard/notifications');
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 3 of 6');
  });

  it('saves the language with the done steps, then goes to the next step', async () => {
    const user = userEvent.setup();
    const { router } = await renderWizard('/wizard/language', []);
    await user.click(await screen.findByRole('button', { name: 'Get started !' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/wizard/photo');
    });
    expect(profileSaves().map((request) => request.body)).toEqual([
      { acf: { locale: 'en_US', wizard: [{ slug: 'language' }] } },
    ]);
  });

  it('puts the focus on each step’s heading, on arrival and after "Next" replaced the step (issue #34)', async () => {
    const user = userEvent.setup();
    await renderWizard('/wizard/language', []);
    const first = await screen.findByRole('heading', { level: 1, name: 'Language' });
    await waitFor(() => {
      expect(first).toHaveFocus();
    });
    await user.click(screen.getByRole('button', { name: 'Get started !' }));
    // The heading takes the focus once the new step is painted, a moment after it appears.
    const next = await screen.findByRole('heading', { level: 1, name: 'Profile picture' });
    await waitFor(() => {
      expect(next).toHaveFocus();
    });
  });

  it('keeps the focus on "Next" while the step is saved (issue #34)', async () => {
    const user = userEvent.setup();
    await renderWizard('/wizard/language', []);
    const held = heldBack();
    server.use(
      http.put('*/wp-json/acf/v3/users/:id', async () => {
        await held.released;
        return undefined;
      }),
    );
    const start = await screen.findByRole('button', { name: 'Get started !' });
    start.focus();
    await user.keyboard('{Enter}');
    expect(start).toHaveAttribute('aria-busy', 'true');
    expectFocusHeld(start);
    held.release();
    // The heading takes the focus once the new step is painted, a moment after it appears.
    const next = await screen.findByRole('heading', { level: 1, name: 'Profile picture' });
    await waitFor(() => {
      expect(next).toHaveFocus();
    });
  });

  it('refuses to leave the photo step without a picture, with the §5 message', async () => {
    const user = userEvent.setup();
    const { router } = await renderWizard('/wizard/photo', ['language']);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No picture for profile selected, please take a picture.',
    );
    expect(router.state.location.pathname).toBe('/wizard/photo');
    expect(profileSaves()).toHaveLength(0);
  });

  it('asks for all three study fields, then saves them as tags', async () => {
    const user = userEvent.setup();
    const { router } = await renderWizard('/wizard/cursus', ['language', 'photo']);
    // Each list fills once its tag group has loaded.
    await screen.findByRole('option', { name: 'Sorbonne' });
    await screen.findByRole('option', { name: 'Physics' });
    await screen.findByRole('option', { name: 'Master 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Institution' }), 'Sorbonne');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not all curriculum information has been selected. Please complete all fields.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field of study' }), 'Physics');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year of study' }), 'Master 1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/wizard/notifications');
    });
    expect(profileSaves().at(-1)?.body).toEqual({
      acf: {
        tags: ['201', '401', '301'],
        wizard: [{ slug: 'language' }, { slug: 'photo' }, { slug: 'cursus' }],
      },
    });
  });

  it('asks for at least 3 interests before going on', async () => {
    const user = userEvent.setup();
    const done: WizardStep[] = ['language', 'photo', 'cursus', 'notifications', 'annuaire'];
    const { router } = await renderWizard('/wizard/interests', done);
    await user.click(await screen.findByRole('checkbox', { name: 'Music' }));
    await user.click(screen.getByRole('checkbox', { name: 'Theatre' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too little interest selected. Please select at least 3.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Football' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/wizard/done');
    });
    expect(testCampus.me.acf.tags.map((tag) => tag.term_id)).toEqual([101, 102, 103]);
  });

  it('stays on the step and says so when the save fails', async () => {
    const user = userEvent.setup();
    refuseProfileSaves('all');
    const { router } = await renderWizard('/wizard/language', []);
    await user.click(await screen.findByRole('button', { name: 'Get started !' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Save data for user failed, please try again.',
    );
    expect(router.state.location.pathname).toBe('/wizard/language');
  });

  it('finishes on the last step and goes to the news', async () => {
    const user = userEvent.setup();
    const done: WizardStep[] = ['language', 'photo', 'cursus', 'notifications', 'annuaire', 'interests'];
    const { router } = await renderWizard('/wizard/done', done);
    await user.click(await screen.findByRole('button', { name: "Let's go !" }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/news');
    });
    expect(testCampus.me.acf.wizard.map((step) => step.slug)).toContain('done');
  });
});

describe("the wizard's notifications step on this device (spec §2.15, §4 Push notifications)", () => {
  const pushConfig: PortalConfig = {
    ...testConfig,
    notifications: { ...testConfig.notifications, vapidPublicKey: TEST_VAPID_KEY },
  };
  const done: WizardStep[] = ['language', 'photo', 'cursus'];
  const pushRequests = () =>
    testCampus.requests.filter((request) => request.path === '/portal/v1/push-subscriptions');
  let uninstall: () => void = () => undefined;
  afterEach(() => {
    uninstall();
  });

  /** The step with this browser's push APIs, once the device's subscription has been read (§4 init). */
  async function openStepWithPush(browser: ReturnType<typeof fakePushBrowser>) {
    uninstall = browser.install();
    const view = await renderWizard('/wizard/notifications', done, { notifications: false }, pushConfig);
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    await waitFor(() => {
      expect(browser.pushManager.getSubscription).toHaveBeenCalled();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    return view;
  }

  it('subscribes this device when switched on, and saves the choice with the step', async () => {
    const user = userEvent.setup();
    const browser = fakePushBrowser();
    const { router } = await openStepWithPush(browser);
    await user.click(screen.getByRole('switch', { name: 'Notifications' }));
    await waitFor(() => {
      expect(pushRequests()).toEqual([expect.objectContaining({ method: 'POST', body: TEST_SUBSCRIPTION })]);
    });
    expect(browser.Notification.requestPermission).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/wizard/annuaire');
    });
    expect(profileSaves().at(-1)?.body).toEqual({
      acf: { notifications: true, wizard: [...done, 'notifications'].map((slug) => ({ slug })) },
    });
  });

  it("says 'Web notifs are blocked' when the browser refuses, sends no subscription and saves the step off", async () => {
    const user = userEvent.setup();
    const browser = fakePushBrowser({ answer: 'denied' });
    await openStepWithPush(browser);
    const toggle = screen.getByRole('switch', { name: 'Notifications' });
    await user.click(toggle);
    // The wizard's own toast region is an alert too, empty until a step refuses: find the one that says so.
    await waitFor(() => {
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent.includes('Notifications are blocked in this browser')),
      ).toBe(true);
    });
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(pushRequests()).toEqual([]);
    // The switch goes back off (§4: not granted, not subscribed) and the step saves it off.
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(profileSaves().at(-1)?.body).toEqual({
        acf: { notifications: false, wizard: [...done, 'notifications'].map((slug) => ({ slug })) },
      });
    });
  });
});
