import { useEffect } from 'react';

/** Pending saves of a screen, as a debounced saver holds them. */
export interface PendingSaves {
  /** Sends them now through the normal path (the screen closes inside the app). */
  flush(): void;
  /** Sends them with keepalive (the page is hidden or going away: nothing can await an answer). */
  flushOnExit(): void;
}

/**
 * No edit lost (spec §4 Profile and Checklist): pending saves leave with keepalive when the page is hidden
 * or closed (visibilitychange, pagehide), and at once when the screen unmounts inside the app. `pending`
 * must be stable (built once per screen).
 */
export function useSaveOnLeave(pending: PendingSaves): void {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') pending.flushOnExit();
    };
    const onPageHide = () => {
      pending.flushOnExit();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      pending.flush();
    };
  }, [pending]);
}
