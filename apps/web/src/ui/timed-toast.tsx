import { useEffect, useState } from 'react';
import './timed-toast.css';

/**
 * A message toast (spec §8): shown for `durationMs`, at the top or the bottom, announced to screen
 * readers (an error, danger or dark, as an alert). A new `id` shows it again with the same text.
 */
export function TimedToast({
  message,
  durationMs,
  id,
  position = 'bottom',
  tone = 'primary',
}: {
  message: string;
  durationMs: number;
  id: number;
  position?: 'top' | 'bottom';
  tone?: 'primary' | 'danger' | 'dark';
}) {
  const [hiddenId, setHiddenId] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setHiddenId(id);
    }, durationMs);
    return () => {
      clearTimeout(timer);
    };
  }, [id, durationMs]);
  if (hiddenId === id) return null;
  return (
    <div
      className={`timed-toast timed-toast--${position} timed-toast--${tone}`}
      role={tone === 'primary' ? 'status' : 'alert'}
    >
      {message}
    </div>
  );
}
