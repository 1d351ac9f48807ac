/**
 * The staff editor's autosave (issue #33: "drafts saved on their own a few seconds after typing stops, and
 * restored after a crash or a closed tab"; ADR 034).
 *
 * useAutosave keeps the unsaved changes AUTOSAVE_DELAY_MS after the last one: on the server, in the
 * person's slot for the item (no revision, nothing residents see), or in this browser for a new item not
 * yet saved, and as the fallback when the server cannot be reached. When the page is hidden or closed, the
 * changes still waiting are written to the browser at once and sent with keepalive.
 *
 * useAutosaveOffer finds, as the item opens, the newest copy kept that differs from what is saved, for the
 * editor to offer: restore it as unsaved changes, or discard it.
 */
import type { StaffContentType, StaffItemBody } from '@campus/domain/staff';
import { AUTOSAVE_DELAY_MS } from '@campus/domain/staff-autosave';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../lib/api/api-client-context.tsx';
import { createDebouncedSaver } from '../../lib/debounced-saver.ts';
import type { KeyValueStore } from '../../lib/storage.ts';
import { useSaveOnLeave } from '../../lib/use-save-on-leave.ts';
import {
  discardStaffItemAutosave,
  keepStaffItemAutosave,
  keepStaffItemAutosaveOnExit,
  useStaffItemAutosave,
} from './api/staff-item-autosave.ts';
import { autosaveToOffer, localTimestamp } from './autosave-draft.ts';
import { autosaveKey, readLocalAutosave, removeLocalAutosave, writeLocalAutosave } from './autosave-store.ts';
import type { ItemDraft } from './item-draft.ts';

/** What the status line near the actions says: nothing yet, a copy kept (where, when), or a failure. */
export type AutosaveStatus =
  { state: 'idle' } | { state: 'kept'; date: string; where: 'server' | 'device' } | { state: 'failed' };

export interface AutosaveOptions {
  type: StaffContentType;
  /** null: a new item, kept in the browser only. */
  group: string | null;
  username: string;
  /** The body a save would send now. */
  body: StaffItemBody;
  /** Whether there is something to keep: changed since saved, editable, not blank. */
  changed: boolean;
  storage?: KeyValueStore;
}

/** What waits to be kept, with where it goes (a new item gets its group on its first save). */
interface Pending {
  type: StaffContentType;
  group: string | null;
  username: string;
  body: StaffItemBody;
}

/** The saver merges partial changes; each change here carries all four. */
function whole({ type, group, username, body }: Partial<Pending>): Pending | null {
  if (type === undefined || group === undefined || username === undefined || body === undefined) return null;
  return { type, group, username, body };
}

export function useAutosave({
  type,
  group,
  username,
  body,
  changed,
  storage = localStorage,
}: AutosaveOptions) {
  const api = useApiClient();
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle' });
  const [{ saver, afterSave }] = useState(() => {
    // Counts saves: an autosave still under way at a save is behind it, and its answer is ignored.
    let saves = 0;
    /** Kept in this browser: whether storage took it. */
    const keepHere = ({ type, group, username, body }: Pending): boolean => {
      const date = localTimestamp(new Date());
      return writeLocalAutosave(storage, autosaveKey(username, type, group), { content: body, date });
    };
    const keptHere = (pending: Pending): AutosaveStatus =>
      keepHere(pending)
        ? { state: 'kept', date: localTimestamp(new Date()), where: 'device' }
        : { state: 'failed' };
    const debounced = createDebouncedSaver<Pending>({
      delayMs: AUTOSAVE_DELAY_MS,
      save: async (fields) => {
        const pending = whole(fields);
        if (pending === null) return;
        const { type, group, username, body } = pending;
        if (group === null) {
          setStatus(keptHere(pending));
          return;
        }
        const started = saves;
        try {
          const kept = await keepStaffItemAutosave(api, type, group, body);
          if (started !== saves) return;
          // The server's copy is the newer: the browser's would offer older changes.
          removeLocalAutosave(storage, autosaveKey(username, type, group));
          setStatus({ state: 'kept', date: kept.date, where: 'server' });
        } catch {
          // The server cannot be reached (or refused): this browser keeps them meanwhile.
          if (started === saves) setStatus(keptHere(pending));
        }
      },
      saveOnExit: (fields) => {
        const pending = whole(fields);
        if (pending === null) return;
        // Written at once (the page may be gone before any answer), and sent to the server if it can go.
        keepHere(pending);
        const { type, group, body } = pending;
        if (group !== null) keepStaffItemAutosaveOnExit(api, type, group, body);
      },
    });
    return {
      saver: debounced,
      afterSave: () => {
        saves += 1;
        debounced.take();
      },
    };
  });
  useSaveOnLeave(saver);

  const pendingKey = JSON.stringify({ type, group, username, body });
  // Words in one language at least: a house ticked on a blank new item is not worth offering back.
  const worthKeeping = changed && (body.fr !== undefined || body.en !== undefined);
  useEffect(() => {
    if (worthKeeping) saver.change(JSON.parse(pendingKey) as Pending);
    // Back to what is saved (or nothing to keep): nothing waits to be kept.
    else saver.take();
  }, [saver, pendingKey, worthKeeping]);

  return {
    status,
    /**
     * After a save or an action: the server emptied the person's slot; what waited to be kept, and the
     * browser's copies of the item (and of the new item it was), go too. `was` is the group before the save.
     */
    saved(was: string | null, group: string) {
      afterSave();
      removeLocalAutosave(storage, autosaveKey(username, type, was));
      removeLocalAutosave(storage, autosaveKey(username, type, group));
      setStatus({ state: 'idle' });
    },
  };
}

export interface AutosaveOfferOptions {
  type: StaffContentType;
  group: string | null;
  username: string;
  /** The item as saved when the editor opened (a new item: blank). */
  saved: ItemDraft;
  storage?: KeyValueStore;
}

/**
 * The copy to offer as the item opens, read once: the server's slot and the browser's copy, the newest if
 * it differs from what is saved. `settle` hides it once restored; `discard` forgets both copies.
 */
export function useAutosaveOffer({
  type,
  group,
  username,
  saved,
  storage = localStorage,
}: AutosaveOfferOptions) {
  const api = useApiClient();
  const server = useStaffItemAutosave(type, group);
  const [here] = useState(() => readLocalAutosave(storage, autosaveKey(username, type, group)));
  const [settled, setSettled] = useState(false);
  // A server that cannot be reached leaves the browser's copy to offer.
  const serverCopy = group === null || server.isError ? null : server.data;
  const ready = serverCopy !== undefined;
  const [offer] = useOnce(ready, () => autosaveToOffer(type, saved, [serverCopy ?? null, here]));
  return {
    offer: settled ? null : offer,
    settle() {
      setSettled(true);
    },
    discard() {
      setSettled(true);
      removeLocalAutosave(storage, autosaveKey(username, type, group));
      // Not awaited: a failure leaves an older copy that the next autosave replaces.
      if (group !== null) discardStaffItemAutosave(api, type, group).catch(() => undefined);
    },
  };
}

/** `compute()` once `ready`, then kept: the offer is decided as the item opens, not as it is edited. */
function useOnce<T>(ready: boolean, compute: () => T | null): [T | null] {
  const [value, setValue] = useState<{ value: T | null } | null>(null);
  if (ready && value === null) {
    const computed = { value: compute() };
    setValue(computed);
    return [computed.value];
  }
  return [value?.value ?? null];
}
