/** A span along the strip's scrolled content, in px from its start. */
export interface Span {
  start: number;
  end: number;
}

/**
 * Where a sideways-scrolling strip should stand so that `item` is wholly in view, `margin` px clear of
 * the edges (where the strip fades out): unchanged when it already is, else the least move that shows it.
 * An item wider than the view lines up with the start. The result stays within the scroll range.
 */
export function scrollToReveal(
  item: Span,
  view: { scrollLeft: number; width: number; scrollWidth: number },
  margin: number,
): number {
  const maxScroll = Math.max(0, view.scrollWidth - view.width);
  const clamp = (value: number) => Math.min(maxScroll, Math.max(0, value));
  const wanted = { start: item.start - margin, end: item.end + margin };
  if (wanted.start >= view.scrollLeft && wanted.end <= view.scrollLeft + view.width) {
    return clamp(view.scrollLeft);
  }
  if (wanted.end - wanted.start > view.width || wanted.start < view.scrollLeft) return clamp(wanted.start);
  return clamp(wanted.end - view.width);
}

/** Whether there is more of the strip hidden before (left) and after (right) what is in view. */
export function hiddenEdges(view: { scrollLeft: number; width: number; scrollWidth: number }): {
  before: boolean;
  after: boolean;
} {
  // One px of slack: browsers report fractional scroll positions at some zoom levels.
  return {
    before: view.scrollLeft > 1,
    after: view.scrollLeft + view.width < view.scrollWidth - 1,
  };
}
