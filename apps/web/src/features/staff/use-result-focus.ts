import { useEffect, useRef, useState, type RefObject } from 'react';

/** `whenLost`: only when the focus was dropped (on <body> or nowhere), as when the focused control went. */
export type ResultFocusMode = 'always' | 'whenLost';

/**
 * Puts the focus on an action's result (a status message) once the screen shows it (issue #34): after a
 * save or a transition, the control that had the focus may be gone (Publish once published, the reject
 * note once sent) or about to be disabled (Send once the form is emptied), and the browser then drops the
 * focus to <body>. The request is carried out after the render that shows the result, so the message is
 * in the document and filled. `initialRequest` asks for it at mount (a screen that opens on a result).
 */
export function useResultFocus<T extends HTMLElement>(
  initialRequest: ResultFocusMode | null = null,
): { ref: RefObject<T | null>; focusResult: (mode: ResultFocusMode) => void } {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState<{ mode: ResultFocusMode } | null>(
    initialRequest === null ? null : { mode: initialRequest },
  );
  useEffect(() => {
    if (request === null) return;
    const active = document.activeElement;
    const lost = active === null || active === document.body || !active.isConnected;
    if (request.mode === 'always' || lost) ref.current?.focus();
  }, [request]);
  // A new object each time, so that asking twice for the same mode still runs the effect.
  const focusResult = (mode: ResultFocusMode) => {
    setRequest({ mode });
  };
  return { ref, focusResult };
}
