import { useEffect, useState } from 'react';
import { useLogger } from '../debug/debug-context.tsx';
import { nativeServices } from './current-platform.ts';
import type { OfflineUserData } from './offline-user-data.ts';

/**
 * The person's data saved on the device (the app only): undefined while it is read, null when there is
 * none (always null on the web, which saves nobody's data).
 */
export function useOfflineUserData(): OfflineUserData | null | undefined {
  const log = useLogger();
  const store = nativeServices()?.store ?? null;
  const [data, setData] = useState<OfflineUserData | null | undefined>(store === null ? null : undefined);
  useEffect(() => {
    if (store === null) return;
    let current = true;
    // Only the app reads it: the web's first load does without the reading code (issue #20).
    void import('./offline-user-data.ts')
      .then(({ loadOfflineUserData }) => loadOfflineUserData(store, log))
      .then((loaded) => {
        if (current) setData(loaded);
      });
    return () => {
      current = false;
    };
  }, [store, log]);
  return data;
}
