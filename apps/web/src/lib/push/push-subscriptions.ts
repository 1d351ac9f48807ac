import type { ApiClient } from '../api/api-client.ts';
import type { PushDeviceSubscription } from './device-push.ts';

const path = '/portal/v1/push-subscriptions';

/** POST /portal/v1/push-subscriptions: this device now pushes to the signed-in person. */
export async function saveDeviceSubscription(
  api: ApiClient,
  subscription: PushDeviceSubscription,
): Promise<void> {
  await api.request(path, { method: 'POST', body: subscription });
}

/** DELETE /portal/v1/push-subscriptions: this device stops. */
export async function deleteDeviceSubscription(api: ApiClient, endpoint: string): Promise<void> {
  await api.request(path, { method: 'DELETE', body: { endpoint } });
}
