/**
 * Makes everything outside `element` inert (no focus, no clicks, hidden from assistive technology) until
 * the returned function restores it: what `aria-modal` promises but does not enforce. Each ancestor's
 * siblings are marked, so nothing of the page but the element's own branch stays reachable; elements
 * already inert (an outer modal's page) are left as they were. The attribute rather than the property, which
 * older engines (and jsdom) lack.
 */
const UNREACHABLE_TAGS: ReadonlySet<string> = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);

export function inertOutside(element: HTMLElement): () => void {
  const marked: Element[] = [];
  let node: HTMLElement = element;
  let parent: HTMLElement | null = node.parentElement;
  while (parent !== null && node !== document.body) {
    for (const sibling of Array.from(parent.children)) {
      // Scripts, styles and templates have nothing to reach.
      if (sibling === node || sibling.hasAttribute('inert') || UNREACHABLE_TAGS.has(sibling.tagName))
        continue;
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
    node = parent;
    parent = node.parentElement;
  }
  return () => {
    for (const sibling of marked) sibling.removeAttribute('inert');
  };
}
