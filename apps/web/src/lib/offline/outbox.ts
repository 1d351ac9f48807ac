import { clear, createStore, del, entries, get, set } from 'idb-keyval';
import { currentPlatform } from '../platform/current-platform.ts';

/**
 * What a person sent while offline, kept until the connection is back (issue #32: a maintenance report
 * typed offline in the app is sent later). Where it is kept depends on the platform (ADR 045): in the app,
 * IndexedDB, so it survives the app being closed; in a browser, the tab's memory only, so nothing of it
 * outlives the tab on a shared computer. Emptied at
 * sign-out (apps/web/src/features/maintenance/waiting-report-sender.tsx).
 */
export interface OutboxEntry<T> {
  id: string;
  /** Whose it is: only that person's session sends it (another account on the same device never does). */
  userId: number;
  savedAt: string;
  payload: T;
  photos: Blob[];
  /** The server's message when it refused the delayed send: the entry then waits for the person, not the network. */
  refusal: string | null;
}

export interface OutboxStore {
  get<T>(id: string): Promise<OutboxEntry<T> | undefined>;
  put<T>(entry: OutboxEntry<T>): Promise<void>;
  remove(id: string): Promise<void>;
  list<T>(): Promise<OutboxEntry<T>[]>;
  clear(): Promise<void>;
}

/** IndexedDB through idb-keyval: Blobs are stored as they are (structured clone), no encoding. */
export function indexedDbOutbox(): OutboxStore {
  const store = createStore('campus-outbox', 'entries');
  return {
    get: (id) => get(id, store),
    put: (entry) => set(entry.id, entry, store),
    remove: (id) => del(id, store),
    list: async <T>() => (await entries<string, OutboxEntry<T>>(store)).map(([, entry]) => entry),
    clear: () => clear(store),
  };
}

export function memoryOutbox(): OutboxStore {
  const kept = new Map<string, OutboxEntry<unknown>>();
  return {
    get: <T>(id: string) => Promise.resolve(kept.get(id) as OutboxEntry<T> | undefined),
    put: (entry) => {
      kept.set(entry.id, entry);
      return Promise.resolve();
    },
    remove: (id) => {
      kept.delete(id);
      return Promise.resolve();
    },
    list: <T>() => Promise.resolve([...kept.values()] as OutboxEntry<T>[]),
    clear: () => {
      kept.clear();
      return Promise.resolve();
    },
  };
}

let nativeOutbox: OutboxStore | null = null;
const tabOutbox = memoryOutbox();

/** The outbox of the platform the portal runs on (decided on each call: tests switch the platform). */
export function outbox(): OutboxStore {
  if (!currentPlatform().isNative()) return tabOutbox;
  nativeOutbox ??= indexedDbOutbox();
  return nativeOutbox;
}

/** Sign-out: nothing a person left waiting is sent, or kept, after them. */
export async function clearOutbox(): Promise<void> {
  await outbox().clear();
}

const LOCK_NAME = 'campus-outbox';
let localChain: Promise<unknown> = Promise.resolve();

/**
 * Runs `send` alone: across the tabs and the app's start and `online` event, so an entry is sent once. The
 * Web Locks API where there is one (every current browser and WebView); else one queue in this page.
 */
export function withOutboxLock<T>(send: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  // The lock's promise resolves to the callback's promise: `then` unwraps it.
  if (locks !== undefined) return locks.request(LOCK_NAME, send).then((sent) => sent);
  const run = localChain.then(send, send);
  localChain = run.catch(() => undefined);
  return run;
}
