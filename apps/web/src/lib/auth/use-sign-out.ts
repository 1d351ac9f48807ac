import { useState } from 'react';
import { useApiClient } from '../api/api-client-context.tsx';
import { forgetThisDevice } from '../push/forget-this-device.ts';
import { useAuthService } from './auth-context.tsx';

/**
 * The logout action of the sidebar and the profile hub; `pending` greys the link out once pressed. This
 * device's push subscription ends first, while the session can still tell the server so; what the person
 * left waiting to be sent offline is dropped (lib/offline/outbox.ts), never sent or kept after them.
 */
export function useSignOut(): { signOut: () => void; pending: boolean } {
  const auth = useAuthService();
  const api = useApiClient();
  const [pending, setPending] = useState(false);
  const signOut = (): void => {
    if (pending) return;
    setPending(true);
    // Loaded when needed: the outbox's code is not part of the first screen's.
    const cleared = import('../offline/outbox.ts')
      .then(({ clearOutbox }) => clearOutbox())
      .catch(() => undefined);
    void Promise.all([forgetThisDevice(api), cleared]).finally(() => auth.signOut());
  };
  return { signOut, pending };
}
