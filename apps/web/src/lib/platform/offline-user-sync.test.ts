import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { createMemoryStore } from '../storage.ts';
import { server } from '../testing/msw-server.ts';
import { createTestServices } from '../testing/test-services.tsx';
import { fakePreferences } from '../testing/fake-preferences.ts';
import { loadOfflineUserData } from './offline-user-data.ts';
import { keepOfflineUserData } from './offline-user-sync.ts';

describe('the person’s data on the device follows the session (spec §1, §9)', () => {
  it('is saved at sign-in and removed at sign-out', async () => {
    server.use(
      http.delete('*/wp-json/portal/v1/sessions/current', () => new HttpResponse(null, { status: 204 })),
    );
    const services = createTestServices();
    const preferences = fakePreferences();
    const log = createLogger(createMemoryStore(), null);
    keepOfflineUserData(services.auth, preferences, log);
    services.auth.start();

    await services.auth.completeSignIn('http://localhost:3000/loginredirect?code=abc&state=xyz');
    await vi.waitFor(async () => {
      expect((await loadOfflineUserData(preferences, log))?.username).toBe('ana.martin');
    });

    // The provider's end-session redirect never returns here (the fake browser leaves the page).
    void services.auth.signOut();
    await vi.waitFor(async () => {
      expect(await loadOfflineUserData(preferences, log)).toBeNull();
    });
  });
});
