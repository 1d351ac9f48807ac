import type { ButtonHTMLAttributes } from 'react';
import './busy-button.css';

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-disabled' | 'aria-busy'> & {
  /** The button's action is running: it says so and ignores presses, but stays focusable. */
  busy: boolean;
};

/**
 * A button whose action is being sent (a save, a download, an answer). While busy it is aria-disabled and
 * aria-busy rather than `disabled`: a disabled button loses the focus, which Chromium then drops to <body>
 * (issue #34), so a keyboard or screen-reader user would have to find their place again after every save.
 * `disabled` remains for what may not be done at all (an invalid phone number, spec §5).
 */
export function BusyButton({ busy, onClick, type = 'button', ...props }: BusyButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // Also stops a form's submission: a busy submit button sends nothing twice.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
