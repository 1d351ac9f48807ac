import { useState } from 'react';
import { useApiClient } from '../api/api-client-context.tsx';
import { forgetThisDevice } from '../push/forget-this-device.ts';
import { useAuthService } from './auth-context.tsx';

/**
 * The logout action of the sidebar and the profile hub; `pending` greys the link out once pressed. This
 * device's push subscription ends first, while the session can still tell the server so.
 */
export function useSignOut(): { signOut: () => void; pending: boolean } {
  const auth = useAuthService();
  const api = useApiClient();
  const [pending, setPending] = useState(false);
  const signOut = (): void => {
    if (pending) return;
    setPending(true);
    void forgetThisDevice(api).finally(() => auth.signOut());
  };
  return { signOut, pending };
}
