import { startTransition, useEffect, useState } from 'react';

/**
 * Calls `then` once the browser has painted the frame that holds what was just committed: a frame's
 * callback runs before its paint, and a task queued from it runs after that paint (a hidden tab paints
 * no frame: once it is shown). Returns the cancel.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
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
 * instead of lengthening the task that paints it. The switch is a transition, so React renders the rest in
 * slices that leave the main thread to a tap or a scroll between them: a phone's /news rendered its other
 * sixteen cards (each excerpt sanitised), the badges and the checklist prompt in one task of 400 ms at 4×
 * CPU throttling, none over 140 ms since. What is on the screen also stays while a part of the rest loads
 * its code.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    return afterNextPaint(() => {
      startTransition(() => {
        setPainted(true);
      });
    });
  }, [painted]);
  return painted;
}
