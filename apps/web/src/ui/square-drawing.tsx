import type { ReactNode } from 'react';

/**
 * A small square drawing on a 64×64 grid, inline so that it needs no request, and hidden from assistive
 * technology: what it stands for is said by the text beside it (the portal's name, the person's name).
 */
export function SquareDrawing({
  size,
  className,
  children,
}: {
  size: number;
  className: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}
