import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * For a list editor whose rows come and go (issue #34): `focusAfterChange(key)` puts the focus, once the
 * change is rendered, on the control of the list marked `data-focus-key={key}`. A removed row takes its
 * focused button with it, and a row added or moved is not in the document yet when the click is handled.
 */
export function useFocusAfterChange<T extends HTMLElement>(): {
  list: RefObject<T | null>;
  focusAfterChange: (key: string) => void;
} {
  const list = useRef<T>(null);
  // A new object each time, so that asking twice for the same key still runs the effect.
  const [request, setRequest] = useState<{ key: string } | null>(null);
  useEffect(() => {
    if (request === null) return;
    list.current?.querySelector<HTMLElement>(`[data-focus-key="${request.key}"]`)?.focus();
  }, [request]);
  return {
    list,
    focusAfterChange: (key) => {
      setRequest({ key });
    },
  };
}
