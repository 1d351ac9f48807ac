import type { Page } from '@playwright/test';

/** One thing that does not fit the viewport, described for a person reading the test's report. */
export interface Misfit {
  kind: 'page-wider' | 'scrolls-sideways' | 'past-edge' | 'clipped-text' | 'small-target';
  /** The element: tag, classes and the start of its text or name. */
  element: string;
  detail: string;
}

/** WCAG 2.5.5 (AAA, and the platforms' guidelines): 44 × 44 CSS px for a primary control. */
export const MIN_TARGET_PX = 44;

/**
 * The boxes made to scroll sideways when their content is wider: the tab strips (ui/tabs.tsx), and the
 * focusable, named regions of data tables (ui/scroll-region.tsx and the CMS tables of
 * lib/sanitise/rich-html.tsx), as WCAG 1.4.10 allows for data tables (issue #33).
 */
const SIDEWAYS_STRIPS = '.tabs__list, .scroll-region, .rich-html__table';

/**
 * What does not fit the current viewport, measured in the page (issue #29). The rules:
 *
 * - page-wider: the document scrolls sideways (its scroll width is over the viewport's width).
 * - scrolls-sideways: a box that scrolls (overflow auto or scroll) holds content wider than itself, so the
 *   person must scroll it sideways (a modal's rows wider than the modal): only the tab strips and the
 *   tables' scrolling regions may.
 * - past-edge: a box or a line of text whose visible part runs past the left or right edge of the
 *   viewport. "Visible part": what is left of it inside every ancestor that clips or scrolls its overflow
 *   (a tab strip that scrolls, the map's panes), so the tabs waiting inside a scrolling strip are not
 *   counted, while a fixed bar or a modal wider than the screen is (neither makes the document scroll).
 * - clipped-text: a line of text cut by an ancestor that hides its overflow (overflow hidden or clip):
 *   the part of the line's box outside that ancestor's padding box is over 1 px. Text that scrolls into
 *   view (overflow auto or scroll) is not clipped; text hidden on purpose for screen readers
 *   (.visually-hidden: a 1 px box or clip: rect(0 0 0 0)) is not shown at all and is skipped. The app
 *   truncates no text with an ellipsis or a line clamp, so nothing else is exempt.
 * - small-target: a primary control under 44 × 44 px: the links and buttons of every navigation landmark
 *   (the bars, tab strips, breadcrumbs, footers' link lists), every button and select, and every link
 *   styled as a button. Left out, as WCAG 2.5.5 and 2.5.8 allow: links inside running text (their size is
 *   the line's), controls that are inert or hidden (under an open modal, or not displayed), and the map's
 *   pins, whose size the spec sets (§9: 24 × 36) and whose place on the map is their meaning (the
 *   "essential" exception; the map clusters pins that would crowd one another).
 *
 * The 1 px tolerances absorb sub-pixel rounding only.
 */
