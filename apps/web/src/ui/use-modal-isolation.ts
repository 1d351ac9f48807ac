import { useEffect, type RefObject } from 'react';
import { inertOutside } from './inert-outside.ts';

/**
 * The one mechanism behind every modal (issue #34): while the component is mounted, everything outside
 * `container` is inert — siblings rendered later included — and the page does not scroll; focus moves to
 * `focusTarget` (the container itself by default) however the modal opened (in the app, a direct link, a
 * reload). On close it returns to the control that had it, or, when there was none (a direct load) or it
 * is gone, to the main heading of whatever page shows next.
 */
export function useModalIsolation(
  container: RefObject<HTMLElement | null>,
  focusTarget: RefObject<HTMLElement | null> = container,
): void {
  useEffect(() => {
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const restoreOutside = container.current === null ? () => undefined : inertOutside(container.current);
    focusTarget.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      restoreOutside();
      if (opener?.isConnected === true) opener.focus();
      else requestAnimationFrame(focusMainHeading);
    };
  }, [container, focusTarget]);
}

/**
 * Puts focus on the page's main heading (or the main region when it has none yet), unless something has
 * taken it meanwhile: the next page has rendered by the frame after a close, and only a focus left on
 * <body> (nothing) is replaced.
 */
function focusMainHeading(): void {
  const active = document.activeElement;
  if (active !== null && active !== document.body) return;
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (heading === null) {
    document.getElementById('main')?.focus();
    return;
  }
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}
