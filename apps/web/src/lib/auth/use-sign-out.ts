import { useState } from 'react';
import { useAuthService } from './auth-context.tsx';

/** The logout action of the sidebar and the profile hub; `pending` greys the link out once pressed. */
export function useSignOut(): { signOut: () => void; pending: boolean } {
  const auth = useAuthService();
  const [pending, setPending] = useState(false);
  const signOut = (): void => {
    if (pending) return;
    setPending(true);
    void auth.signOut();
  };
  return { signOut, pending };
}
