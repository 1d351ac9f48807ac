/**
 * Spec §4 Profile: edits save 1 s after the last change. Changes made meanwhile merge into one pending
 * save. When the page is hidden or closed the pending save leaves at once through `saveOnExit` (a
 * keepalive request), so no edit is lost; `flush` sends it now through the normal path.
 *
 * A save already sent but not yet answered is lost too if the page goes away: the browser cancels an
 * ordinary request with its page, maybe before it left (a loaded machine, a token being renewed). So the
 * exit flush also sends again the changes still in flight, under the pending ones. Each save replaces the
 * fields it carries, so sending the same values twice is harmless.
 */
export interface DebouncedSaver<T extends object> {
  change(fields: Partial<T>): void;
  flush(): void;
  flushOnExit(): void;
  hasPending(): boolean;
  /** Sends these fields now through the normal path, tracked as in flight until the save settles. */
  send(fields: Partial<T>): Promise<void>;
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
  /** The normal save; a returned promise keeps its fields "in flight" until it settles. */
  save: (fields: Partial<T>) => Promise<void> | void;
  saveOnExit: (fields: Partial<T>) => void;
}

export function createDebouncedSaver<T extends object>(options: DebouncedSaverOptions<T>): DebouncedSaver<T> {
  let pending: Partial<T> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Sent and not yet answered, oldest first (saves of one screen may overlap).
  const inFlight = new Set<Partial<T>>();

  const take = (): Partial<T> | null => {
    clearTimeout(timer);
    timer = undefined;
    const fields = pending;
    pending = null;
    return fields;
  };

  const send = async (fields: Partial<T>): Promise<void> => {
    // A fresh object per save, so two saves of equal fields are tracked apart.
    const sent = { ...fields };
    inFlight.add(sent);
    try {
      await options.save(sent);
    } finally {
      inFlight.delete(sent);
    }
  };
  const sendInBackground = (fields: Partial<T>) => {
    // A failed save is the `save` callback's to report (it restores the fields): nothing to catch here.
    send(fields).catch(() => undefined);
  };

  return {
    change(fields) {
      pending = { ...pending, ...fields };
      clearTimeout(timer);
      timer = setTimeout(() => {
        const due = take();
        if (due !== null) sendInBackground(due);
      }, options.delayMs);
    },
    flush() {
      const due = take();
      if (due !== null) sendInBackground(due);
    },
    flushOnExit() {
      const due = take();
      if (due === null && inFlight.size === 0) return;
      const unconfirmed = [...inFlight].reduce<Partial<T>>(
        (merged, fields) => ({ ...merged, ...fields }),
        {},
      );
      // The keepalive now carries them: a second exit event (hidden, then pagehide) does not send them again.
      inFlight.clear();
      options.saveOnExit({ ...unconfirmed, ...due });
    },
    hasPending: () => pending !== null,
    send,
    take,
    restore(fields) {
      pending = { ...fields, ...pending };
    },
  };
}
