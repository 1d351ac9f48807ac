import type { User } from '@campus/domain/user';
import type { AuthService } from '../auth/auth-service.ts';
import type { Logger } from '../logger.ts';
import { clearOfflineUserData, type OfflineStore, saveOfflineUserData } from './offline-user-data.ts';

/**
 * The app (§1, §2.2, §9): each time the signed-in person's data arrives (sign-in, start-up, a profile
 * change) it is saved on the device; a sign-out removes it. A session that ends otherwise — the token
 * rejected, the network gone — keeps it: that is when the landing page's offline chips are needed.
 */
export function keepOfflineUserData(
  auth: Pick<AuthService, 'getState' | 'subscribe' | 'lastEvent'>,
  store: OfflineStore,
  log: Logger,
): () => void {
  let saved: User | null = null;
  return auth.subscribe(() => {
    const { user } = auth.getState();
    if (user !== null && user !== saved) {
      saved = user;
      saveOfflineUserData(store, user).catch((error: unknown) => {
        log.warn('offline data: could not be saved', error);
      });
    } else if (auth.lastEvent()?.type === 'signedOut') {
      saved = null;
      clearOfflineUserData(store).catch((error: unknown) => {
        log.warn('offline data: could not be removed', error);
      });
    }
  });
}
