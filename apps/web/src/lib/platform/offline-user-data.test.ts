import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createMemoryStore } from '../storage.ts';
import { testUser } from '../testing/fixtures.ts';
import { fakePreferences } from '../testing/fake-preferences.ts';
import {
  clearOfflineUserData,
  loadOfflineUserData,
  OFFLINE_USER_DATA_KEY,
  saveOfflineUserData,
} from './offline-user-data.ts';

const EMERGENCY = {
  contact_type: 'phone',
  number: '+33 1 44 16 00 00',
  title_fr: 'Accueil',
  title_en: 'Desk',
} as const;

describe('the person’s data kept on the device (spec §1, §3, §8, §9)', () => {
  it('keeps the card, the QR payloads and the emergency contacts, and reads them back flagged offline', async () => {
    const preferences = fakePreferences();
    const user = testUser({
      emergency_contacts: [EMERGENCY],
      qrcode: { identification: { url: 'https://campus.example/qr/identification/7' }, sport: { url: '' } },
    });
    await saveOfflineUserData(preferences, user, new Date('2026-03-02T08:00:00Z'));
    const loaded = await loadOfflineUserData(preferences, createLogger(createMemoryStore(), null));
    expect(loaded).toEqual({
      username: 'ana.martin',
      name: 'Ana Martin',
      firstName: 'Ana',
      lastName: 'Martin',
      locale: 'en_US',
      userType: 'resident',
      qrcode: user.qrcode,
      emergencyContacts: [EMERGENCY],
      savedAt: '2026-03-02T08:00:00.000Z',
      offline: true,
    });
  });

  it('keeps them in one entry of their own, never with the backend token', async () => {
    const preferences = fakePreferences();
    await saveOfflineUserData(preferences, testUser());
    expect([...preferences.values.keys()]).toEqual([OFFLINE_USER_DATA_KEY]);
    expect(preferences.values.get(OFFLINE_USER_DATA_KEY)).not.toMatch(/token/i);
  });

  it('only logs when nothing valid is stored, and shows nothing', async () => {
    const preferences = fakePreferences();
    const log = createLogger(createMemoryStore(), null);
    for (const broken of ['{not json', JSON.stringify({ username: 'ana.martin' })]) {
      preferences.values.set(OFFLINE_USER_DATA_KEY, broken);
      expect(await loadOfflineUserData(preferences, log)).toBeNull();
    }
    expect(
      log.entries().filter((entry) => entry.message === 'offline data: nothing valid on the device'),
    ).toHaveLength(2);
  });

  it('forgets them at sign-out', async () => {
    const preferences = fakePreferences();
    await saveOfflineUserData(preferences, testUser());
    await clearOfflineUserData(preferences);
    expect(await loadOfflineUserData(preferences, createLogger(createMemoryStore(), null))).toBeNull();
  });
});
