import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const HEADING = 'h1, h2, h3';
/** Node.DOCUMENT_POSITION_FOLLOWING: the other node comes after this one. */
const FOLLOWING = 4;

/**
 * Focus that never drops to <body> when the control that had it leaves `region` (issue #34): an answered
 * friend request, an ended session, a calendar link created or revoked, a form that gives way to its
 * confirmation, a failed save's notice once the retry worked. See `keepFocusIn` for where it goes.
 */
export function useFocusFallback(region: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = region.current;
    if (element === null) return undefined;
    return keepFocusIn(element);
  }, [region]);
}

/**
 * Watches `region` and, when the element focused in it is removed and the focus is left on <body>, places
 * it on purpose, in this order:
 * - a row of a list left (an `li`): the same control of the next row, else of the previous one, so a
 *   keyboard user carries on down the list;
 * - content replaced in place (a button that gives way to what it made): the first control of what came;
 * - else the heading that titles the place of the removal (made focusable by script), so a screen reader
 *   says where the person is.
 * A focus moved elsewhere on purpose (a dialog, another page) is left alone. Returns the stop function.
 */
export function keepFocusIn(region: HTMLElement): () => void {
  let focused: HTMLElement | null = null;
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof HTMLElement ? event.target : null;
  };
  const observer = new MutationObserver((records) => {
    const lost = focused;
    if (lost === null || lost.isConnected) return;
    focused = null;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const target = fallbackTarget(records, lost, region);
    if (target === null) return;
    if (!target.matches(FOCUSABLE) && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  });
  region.addEventListener('focusin', onFocusIn);
  observer.observe(region, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    region.removeEventListener('focusin', onFocusIn);
  };
}

/** The controls of `root` (itself included), in document order; none for a node no longer in the page. */
const focusables = (root: Node | null, { detached = false } = {}): HTMLElement[] =>
  root instanceof HTMLElement && (detached || root.isConnected)
    ? [...(root.matches(FOCUSABLE) ? [root] : []), ...root.querySelectorAll<HTMLElement>(FOCUSABLE)]
    : [];

function fallbackTarget(
  records: MutationRecord[],
  lost: HTMLElement,
  region: HTMLElement,
): HTMLElement | null {
  const removal = records.find((record) => [...record.removedNodes].some((node) => node.contains(lost)));
  if (removal === undefined) return headingBefore(region, true, region);
  const removed = [...removal.removedNodes].find((node) => node.contains(lost));
  if (removed instanceof HTMLLIElement) {
    const position = focusables(removed, { detached: true }).indexOf(lost);
    const next = elementFrom(removal.nextSibling, (node) => node.nextSibling);
    const previous = elementFrom(removal.previousSibling, (node) => node.previousSibling);
    for (const neighbour of [next, previous]) {
      const controls = focusables(neighbour);
      const control = controls[position] ?? controls[0];
      if (control !== undefined) return control;
    }
  }
  const parent = removal.target;
  const replacement = records
    .filter((record) => record.target === parent)
    .flatMap((record) => [...record.addedNodes].flatMap((node) => focusables(node)))[0];
  if (replacement !== undefined) return replacement;
  const before = elementFrom(removal.previousSibling, (node) => node.previousSibling);
  const afterBefore = before?.isConnected === true;
  return headingBefore(afterBefore ? before : parent, !afterBefore, region);
}

/**
 * The heading that titles the place of a removal: the last heading of the region before `anchor` (the
 * element just before the removed one, itself and its content included; or, when the removed one came
 * first, its parent, whose content then comes after). Else the region's first heading, else the region.
 */
function headingBefore(anchor: Node, anchorIsParent: boolean, region: HTMLElement): HTMLElement {
  const headings = [...region.querySelectorAll<HTMLElement>(HEADING)];
  const precedes = (heading: HTMLElement) =>
    anchorIsParent
      ? !anchor.contains(heading) && (heading.compareDocumentPosition(anchor) & FOLLOWING) !== 0
      : anchor.contains(heading) || (heading.compareDocumentPosition(anchor) & FOLLOWING) !== 0;
  return headings.filter(precedes).at(-1) ?? headings[0] ?? region;
}

/** The first element from `node` on, stepping with `step` (text between rows is skipped). */
function elementFrom(node: Node | null, step: (node: Node) => Node | null): Element | null {
  let current = node;
  while (current !== null && !(current instanceof Element)) current = step(current);
  return current;
}
