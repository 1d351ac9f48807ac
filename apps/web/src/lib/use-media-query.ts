import { WIDE_SCREEN_MIN_PX } from '@campus/domain/constants';
import { useCallback, useSyncExternalStore } from 'react';

/** Spec §2.3: "wide" means over 768 px. The stylesheets use the same 769 px breakpoint. */
export const WIDE_SCREEN_QUERY = `(min-width: ${WIDE_SCREEN_MIN_PX + 1}px)`;

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}

export function useIsWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN_QUERY);
}
