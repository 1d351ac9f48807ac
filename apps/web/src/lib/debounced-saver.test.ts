import { PROFILE_SAVE_DEBOUNCE_MS } from '@campus/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedSaver } from './debounced-saver.ts';

interface Fields {
  mobilephone: string | null;
  confidentiality: string;
}

function setup() {
  const save = vi.fn<(fields: Partial<Fields>) => void>();
  const saveOnExit = vi.fn<(fields: Partial<Fields>) => void>();
  const saver = createDebouncedSaver<Fields>({ delayMs: PROFILE_SAVE_DEBOUNCE_MS, save, saveOnExit });
  return { save, saveOnExit, saver };
}

describe('profile auto-save (spec §4 Profile: 1 s after the last change)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves 1 s after the last change, not before', () => {
    const { save, saver } = setup();
    saver.change({ mobilephone: '06' });
    vi.advanceTimersByTime(999);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledWith({ mobilephone: '06' });
  });

  it('restarts the delay on each change and saves the merged fields once', () => {
    const { save, saver } = setup();
    saver.change({ mobilephone: '06 12' });
    vi.advanceTimersByTime(800);
    saver.change({ confidentiality: 'house' });
    vi.advanceTimersByTime(800);
    saver.change({ mobilephone: '06 12 34 56 78' });
    vi.advanceTimersByTime(999);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ mobilephone: '06 12 34 56 78', confidentiality: 'house' });
  });

  it('sends a pending save at once through the exit path when the page goes away, and only once', () => {
    const { save, saveOnExit, saver } = setup();
    saver.change({ mobilephone: '07 00 00 00 00' });
    vi.advanceTimersByTime(200);
    saver.flushOnExit();
    expect(saveOnExit).toHaveBeenCalledWith({ mobilephone: '07 00 00 00 00' });
    vi.advanceTimersByTime(5_000);
    expect(save).not.toHaveBeenCalled();
    saver.flushOnExit();
    expect(saveOnExit).toHaveBeenCalledTimes(1);
  });

  it('sends nothing on exit when nothing is pending', () => {
    const { saveOnExit, saver } = setup();
    saver.flushOnExit();
    expect(saveOnExit).not.toHaveBeenCalled();
  });

  it('flush sends the pending save now through the normal path', () => {
    const { save, saver } = setup();
    saver.change({ confidentiality: 'public' });
    expect(saver.hasPending()).toBe(true);
    saver.flush();
    expect(save).toHaveBeenCalledWith({ confidentiality: 'public' });
    expect(saver.hasPending()).toBe(false);
  });
});

describe('changes whose save failed (spec §4: no lost edit)', () => {
  it('are put back under newer changes and leave with the next save', () => {
    vi.useFakeTimers();
    const { save, saver } = setup();
    saver.restore({ mobilephone: '0612345678', confidentiality: 'house' });
    vi.advanceTimersByTime(PROFILE_SAVE_DEBOUNCE_MS);
    expect(save).not.toHaveBeenCalled();
    saver.change({ confidentiality: 'public' });
    vi.advanceTimersByTime(PROFILE_SAVE_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledWith({ mobilephone: '0612345678', confidentiality: 'public' });
    vi.useRealTimers();
  });

  it('are sent by a flush, and by the exit flush', () => {
    const { save, saveOnExit, saver } = setup();
    saver.restore({ mobilephone: '0612345678' });
    saver.flush();
    expect(save).toHaveBeenCalledWith({ mobilephone: '0612345678' });
    saver.restore({ mobilephone: null });
    saver.flushOnExit();
    expect(saveOnExit).toHaveBeenCalledWith({ mobilephone: null });
  });
});

describe('a save sent but not yet answered when the page goes away (spec §4: no lost edit)', () => {
  it('is sent again by the exit flush, under the newer pending changes, and only once', async () => {
    let answer: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const saveOnExit = vi.fn<(fields: Partial<Fields>) => void>();
    const saver = createDebouncedSaver<Fields>({ delayMs: PROFILE_SAVE_DEBOUNCE_MS, save, saveOnExit });
    saver.change({ confidentiality: 'house', mobilephone: '06' });
    saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    saver.change({ mobilephone: '07' });
    saver.flushOnExit();
    expect(saveOnExit).toHaveBeenCalledWith({ confidentiality: 'house', mobilephone: '07' });
    // hidden, then pagehide: the second exit event has nothing left to send.
    saver.flushOnExit();
    expect(saveOnExit).toHaveBeenCalledTimes(1);
    answer();
    await Promise.resolve();
  });

  it('is no longer sent on exit once its answer came', async () => {
    const save = vi.fn(() => Promise.resolve());
    const saveOnExit = vi.fn<(fields: Partial<Fields>) => void>();
    const saver = createDebouncedSaver<Fields>({ delayMs: PROFILE_SAVE_DEBOUNCE_MS, save, saveOnExit });
    await saver.send({ confidentiality: 'public' });
    saver.flushOnExit();
    expect(saveOnExit).not.toHaveBeenCalled();
  });
});
