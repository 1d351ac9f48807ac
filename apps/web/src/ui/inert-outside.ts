/**
 * Makes everything outside `element` inert (no focus, no clicks, hidden from assistive technology) until
 * the returned function restores it: what `aria-modal` promises but does not enforce. Each ancestor's
 * siblings are marked, so nothing of the page but the element's own branch stays reachable; elements
 * already inert (an outer modal's page) are left as they were. The attribute rather than the property, which
 * older engines (and jsdom) lack.
 *
 * Siblings rendered after the modal opened are marked too (issue #34): on a direct load or a reload the
 * modal's route renders before the shell's late parts (the wide layout, the "My account" column), which
 * would otherwise stay reachable behind it. A modal opened later on top of this one is left alone.
 */
const UNREACHABLE_TAGS: ReadonlySet<string> = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);
const MODAL_SELECTOR = '[aria-modal="true"]';

/**
 * Whether `sibling` must be made inert: reachable content (scripts, styles and templates have nothing to
 * reach), not already inert, not a modal opened on top of this one.
 */
function shouldMark(sibling: Element): boolean {
  if (sibling.hasAttribute('inert') || UNREACHABLE_TAGS.has(sibling.tagName)) return false;
  return !sibling.matches(MODAL_SELECTOR) && sibling.querySelector(MODAL_SELECTOR) === null;
}

export function inertOutside(element: HTMLElement): () => void {
  const marked: Element[] = [];
  const mark = (sibling: Element) => {
    sibling.setAttribute('inert', '');
    marked.push(sibling);
  };
  const branch = new Set<Element>();
  let node: HTMLElement = element;
  let parent: HTMLElement | null = node.parentElement;
  while (parent !== null && node !== document.body) {
    branch.add(node);
    for (const sibling of Array.from(parent.children)) {
      if (sibling !== node && shouldMark(sibling)) mark(sibling);
    }
    node = parent;
    parent = node.parentElement;
  }
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const added of Array.from(record.addedNodes)) {
        if (added instanceof Element && !branch.has(added) && shouldMark(added)) mark(added);
      }
    }
  });
  for (const member of branch) {
    if (member.parentElement !== null) observer.observe(member.parentElement, { childList: true });
  }
  return () => {
    observer.disconnect();
    for (const sibling of marked) sibling.removeAttribute('inert');
  };
}
