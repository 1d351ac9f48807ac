/**
 * The staff editor's unsaved changes kept in this browser (ADR 034): a new item's, which has no address on
 * the server yet, and an existing item's when the server could not be reached or the page went away. One
 * key per person, content type and item, under the portal's prefix: a sign-out removes them all
 * (lib/storage.ts clearStoredSession), and a save or Discard removes the item's own.
 */
import type { StaffContentType } from '@campus/domain/staff';
import type { StaffAutosave } from '@campus/domain/staff-autosave';
import { readItem, removeItem, STORAGE_KEYS, type KeyValueStore } from '../../lib/storage.ts';

/** The key of a person's copy of an item; `group` null: the new item of that type not yet saved. */
export function autosaveKey(username: string, type: StaffContentType, group: string | null): string {
  return `${STORAGE_KEYS.staffAutosave}${username}.${type}.${group ?? 'new'}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The copy under `key`, or null when there is none or it is not one (an older format, a hand edit). */
export function readLocalAutosave(storage: KeyValueStore, key: string): StaffAutosave | null {
  const text = readItem(storage, key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || typeof value['date'] !== 'string' || !isRecord(value['content'])) return null;
    if (!Array.isArray(value['content']['houses'])) return null;
    return value as StaffAutosave;
  } catch {
    return null;
  }
}

/** Whether the copy was kept: storage can refuse (private mode, quota), and the screen then says so. */
export function writeLocalAutosave(storage: KeyValueStore, key: string, autosave: StaffAutosave): boolean {
  try {
    storage.setItem(key, JSON.stringify(autosave));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalAutosave(storage: KeyValueStore, key: string): void {
  removeItem(storage, key);
}