export async function findMisfits(page: Page): Promise<Misfit[]> {
  return page.evaluate(
    ({ minTarget, sidewaysStrips }: { minTarget: number; sidewaysStrips: string }) => {
      const misfits: {
        kind: 'page-wider' | 'scrolls-sideways' | 'past-edge' | 'clipped-text' | 'small-target';
        element: string;
        detail: string;
      }[] = [];
      const root = document.documentElement;
      const viewportWidth = root.clientWidth;
      const px = (value: number) => String(Math.round(value * 10) / 10);

      const nameOf = (element: Element) => {
        const classes = Array.from(element.classList)
          .slice(0, 3)
          .map((name) => `.${name}`);
        const text = (element.getAttribute('aria-label') ?? element.textContent)
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 40);
        return `${element.tagName.toLowerCase()}${classes.join('')}${text === '' ? '' : ` "${text}"`}`;
      };

      /** Hidden on purpose for screen readers only: never shown, so never clipped nor past an edge. */
      const hiddenForScreenReaders = new Map<Element, boolean>();
      const screenReaderOnly = (element: Element | null): boolean => {
        if (element === null) return false;
        let hidden = hiddenForScreenReaders.get(element);
        if (hidden === undefined) {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          hidden =
            style.getPropertyValue('clip') === 'rect(0px, 0px, 0px, 0px)' ||
            (box.width <= 1 && box.height <= 1 && style.overflow !== 'visible') ||
            screenReaderOnly(element.parentElement);
          hiddenForScreenReaders.set(element, hidden);
        }
        return hidden;
      };

      interface Box {
        left: number;
        right: number;
        top: number;
        bottom: number;
      }
      const intersect = (a: Box, b: Box): Box => ({
        left: Math.max(a.left, b.left),
        right: Math.min(a.right, b.right),
        top: Math.max(a.top, b.top),
        bottom: Math.min(a.bottom, b.bottom),
      });
      const paddingBoxes = new Map<Element, Box>();
      const paddingBox = (element: Element): Box => {
        let padding = paddingBoxes.get(element);
        if (padding === undefined) {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          padding = {
            left: box.left + parseFloat(style.borderLeftWidth),
            right: box.right - parseFloat(style.borderRightWidth),
            top: box.top + parseFloat(style.borderTopWidth),
            bottom: box.bottom - parseFloat(style.borderBottomWidth),
          };
          paddingBoxes.set(element, padding);
        }
        return padding;
      };

      const bodyOverflowIsViewports = getComputedStyle(root).overflow === 'visible';

      interface Clip {
        element: Element;
        scrolls: boolean;
        x: boolean;
        y: boolean;
      }
      /** The clipping boxes from `node` up, nearest first (kept per node: every line of text asks). */
      const chains = new Map<Element, Clip[]>();
      const clipsFrom = (node: Element | null): Clip[] => {
        if (node === null || node === root) return [];
        let chain = chains.get(node);
        if (chain === undefined) {
          const style = getComputedStyle(node);
          // The body's overflow applies to the viewport (the root's is visible): it clips nothing itself.
          const own = node === document.body && bodyOverflowIsViewports ? null : style;
          const x = own !== null && own.overflowX !== 'visible';
          const y = own !== null && own.overflowY !== 'visible';
          const scrolls =
            ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
          // Nothing above a fixed box clips it (no ancestor here is transformed).
          const above = style.position === 'fixed' ? [] : clipsFrom(node.parentElement);
          chain = x || y ? [{ element: node, scrolls, x, y }, ...above] : above;
          chains.set(node, chain);
        }
        return chain;
      };

      /**
       * The ancestors that cut what overflows an element, nearest first, with whether the person can
       * scroll to the rest.
       */
      const clippingAncestors = (element: Element): Clip[] =>
        getComputedStyle(element).position === 'fixed' ? [] : clipsFrom(element.parentElement);

      /** What the person can see of a box: inside every clipping or scrolling ancestor. */
      const visiblePart = (box: Box, element: Element): Box => {
        let visible = box;
        for (const ancestor of clippingAncestors(element)) {
          const clip = paddingBox(ancestor.element);
          visible = intersect(visible, {
            left: ancestor.x ? clip.left : -Infinity,
            right: ancestor.x ? clip.right : Infinity,
            top: ancestor.y ? clip.top : -Infinity,
            bottom: ancestor.y ? clip.bottom : Infinity,
          });
        }
        return visible;
      };
      const pastEdge = (box: Box) =>
        box.right > box.left && box.bottom > box.top && (box.right > viewportWidth + 1 || box.left < -1);

      if (root.scrollWidth > viewportWidth + 1) {
        misfits.push({
          kind: 'page-wider',
          element: 'document',
          detail: `${px(root.scrollWidth)} px wide in a ${px(viewportWidth)} px viewport`,
        });
      }

      // Boxes past an edge: only the outermost of a nest is reported (its children follow it out).
      const reported = new Set<Element>();
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (
          ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) &&
          element.scrollWidth > element.clientWidth + 1 &&
          !element.matches(sidewaysStrips)
        ) {
          // What sticks out furthest: a lead to the culprit (in a stretched column, the first of its rows).
          const edge = paddingBox(element).right;
          const widest = Array.from(element.querySelectorAll('*')).reduce<{ right: number; name: string }>(
            (found, child) => {
              const right = child.getBoundingClientRect().right;
              return right > found.right ? { right, name: nameOf(child) } : found;
            },
            { right: edge, name: 'its padding' },
          );
          misfits.push({
            kind: 'scrolls-sideways',
            element: nameOf(element),
            detail: `${px(element.scrollWidth)} px of content in ${px(element.clientWidth)} px, out to ${px(widest.right - edge)} px past its edge: ${widest.name}`,
          });
        }
        const visible = visiblePart(box, element);
        if (!pastEdge(visible) || screenReaderOnly(element)) continue;
        reported.add(element);
        if (element.parentElement !== null && reported.has(element.parentElement)) continue;
        misfits.push({
          kind: 'past-edge',
          element: nameOf(element),
          detail: `visible from ${px(visible.left)} to ${px(visible.right)} px of ${px(viewportWidth)}`,
        });
      }

      // Lines of text: past an edge (when their box is not already reported) or cut by a hiding ancestor.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent === null || (node.textContent ?? '').trim() === '') continue;
        if (!parent.checkVisibility({ visibilityProperty: true }) || screenReaderOnly(parent)) continue;
        // The map shows a part of the campus: a marker (a cluster's count) at its edge is cut by design
        // and comes into view when the map is moved.
        if (parent.closest('.leaflet-marker-pane') !== null) continue;
        range.selectNodeContents(node);
        for (const line of Array.from(range.getClientRects())) {
          if (line.width === 0 || line.height === 0) continue;
          if (!reported.has(parent) && pastEdge(visiblePart(line, parent))) {
            misfits.push({
              kind: 'past-edge',
              element: nameOf(parent),
              detail: `a line of text from ${px(line.left)} to ${px(line.right)} px of ${px(viewportWidth)}`,
            });
            break;
          }
          const cut = clippingAncestors(parent).find((ancestor) => {
            if (ancestor.scrolls) return false;
            const clip = paddingBox(ancestor.element);
            return (
              (ancestor.x && (line.left < clip.left - 1 || line.right > clip.right + 1)) ||
              (ancestor.y && (line.top < clip.top - 1 || line.bottom > clip.bottom + 1))
            );
          });
          if (cut !== undefined) {
            misfits.push({
              kind: 'clipped-text',
              element: nameOf(parent),
              detail: `cut by ${nameOf(cut.element)}`,
            });
            break;
          }
        }
      }

      // Primary controls.
      const inRunningText = (link: Element) => {
        if (getComputedStyle(link).display !== 'inline') return false;
        const block = link.parentElement;
        if (block === null) return false;
        const own = link.textContent.trim();
        return block.textContent.replace(own, '').trim() !== '';
      };
      const controls = new Set<Element>([
        ...Array.from(document.querySelectorAll('nav a[href], nav button')),
        ...Array.from(document.querySelectorAll('button, select, summary, [role="button"], [role="tab"]')),
        ...Array.from(document.querySelectorAll('a.button, a.icon-button')),
      ]);
      for (const control of Array.from(controls)) {
        if (control.closest('[inert], [aria-hidden="true"], .leaflet-marker-icon') !== null) continue;
        if (!control.checkVisibility({ visibilityProperty: true }) || screenReaderOnly(control)) continue;
        if (control.tagName === 'A' && inRunningText(control)) continue;
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) {
          misfits.push({
            kind: 'small-target',
            element: nameOf(control),
            detail: `${px(box.width)} × ${px(box.height)} px`,
          });
        }
      }
      return misfits;
    },
    { minTarget: MIN_TARGET_PX, sidewaysStrips: SIDEWAYS_STRIPS },
  );
}
