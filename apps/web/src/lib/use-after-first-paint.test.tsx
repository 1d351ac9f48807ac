import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, useAfterFirstPaint } from './use-after-first-paint.ts';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterNextPaint (issue #31)', () => {
  it('runs after the next frame has been painted, not in the frame itself', () => {
    const then = vi.fn();
    afterNextPaint(then);
    expect(then).not.toHaveBeenCalled();
    // The frame's callbacks run before its paint: still not.
    vi.advanceTimersToNextFrame();
    expect(then).not.toHaveBeenCalled();
    // The task queued from the frame runs once it is painted (a task queued during a tick of the fake
    // clock is due 1 ms later).
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, before or after the frame', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    vi.advanceTimersToNextFrame();
    cancelLate();
    vi.advanceTimersByTime(100);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

function Staged() {
  const painted = useAfterFirstPaint();
  return <p>{painted ? 'the rest' : 'the first screen'}</p>;
}

describe('useAfterFirstPaint (issue #31)', () => {
  it('is false for the first commit and true once it has been painted', () => {
    render(<Staged />);
    expect(screen.getByText('the first screen')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.getByText('the first screen')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('the rest')).toBeInTheDocument();
  });
});

describe('the rest after the first paint is a transition (issue #31)', () => {
  it('keeps the first screen, not a loading state, while the rest still loads its code', async () => {
    let loaded: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const Rest = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          loaded = resolve;
        }),
    );
    function StagedWithCode() {
      const painted = useAfterFirstPaint();
      return painted ? <Rest /> : <p>the first screen</p>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <StagedWithCode />
      </Suspense>,
    );
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });
    // An urgent update would have shown the fallback in its place.
    expect(screen.getByText('the first screen')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    await act(async () => {
      loaded({ default: () => <p>the rest</p> });
      await Promise.resolve();
    });
    expect(screen.getByText('the rest')).toBeInTheDocument();
  });
});
