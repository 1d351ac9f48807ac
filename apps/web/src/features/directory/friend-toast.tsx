import { FRIEND_TOAST_MS } from '@campus/domain/constants';
import { useCallback, useEffect, useState } from 'react';

/** A friend-action message of spec §8, shown for 3 s and announced to screen readers. */
export function useFriendToast() {
  const [toast, setToast] = useState<{ id: number; message: string; failed: boolean } | null>(null);
  useEffect(() => {
    if (toast === null) return;
    const timer = setTimeout(() => {
      setToast(null);
    }, FRIEND_TOAST_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [toast]);
  const show = useCallback((message: string, failed = false) => {
    setToast((previous) => ({ id: (previous?.id ?? 0) + 1, message, failed }));
  }, []);
  // The live region is rendered from the start and the message inserted into it (keyed: the same text
  // again is a new node): a region that arrives with its message may not be announced.
  const element = (
    <div className="toast-region" role="status">
      {toast !== null && (
        <div key={toast.id} className={`friend-toast${toast.failed ? ' friend-toast--failed' : ''}`}>
          {toast.message}
        </div>
      )}
    </div>
  );
  return { show, element };
}
