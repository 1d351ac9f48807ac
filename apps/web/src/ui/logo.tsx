import { SquareDrawing } from './square-drawing.tsx';

/** The portal's mark: a house under a rising dot. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <SquareDrawing size={size} className="logo-mark">
      <rect width="64" height="64" rx="16" fill="var(--color-primary)" />
      <path d="M14 31 32 17l18 14v17H38V37H26v11H14z" fill="#fff" />
      <circle cx="48" cy="16" r="5.5" fill="var(--color-accent)" />
    </SquareDrawing>
  );
}
