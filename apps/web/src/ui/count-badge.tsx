import './count-badge.css';

/**
 * A red count (spec §2.3 "a red badge shows the count…"), over an icon's corner or inline in a row. It is
 * for the eye only: the caller says what it counts in words where a screen reader meets it, after the
 * name of the link it sits in. Nothing when the count is 0.
 */
export function CountBadge({ count, inline = false }: { count: number; inline?: boolean }) {
  if (count <= 0) return null;
  return (
    <span className={inline ? 'count-badge count-badge--inline' : 'count-badge'} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
