import type { ApiClient } from '../api/api-client.ts';
import type { DevicePush } from './device-push.ts';
import { deleteDeviceSubscription } from './push-subscriptions.ts';
import { defaultDevicePush } from './default-device-push.ts';

/** Sign-out does not wait longer than this for the push service and the server. */
const FORGET_TIMEOUT_MS = 3_000;

/**
 * On sign-out, this device stops receiving the person's pushes: its subscription ends and the server
 * forgets it — on a shared computer, the next person must not see the previous one's notifications. Never
 * fails and never holds the sign-out for long: the push service answers 410 for an ended subscription, and
 * the server then removes it anyway.
 */
export async function forgetThisDevice(
  api: ApiClient,
  device: DevicePush = defaultDevicePush(),
): Promise<void> {
  if (!device.supported()) return;
  const forget = async () => {
    const endpoint = await device.unsubscribe();
    if (endpoint !== null) await deleteDeviceSubscription(api, endpoint);
  };
  await Promise.race([
    forget().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FORGET_TIMEOUT_MS)),
  ]);
}
