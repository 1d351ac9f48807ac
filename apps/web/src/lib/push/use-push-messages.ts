import { useEffect } from 'react';
import { announcePushReceived } from '../notifications/push-received.ts';
import type { DevicePush } from './device-push.ts';
import { defaultDevicePush } from './default-device-push.ts';

/** While the portal is open, each push the device receives makes the inbox fetch again (§4). */
export function usePushMessages(device: DevicePush = defaultDevicePush()): void {
  useEffect(() => (device.supported() ? device.onPush(announcePushReceived) : undefined), [device]);
}
