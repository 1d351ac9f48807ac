import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimedToast } from './timed-toast.tsx';

describe('TimedToast: a message inserted into a live region that was there before it (issue #34)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps an empty status region until there is a message, then inserts it, then empties it', () => {
    const { rerender } = render(<TimedToast message={null} id={0} durationMs={1_000} />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    rerender(<TimedToast message="Saved" id={1} durationMs={1_000} />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Saved');

    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toBeEmptyDOMElement();

    // The same text again is shown (and announced) again.
    rerender(<TimedToast message="Saved" id={2} durationMs={1_000} />);
    expect(region).toHaveTextContent('Saved');
  });

  it('uses an alert region for a danger or dark toast', () => {
    render(<TimedToast message={null} id={0} durationMs={1_000} tone="danger" />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
