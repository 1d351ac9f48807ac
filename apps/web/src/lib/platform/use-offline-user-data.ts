import { Preferences } from '@capacitor/preferences';
import { useEffect, useState } from 'react';
import { useLogger } from '../debug/debug-context.tsx';
import { webPlatform } from '../platform.ts';
import { loadOfflineUserData, type OfflineUserData } from './offline-user-data.ts';

/**
 * The person's data saved on the device (the app only): undefined while it is read, null when there is
 * none (always null on the web, which saves nobody's data).
 */
export function useOfflineUserData(): OfflineUserData | null | undefined {
  const log = useLogger();
  const native = webPlatform.isNative();
  const [data, setData] = useState<OfflineUserData | null | undefined>(native ? undefined : null);
  useEffect(() => {
    if (!native) return;
    let current = true;
    void loadOfflineUserData(Preferences, log).then((loaded) => {
      if (current) setData(loaded);
    });
    return () => {
      current = false;
    };
  }, [native, log]);
  return data;
}
