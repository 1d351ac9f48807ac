import { useEffect, useState } from 'react';
import './timed-toast.css';

export type ToastTone = 'primary' | 'danger' | 'dark';

/**
 * A message toast (spec §8): shown for `durationMs`, at the top or the bottom, announced to screen
 * readers (an error, danger or dark, as an alert). A new `id` shows it again with the same text.
 *
 * Screen readers announce what is inserted into a live region they already know; a region that arrives
 * with its message may stay silent. So the region is rendered from the start, empty while `message` is
 * null, and the toast is inserted into it: mount this component with the screen, not with the message. Its
 * role follows `tone`, which therefore stays the same for one mounted toast (a screen with a success and
 * a failure message mounts one of each).
 */
export function TimedToast({
  message,
  durationMs,
  id,
  position = 'bottom',
  tone = 'primary',
}: {
  message: string | null;
  durationMs: number;
  id: number;
  position?: 'top' | 'bottom';
  tone?: ToastTone;
}) {
  const [hiddenId, setHiddenId] = useState<number | null>(null);
  const showing = message !== null && hiddenId !== id;
  useEffect(() => {
    if (!showing) return undefined;
    const timer = setTimeout(() => {
      setHiddenId(id);
    }, durationMs);
    return () => {
      clearTimeout(timer);
    };
  }, [showing, id, durationMs]);
  const urgent = tone !== 'primary';
  // Keyed by id: the same text again is a new node, so it is announced again.
  const toast = showing ? (
    <div key={id} className={`timed-toast timed-toast--${position} timed-toast--${tone}`}>
      {message}
    </div>
  ) : null;
  return (
    <div className="toast-region" role={urgent ? 'alert' : 'status'}>
      {toast}
    </div>
  );
}
