import type { ReactNode } from 'react';
import './scroll-region.css';

/**
 * A box for content wider than a phone (a table of several columns): it scrolls sideways on its own, so
 * the page keeps the screen's width (320 px, issue #33). A box that scrolls must be reachable without a
 * mouse, so it takes the keyboard's focus (the arrow keys then scroll it) and, being focusable, is a named
 * region, so that the focus says what it holds (axe: scrollable-region-focusable). The residents' CMS
 * tables get the same box from lib/sanitise/rich-html.tsx, built in their HTML.
 */
export function ScrollRegion({
  label,
  labelledBy,
  children,
}: {
  children: ReactNode;
} & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never })) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus.
    <div className="scroll-region" role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
