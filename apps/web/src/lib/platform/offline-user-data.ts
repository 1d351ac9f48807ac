import type { User } from '@campus/domain/user';
import type { Logger } from '../logger.ts';
import type { OfflineShortcuts } from '../platform.ts';
import { Check as matchesSavedUserData } from 'virtual:schema-check/offline-user-data';
import type { SavedUserData } from './offline-user-data-schema.ts';

/**
 * Spec §1, §2.2, §9: what the app keeps on the device at sign-in so that the person's card, QR codes and
 * emergency numbers open without the network — in its own entry, apart from the backend token (which stays
 * where the session keeps it, lib/auth/backend-token.ts), and removed at sign-out.
 */
export const OFFLINE_USER_DATA_KEY = 'campus.offline-user-data';

/** What the device holds, checked with the check compiled from OfflineUserDataSchema at build time. */
const isSavedUserData = (value: unknown): value is SavedUserData => matchesSavedUserData(value);

/** The person's data as saved at the last sign-in; `offline` marks data read from the device (§3). */
export type OfflineUserData = SavedUserData & { offline: true };

/** The part of @capacitor/preferences the app uses (asynchronous key-value strings on the device). */
export interface OfflineStore {
  get(options: { key: string }): Promise<{ value: string | null }>;
  set(options: { key: string; value: string }): Promise<void>;
  remove(options: { key: string }): Promise<void>;
}

export async function saveOfflineUserData(store: OfflineStore, user: User, now = new Date()): Promise<void> {
  const data: SavedUserData = {
    username: user.username,
    name: user.name,
    firstName: user.first_name,
    lastName: user.last_name,
    locale: user.acf.locale,
    userType: user.acf.user_gia_type,
    qrcode: user.qrcode,
    emergencyContacts: user.emergency_contacts,
    savedAt: now.toISOString(),
  };
  await store.set({ key: OFFLINE_USER_DATA_KEY, value: JSON.stringify(data) });
}

/** The saved data with its offline flag, or null; anything unreadable is logged only (§8), never shown. */
export async function loadOfflineUserData(store: OfflineStore, log: Logger): Promise<OfflineUserData | null> {
  let raw: string | null;
  try {
    raw = (await store.get({ key: OFFLINE_USER_DATA_KEY })).value;
  } catch (error) {
    log.warn('offline data: could not be read', error);
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isSavedUserData(parsed)) {
    log.warn('offline data: nothing valid on the device');
    return null;
  }
  return { ...parsed, offline: true };
}

export async function clearOfflineUserData(store: OfflineStore): Promise<void> {
  await store.remove({ key: OFFLINE_USER_DATA_KEY });
}

/** Spec §2.2, §6: the landing page's chips, by what the saved data holds. */
export function offlineShortcutsOf(data: OfflineUserData | null): OfflineShortcuts {
  return {
    emergency: (data?.emergencyContacts.length ?? 0) > 0,
    qrCode: data !== null && (data.qrcode.identification.url !== '' || data.qrcode.sport.url !== ''),
  };
}
