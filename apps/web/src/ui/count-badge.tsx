import './count-badge.css';

/**
 * A red count (spec §2.3 "a red badge shows the count…"), over an icon's corner or inline in a row. It is
 * for the eye only: the caller says what it counts in words where a screen reader meets it, after the
 * name of the link it sits in. Nothing when the count is 0.
 */
export function CountBadge({
  count,
  inline = false,
  dot = false,
}: {
  count: number;
  inline?: boolean;
  /** Only a red dot, without the number (§2.3: unread notifications). */
  dot?: boolean;
}) {
  if (count <= 0) return null;
  const className = ['count-badge', inline && 'count-badge--inline', dot && 'count-badge--dot']
    .filter(Boolean)
    .join(' ');
  return (
    <span className={className} aria-hidden="true">
      {dot ? null : count > 99 ? '99+' : count}
    </span>
  );
}
