import { SquareDrawing } from './square-drawing.tsx';

/** Spec §2.16: a default picture when a person has no photo. */
export function DefaultAvatar({ size }: { size: number }) {
  return (
    <SquareDrawing size={size} className="avatar">
      <rect width="64" height="64" rx="32" fill="var(--color-surface-muted)" />
      <circle cx="32" cy="25" r="11" fill="var(--color-text-muted)" />
      <path d="M12 54c3.6-10 11-15 20-15s16.4 5 20 15a30 30 0 0 1-40 0z" fill="var(--color-text-muted)" />
    </SquareDrawing>
  );
}
