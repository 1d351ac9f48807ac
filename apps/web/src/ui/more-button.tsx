import { useEffect, useRef, type RefObject } from 'react';
import './more-button.css';

/**
 * 'More' under a list read page by page (issue #29: every news item and event reachable). The list stays
 * where it is and grows below; once the next page is in, focus moves to the first new item (the element
 * `focusSelector` finds in `listRef` at the old `count`), so a keyboard or screen-reader user carries on
 * reading from there. Rendered with `hasMore` false it shows nothing but still moves that focus, as the
 * last page removes the button.
 */
export function MoreButton({
  label,
  hasMore,
  count,
  listRef,
  focusSelector,
  loading,
  onMore,
}: {
  label: string;
  hasMore: boolean;
  /** How many items the list shows now. */
  count: number;
  listRef: RefObject<HTMLElement | null>;
  focusSelector: string;
  loading: boolean;
  onMore: () => void;
}) {
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAt.current;
    if (index === null || count <= index) return;
    focusAt.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(focusSelector)[index]?.focus();
  }, [count, listRef, focusSelector]);

  if (!hasMore) return null;
  return (
    <button
      type="button"
      className="button button--quiet more-button"
      // aria-disabled rather than disabled: a disabled button would drop the focus while the page loads.
      aria-disabled={loading}
      aria-busy={loading}
      onClick={() => {
        if (loading) return;
        focusAt.current = count;
        onMore();
      }}
    >
      {label}
    </button>
  );
}
