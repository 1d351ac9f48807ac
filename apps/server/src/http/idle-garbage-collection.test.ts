import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectGarbageWhenIdle } from './idle-garbage-collection.ts';

describe('an idle server gives its empty heap back (issue #20)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once when no request came for the idle time, and again only after new requests', () => {
    const server = new EventEmitter();
    const collect = vi.fn();
    const stop = collectGarbageWhenIdle(server, collect, 10_000);

    vi.advanceTimersByTime(9_000);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);

    server.emit('request');
    vi.advanceTimersByTime(5_000);
    server.emit('request');
    vi.advanceTimersByTime(8_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(collect).toHaveBeenCalledTimes(2);

    stop();
    server.emit('request');
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(2);
    expect(server.listenerCount('request')).toBe(0);
  });

  it('does nothing when the process was started without --expose-gc', () => {
    const server = new EventEmitter();
    collectGarbageWhenIdle(server, undefined, 10_000);
    vi.advanceTimersByTime(60_000);
    expect(server.listenerCount('request')).toBe(0);
  });
});
