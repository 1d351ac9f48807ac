import { expect } from 'vitest';

/**
 * The focus is on `element` and may stay there in a browser (issue #34): jsdom keeps the focus on a button
 * that becomes `disabled`, where Chromium drops it to <body>, so a focused control must also be enabled.
 */
export function expectFocusHeld(element: HTMLElement): void {
  expect(document.activeElement).toBe(element);
  expect(element).toBeEnabled();
}

/** A promise and its resolver: a fake server's answer held back while a test looks at the busy state. */
export function heldBack(): { released: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}
