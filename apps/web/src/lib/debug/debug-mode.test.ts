import { DEBUG_UNLOCK_TAPS } from '@campus/domain/constants';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore, STORAGE_KEYS } from '../storage.ts';
import { createDebugMode, DEBUG_TAP_GAP_MS } from './debug-mode.ts';

describe('debug unlock (spec §2.3, §4 "Other", §9)', () => {
  it('unlocks on the 8th tap on the logo, not the 7th', () => {
    const debugMode = createDebugMode(createMemoryStore(), () => 0);
    const listener = vi.fn();
    debugMode.subscribe(listener);
    expect(DEBUG_UNLOCK_TAPS).toBe(7);
    for (let tap = 0; tap < 7; tap += 1) debugMode.tap();
    expect(debugMode.isUnlocked()).toBe(false);
    debugMode.tap();
    expect(debugMode.isUnlocked()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    debugMode.tap();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('counts only a burst of taps: a pause starts the count again', () => {
    let now = 0;
    const debugMode = createDebugMode(createMemoryStore(), () => now);
    for (let tap = 0; tap < 7; tap += 1) debugMode.tap();
    now += DEBUG_TAP_GAP_MS + 1;
    debugMode.tap();
    expect(debugMode.isUnlocked()).toBe(false);
    for (let tap = 0; tap < 7; tap += 1) {
      now += DEBUG_TAP_GAP_MS;
      debugMode.tap();
    }
    expect(debugMode.isUnlocked()).toBe(true);
  });

  it('keeps the unlock in the browser, so a reload (a new page) is still unlocked (spec §9)', () => {
    const storage = createMemoryStore();
    expect(createDebugMode(storage, () => 0).isUnlocked()).toBe(false);
    const first = createDebugMode(storage, () => 0);
    for (let tap = 0; tap <= DEBUG_UNLOCK_TAPS; tap += 1) first.tap();
    expect(first.isUnlocked()).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.debugMode)).not.toBeNull();

    expect(createDebugMode(storage, () => 0).isUnlocked()).toBe(true);
  });
});
