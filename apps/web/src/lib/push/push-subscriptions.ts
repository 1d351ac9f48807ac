import type { ApiClient } from '../api/api-client.ts';
import { isApiError } from '../api/api-error.ts';
import { callEndpoint } from '../api/call-endpoint.ts';
import type { DevicePush, PushDeviceSubscription } from './device-push.ts';

/** The server keeps the device's subscription for another account (docs/decisions/022-…). */
export const SUBSCRIPTION_CONFLICT_CODE = 'rest_push_subscription_conflict';

/** POST /portal/v1/push-subscriptions: this device now pushes to the signed-in person. */
export async function saveDeviceSubscription(
  api: ApiClient,
  subscription: PushDeviceSubscription,
): Promise<void> {
  await callEndpoint(api, 'POST /portal/v1/push-subscriptions', { body: subscription });
}

/**
 * Saves this device's subscription for the signed-in person. When the server keeps it for another account
 * (409: nothing in it proves the device is this person's now — an app's token, ADR 022), the device ends
 * that subscription and makes a fresh one, saved instead: the other account's row then dies with the old
 * token. Resolves whether the device ends up subscribed for this person; other failures are thrown, the
 * device's subscription unchanged.
 */
export async function saveForThisPerson(
  api: ApiClient,
  device: DevicePush,
  subscription: PushDeviceSubscription,
  applicationKey: string,
): Promise<boolean> {
  try {
    await saveDeviceSubscription(api, subscription);
    return true;
  } catch (error) {
    if (!isApiError(error) || error.code !== SUBSCRIPTION_CONFLICT_CODE) throw error;
  }
  await device.unsubscribe();
  try {
    await saveDeviceSubscription(api, await device.subscribe(applicationKey));
    return true;
  } catch {
    await device.unsubscribe().catch(() => null);
    return false;
  }
}

/** DELETE /portal/v1/push-subscriptions: this device stops. */
export async function deleteDeviceSubscription(api: ApiClient, endpoint: string): Promise<void> {
  await callEndpoint(api, 'DELETE /portal/v1/push-subscriptions', { body: { endpoint } });
}
