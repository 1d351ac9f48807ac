/**
 * What the portal keeps in the browser's localStorage (spec §9 "Persisted locally"), under one prefix so
 * a sign-out can clear the portal's data without touching other apps on the same origin.
 */
const PREFIX = 'campus.';

export const STORAGE_KEYS = {
  /** The backend token issued by the server; stored apart from everything else (spec §9). */
  backendToken: `${PREFIX}backend-token`,
  /** The private path a visitor asked for, restored after sign-in (spec §2.1). */
  requestedPath: `${PREFIX}requested-path`,
  /** The log level of the debug tools (spec §4 "Other"). */
  logLevel: `${PREFIX}log-level`,
  /**
   * The language of the last person signed in on this device: a cold load starts in it (its first
   * requests carry it, spec §7 wpml_language) and the sign-out pages speak it.
   */
  language: `${PREFIX}language`,
  /** The debug unlock (spec §2.3): a log setting, kept like the level. */
  debugMode: `${PREFIX}debug-mode`,
  /**
   * A prefix: the staff editor's unsaved changes kept in the browser, one key per person, content type and
   * item (ADR 034). Under the portal's prefix, so that a sign-out removes them with the rest.
   */
  staffAutosave: `${PREFIX}staff-autosave.`,
} as const;

/** oidc-client-ts keeps the signed-in identity under this prefix (its WebStorageStateStore default). */
const OIDC_PREFIX = 'oidc.';
/** The key prefix of the stored identity itself (oidc-client-ts's `user:{authority}:{client id}`). */
export const OIDC_IDENTITY_PREFIX = `${OIDC_PREFIX}user:`;

/**
 * What survives a sign-out or a failed sign-in: the log settings (spec §4 Connection: level and debug
 * unlock) and the requested
 * path, which is navigation rather than auth data — after a rejected token the person signs in again and
 * comes back to the page they were on.
 */
const KEPT_ON_RESET: ReadonlySet<string> = new Set([
  STORAGE_KEYS.logLevel,
  STORAGE_KEYS.debugMode,
  STORAGE_KEYS.language,
  STORAGE_KEYS.requestedPath,
]);

/** Removes the backend token, the identity and any other portal entry, except what a reset keeps. */
export function clearStoredSession(storage: Storage): void {
  const doomed: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key === null || KEPT_ON_RESET.has(key)) continue;
    if (key.startsWith(PREFIX) || key.startsWith(OIDC_PREFIX)) doomed.push(key);
  }
  // Collected first: removing while iterating would shift the indexes.
  for (const key of doomed) storage.removeItem(key);
}

/** The part of the Web Storage API the portal uses, so that tests and fallbacks can supply their own. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A store that forgets everything when the page goes away. */
export function createMemoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

/** Storage can throw (private mode, quota); the portal then runs without persistence. */
export function readItem(storage: KeyValueStore, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(storage: KeyValueStore, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Nothing to do: the value only lives for this page.
  }
}

export function removeItem(storage: KeyValueStore, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Same as above.
  }
}
