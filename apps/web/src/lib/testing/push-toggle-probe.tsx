import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { PortalProviders } from '../portal-providers.tsx';
import type { DevicePush } from '../push/device-push.ts';
import { PushBlockedNotice } from '../push/push-blocked-notice.tsx';
import { usePushToggle } from '../push/use-push-toggle.ts';
import { testConfig } from './fixtures.ts';
import { testCampus } from './test-campus.ts';
import { createTestServices } from './test-services.tsx';

/** The push toggle of a device as a screen offers it: its state, on and off, and the blocked notice. */
function PushToggleProbe({ device }: { device: DevicePush }) {
  const push = usePushToggle(device);
  return (
    <>
      <output aria-label="state">{push.state}</output>
      <button type="button" onClick={() => void push.toggle(true)}>
        on
      </button>
      <button type="button" onClick={() => void push.toggle(false)}>
        off
      </button>
      <PushBlockedNotice blocked={push.blocked} />
    </>
  );
}

/**
 * Renders the probe for a signed-in resident once users/me has answered, with the portal's VAPID key
 * (null: the server offers no Web Push).
 */
export async function renderPushToggleProbe(
  device: DevicePush,
  vapidPublicKey: string | null = testConfig.notifications.vapidPublicKey,
): Promise<void> {
  const services = createTestServices({
    backendToken: 'backend-1',
    config: { ...testConfig, notifications: { ...testConfig.notifications, vapidPublicKey } },
  });
  services.auth.start();
  await waitFor(() => {
    expect(services.auth.getState().user).not.toBeNull();
  });
  render(
    <PortalProviders services={services}>
      <PushToggleProbe device={device} />
    </PortalProviders>,
  );
}

/** The §4 push state the probe shows. */
export const pushToggleState = () => Number(screen.getByRole('status', { name: 'state' }).textContent);

/** Waits until the probe shows `state`. */
export const stateBecomes = (state: number) =>
  waitFor(() => {
    expect(pushToggleState()).toBe(state);
  });

/** What the screen asked of the push-subscriptions endpoint. */
export const pushSubscriptionRequests = () =>
  testCampus.requests.filter((request) => request.path === '/portal/v1/push-subscriptions');
