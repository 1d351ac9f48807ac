import { useEffect } from 'react';
import { announcePushReceived } from './push-received.ts';
import type { DevicePush } from './device-push.ts';

/**
 * While the portal is open, each push the device receives makes the inbox fetch again (§4). The device's
 * push channel loads after the first paint (a push can only come once the page is up): its code is not
 * part of the first load (issue #20).
 */
export function usePushMessages(device?: DevicePush): void {
  useEffect(() => {
    let stopListening: (() => void) | undefined;
    let unmounted = false;
    const channel =
      device === undefined
        ? import('./default-device-push.ts').then(({ defaultDevicePush }) => defaultDevicePush())
        : Promise.resolve(device);
    void channel.then((push) => {
      if (!unmounted && push.supported()) stopListening = push.onPush(announcePushReceived);
    });
    return () => {
      unmounted = true;
      stopListening?.();
    };
  }, [device]);
}
