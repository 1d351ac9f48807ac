import type { OfflineStore } from '../platform/offline-user-data.ts';

/** @capacitor/preferences as the app sees it, in memory: the device's storage is outside the tests. */
export function fakePreferences(): OfflineStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: ({ key }) => Promise.resolve({ value: values.get(key) ?? null }),
    set: ({ key, value }) => {
      values.set(key, value);
      return Promise.resolve();
    },
    remove: ({ key }) => {
      values.delete(key);
      return Promise.resolve();
    },
  };
}
