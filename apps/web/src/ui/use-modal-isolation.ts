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
      if (opener?.isConnected === true) {
        opener.focus();
        if (window.location.hash !== '') keepFocusFromFragmentTarget(opener);
      } else
        requestAnimationFrame(() => {
          focusMainHeading();
        });
    };
  }, [container, focusTarget]);
}

/** How long after a close the browser may still move the focus to a fragment's target. */
const FRAGMENT_FOCUS_WINDOW_MS = 1000;

/**
 * Going back to a history entry with a fragment (/news#main once the skip link was used), Chromium
 * focuses the fragment's target after the page has given the focus back to the opener (seen in the
 * keyboard journeys: the card, then <main>). The first focus move within a second, if it lands on that
 * target, is undone; any other ends the watch.
 */
function keepFocusFromFragmentTarget(opener: HTMLElement): void {
  const stop = () => {
    document.removeEventListener('focusin', onFocusIn, true);
    clearTimeout(timer);
  };
  const onFocusIn = (event: FocusEvent) => {
    stop();
    const target = event.target;
    const fragment = decodeURIComponent(window.location.hash.slice(1));
    if (target instanceof Element && target.id === fragment && opener.isConnected) opener.focus();
  };
  const timer = setTimeout(stop, FRAGMENT_FOCUS_WINDOW_MS);
  document.addEventListener('focusin', onFocusIn, true);
}

/** About half a second at 60 frames a second: long enough for the next page's lazy code to render. */
const HEADING_WAIT_FRAMES = 30;

/**
 * Puts focus on the page's main heading, unless something has taken it meanwhile (only a focus left on
 * <body>, nothing, is replaced). The next page may still be loading its code: the heading is looked for
 * frame after frame, and the main region takes the focus if none comes.
 */
function focusMainHeading(framesLeft = HEADING_WAIT_FRAMES): void {
  const active = document.activeElement;
  if (active !== null && active !== document.body) return;
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (heading === null) {
    if (framesLeft > 0)
      requestAnimationFrame(() => {
        focusMainHeading(framesLeft - 1);
      });
    else document.getElementById('main')?.focus();
    return;
  }
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}
