import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakePushBrowser } from '../testing/fake-push-browser.ts';
import { testCampus } from '../testing/test-campus.ts';
import { createTestServices } from '../testing/test-services.tsx';
import { webDevicePush } from './device-push.ts';
import { forgetThisDevice } from './forget-this-device.ts';

async function signedInApi() {
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  await waitFor(() => {
    expect(services.auth.getState().user).not.toBeNull();
  });
  return services.api;
}

const deletes = () =>
  testCampus.requests.filter(
    (request) => request.method === 'DELETE' && request.path === '/portal/v1/push-subscriptions',
  );

describe('forgetting this device on sign-out (a shared computer must not keep the last person’s pushes)', () => {
  it('ends the subscription and tells the server', async () => {
    const api = await signedInApi();
    const browser = fakePushBrowser({ subscribed: true, permission: 'granted' });
    const subscription = browser.current();
    await forgetThisDevice(api, webDevicePush(browser.scope));
    expect(subscription?.unsubscribe).toHaveBeenCalledTimes(1);
    expect(deletes()).toEqual([expect.objectContaining({ body: { endpoint: subscription?.endpoint } })]);
  });

  it('does nothing, and does not wait, where no worker was ever registered', async () => {
    const api = await signedInApi();
    const browser = fakePushBrowser();
    const started = performance.now();
    await forgetThisDevice(api, webDevicePush(browser.scope));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(deletes()).toEqual([]);
  });
});
