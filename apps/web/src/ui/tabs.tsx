import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { hiddenEdges, scrollToReveal } from './tab-strip-scroll.ts';
import './tabs.css';

export interface TabLink {
  to: string;
  label: string;
  /** Whether this is the current tab, for a strip whose tabs are not matched by path (search). */
  current?: boolean;
  /** Replace the history entry instead of adding one (switching tabs is not a step back). */
  replace?: boolean;
}

/** How far from the strip's edges the selected tab is kept: the width of the fades (tabs.css). */
const EDGE_FADE_PX = 32;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The strip's scroll (issue #29): the selected tab is brought into view when the page opens on it and
 * whenever another is selected, and the edges where more tabs wait are reported for the fades.
 */
function useTabStripScroll(listRef: RefObject<HTMLUListElement | null>, selectedKey: string) {
  const [edges, setEdges] = useState({ before: false, after: false });
  const opened = useRef(false);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list === null) return undefined;
    const update = () => {
      const next = hiddenEdges({
        scrollLeft: list.scrollLeft,
        width: list.clientWidth,
        scrollWidth: list.scrollWidth,
      });
      setEdges((previous) =>
        previous.before === next.before && previous.after === next.after ? previous : next,
      );
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [listRef]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    const selected = list.querySelector('[aria-current="page"]');
    if (selected === null) return;
    const strip = list.getBoundingClientRect();
    const tab = selected.getBoundingClientRect();
    const start = tab.left - strip.left + list.scrollLeft;
    const left = scrollToReveal(
      { start, end: start + tab.width },
      { scrollLeft: list.scrollLeft, width: list.clientWidth, scrollWidth: list.scrollWidth },
      EDGE_FADE_PX,
    );
    // The page opens with the tab in place; a change of tab glides to it (unless motion is reduced).
    const smooth = opened.current && !prefersReducedMotion();
    opened.current = true;
    if (left !== list.scrollLeft) list.scrollTo({ left, behavior: smooth ? 'smooth' : 'instant' });
  }, [listRef, selectedKey]);

  return edges;
}

/**
 * Route tabs: each tab is a link to its path, the current one marked with aria-current, so the browser's
 * history and deep links select tabs as they select pages. More tabs than the width scroll sideways
 * within the strip, which fades out on the side where more tabs wait and keeps the selected one in view.
 */
export function Tabs({
  label,
  tabs,
  className,
}: {
  label: string;
  tabs: readonly TabLink[];
  className?: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const selectedKey = `${pathname}|${String(tabs.length)}|${tabs.find((tab) => tab.current === true)?.to ?? ''}`;
  const edges = useTabStripScroll(listRef, selectedKey);
  return (
    <nav
      className={className === undefined ? 'tabs' : `tabs ${className}`}
      aria-label={label}
      data-more-before={edges.before || undefined}
      data-more-after={edges.after || undefined}
    >
      <ul className="tabs__list" ref={listRef}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            {tab.current === undefined ? (
              <NavLink className="tabs__tab" to={tab.to} replace={tab.replace}>
                {tab.label}
              </NavLink>
            ) : (
              <Link
                className="tabs__tab"
                to={tab.to}
                replace={tab.replace}
                aria-current={tab.current ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
