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
  const element =
    toast === null ? null : (
      <div
        key={toast.id}
        className={`friend-toast${toast.failed ? ' friend-toast--failed' : ''}`}
        role="status"
      >
        {toast.message}
      </div>
    );
  return { show, element };
}
