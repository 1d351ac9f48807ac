/**
 * Spec §4 Profile: edits save 1 s after the last change. Changes made meanwhile merge into one pending
 * save. When the page is hidden or closed the pending save leaves at once through `saveOnExit` (a
 * keepalive request), so no edit is lost; `flush` sends it now through the normal path.
 */
export interface DebouncedSaver<T extends object> {
  change(fields: Partial<T>): void;
  flush(): void;
  flushOnExit(): void;
  hasPending(): boolean;
  /** Removes and returns the pending changes, for a caller that sends them itself. */
  take(): Partial<T> | null;
  /**
   * Puts back changes whose save failed, under any newer pending ones, without scheduling a save: they
   * leave with the next change's save, a flush (retry, screen closed) or the exit flush.
   */
  restore(fields: Partial<T>): void;
}

export interface DebouncedSaverOptions<T extends object> {
  delayMs: number;
  save: (fields: Partial<T>) => void;
  saveOnExit: (fields: Partial<T>) => void;
}

export function createDebouncedSaver<T extends object>(options: DebouncedSaverOptions<T>): DebouncedSaver<T> {
  let pending: Partial<T> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const take = (): Partial<T> | null => {
    clearTimeout(timer);
    timer = undefined;
    const fields = pending;
    pending = null;
    return fields;
  };

  return {
    change(fields) {
      pending = { ...pending, ...fields };
      clearTimeout(timer);
      timer = setTimeout(() => {
        const due = take();
        if (due !== null) options.save(due);
      }, options.delayMs);
    },
    flush() {
      const due = take();
      if (due !== null) options.save(due);
    },
    flushOnExit() {
      const due = take();
      if (due !== null) options.saveOnExit(due);
    },
    hasPending: () => pending !== null,
    take,
    restore(fields) {
      pending = { ...fields, ...pending };
    },
  };
}
