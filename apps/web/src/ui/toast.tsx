import { useEffect, useState } from 'react';

/**
 * A short message that announces itself to screen readers and goes away after `durationMs`. The live
 * region renders empty first and the message goes in once it is there: a region that arrives with its
 * message may not be announced.
 */
export function Toast({ message, durationMs }: { message: string; durationMs: number }) {
  const [phase, setPhase] = useState<'region' | 'shown' | 'gone'>('region');
  useEffect(() => {
    // A task later, so the empty region is in the page (and known to screen readers) before the message.
    const show = setTimeout(() => {
      setPhase('shown');
    }, 0);
    const timer = setTimeout(() => {
      setPhase('gone');
    }, durationMs);
    return () => {
      clearTimeout(show);
      clearTimeout(timer);
    };
  }, [durationMs]);
  if (phase === 'gone') return null;
  return (
    <div className="toast-region" role="status">
      {phase === 'shown' && (
        <div className="toast">
          <span className="loading__spinner loading__spinner--light" aria-hidden="true" />
          {message}
        </div>
      )}
    </div>
  );
}
