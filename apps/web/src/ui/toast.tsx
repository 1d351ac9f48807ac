import { useEffect, useState } from 'react';

/** A short message that announces itself to screen readers and goes away after `durationMs`. */
export function Toast({ message, durationMs }: { message: string; durationMs: number }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => {
      setVisible(false);
    }, durationMs);
    return () => {
      clearTimeout(timer);
    };
  }, [durationMs]);
  if (!visible) return null;
  return (
    <div className="toast" role="status">
      <span className="loading__spinner loading__spinner--light" aria-hidden="true" />
      {message}
    </div>
  );
}
