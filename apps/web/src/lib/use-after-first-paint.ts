import { useEffect, useState } from 'react';

/**
 * Calls `then` once the browser has painted the frame that holds what was just committed: a frame's
 * callback runs before its paint, and a task queued from it runs after that paint. Without frames (a
 * hidden tab, a test environment), after a task. Returns the cancel.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(then, 0);
    return () => {
      clearTimeout(timer);
    };
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * false while the component's first commit is being rendered and painted, true afterwards (and for the
 * rest of its life): what the first screen does not need waits until it is on the screen (issue #31),
 * instead of lengthening the task that paints it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    return afterNextPaint(() => {
      setPainted(true);
    });
  }, [painted]);
  return painted;
}
