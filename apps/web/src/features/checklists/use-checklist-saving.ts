import { CHECKLIST_SAVE_DEBOUNCE_MS, type ChecklistEntry } from '@campus/domain/checklist';
import type { Language } from '@campus/domain/locale';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { useApiClient } from '../../lib/api/api-client-context.tsx';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { checklistsKeys } from '../../entities/checklists/api/checklists-keys.ts';
import { createChecklistEntry } from './api/create-checklist-entry.ts';
import { saveChecklistEntry, saveChecklistEntryOnExit, type Ticks } from './api/save-checklist-entry.ts';
import { viewWithTicks, withTicks, type ChecklistView } from '../../entities/checklists/checklist-views.ts';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';
import { createDebouncedSaver, type DebouncedSaver } from '../../lib/debounced-saver.ts';
import { useSaveOnLeave } from '../../lib/use-save-on-leave.ts';

export interface ChecklistSaving {
  /** The views with this screen's ticks applied, in the same render as the click. */
  views: ChecklistView[];
  /** Ticks or unticks a task: the screen (and the badge) change at once, the save leaves 1 s later. */
  tick: (view: ChecklistView, taskKey: string, value: boolean) => void;
  /** A save or an entry creation failed; its ticks are kept and leave with `retry` or the next tick. */
  failed: boolean;
  retry: () => void;
}

function replaceEntry(
  queryClient: QueryClient,
  language: Language,
  entryId: number,
  next: (entry: ChecklistEntry) => ChecklistEntry,
): void {
  queryClient.setQueryData<ChecklistEntry[]>(checklistsKeys.entries(language), (entries) =>
    entries?.map((entry) => (entry.id === entryId ? next(entry) : entry)),
  );
}

/** The entries cache of the other language is out of date once a tick changed this one: drop it. */
function forgetOtherLanguage(queryClient: QueryClient, language: Language): void {
  queryClient.removeQueries({
    queryKey: checklistsKeys.entries(language === 'fr' ? 'en' : 'fr'),
    exact: true,
  });
}

/**
 * The saving of one screen's ticks (spec §4 Checklist, §9): one debounced saver per entry, so ticks made
 * within a second leave as one PUT; saves of an entry are chained, so they land in the order made; a
 * pending save leaves with keepalive when the page is hidden or closed, and at once when the screen closes.
 */
function createEntrySavers(
  api: ApiClient,
  queryClient: QueryClient,
  language: Language,
  onResult: (ok: boolean) => void,
) {
  const savers = new Map<number, DebouncedSaver<Ticks>>();
  const chains = new Map<number, Promise<unknown>>();
  const statusOf = (entryId: number) =>
    queryClient
      .getQueryData<ChecklistEntry[]>(checklistsKeys.entries(language))
      ?.find((entry) => entry.id === entryId)?.acf.entry_checklist_status ?? 'in_progress';

  const send = (entryId: number, ticks: Ticks) => {
    const saver = saverOf(entryId);
    const chain = (chains.get(entryId) ?? Promise.resolve())
      .then(() => saveChecklistEntry(api, entryId, ticks, statusOf(entryId)))
      .then(
        (saved) => {
          // Newer ticks still waiting would be undone on screen by this older answer: keep the screen's.
          if (!saver.hasPending()) {
            replaceEntry(queryClient, language, entryId, (entry) => ({ ...saved, post_id: entry.post_id }));
          }
          onResult(true);
        },
        () => {
          // Logged by the API client (§8 "Other request errors"); kept to be sent again.
          saver.restore(ticks);
          onResult(false);
        },
      );
    chains.set(entryId, chain);
    // The saver holds these ticks as in flight until the answer, to send them again if the page goes away.
    return chain;
  };

  function saverOf(entryId: number): DebouncedSaver<Ticks> {
    let saver = savers.get(entryId);
    if (saver === undefined) {
      saver = createDebouncedSaver<Ticks>({
        delayMs: CHECKLIST_SAVE_DEBOUNCE_MS,
        save: (ticks) => send(entryId, ticks),
        saveOnExit: (ticks) => {
          saveChecklistEntryOnExit(api, entryId, ticks, statusOf(entryId));
        },
      });
      savers.set(entryId, saver);
    }
    return saver;
  }

  return {
    change(entryId: number, ticks: Ticks) {
      saverOf(entryId).change(ticks);
    },
    flush: () => {
      for (const saver of savers.values()) saver.flush();
    },
    flushOnExit: () => {
      for (const saver of savers.values()) saver.flushOnExit();
    },
  };
}

export function useChecklistSaving(views: readonly ChecklistView[]): ChecklistSaving {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  const { user } = useConnection();
  const [failed, setFailed] = useState(false);
  // The screen's ticks by entry, in React state: a controlled checkbox must change in the render of its
  // click (the query cache, which the badge reads, notifies a moment later, and the box would flicker).
  const [ownTicks, setOwnTicks] = useState<Readonly<Record<number, Readonly<Record<string, boolean>>>>>({});
  const [savers] = useState(() =>
    createEntrySavers(api, queryClient, language, (ok) => {
      setFailed(!ok);
    }),
  );
  const [creating] = useState(() => new Set<number>());
  const [createFailed, setCreateFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // §7 checklist entry flow: a checklist that applies and has no entry yet gets one (the server answers
  // the existing one if another tab made it), so every tick has an entry to be saved to.
  const missing = views.filter((view) => view.active && view.entry === null);
  const missingIds = missing.map((view) => view.checklist.id).join(',');
  useEffect(() => {
    if (user === null) return;
    for (const view of missing) {
      if (creating.has(view.checklist.id)) continue;
      creating.add(view.checklist.id);
      createChecklistEntry(api, view.checklist, user).then(
        (entry) => {
          queryClient.setQueryData<ChecklistEntry[]>(checklistsKeys.entries(language), (entries) => [
            ...(entries ?? []).filter((known) => known.id !== entry.id),
            { ...entry, post_id: view.checklist.id },
          ]);
        },
        () => {
          creating.delete(view.checklist.id);
          setCreateFailed(true);
        },
      );
    }
    // `missing` is recomputed every render; its ids say when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missingIds, user, attempt]);

  useSaveOnLeave(savers);

  return {
    views: views.map((view) => {
      const ticks = view.entry === null ? undefined : ownTicks[view.entry.id];
      return ticks === undefined ? view : viewWithTicks(view, ticks);
    }),
    tick: (view, taskKey, value) => {
      const entryId = view.entry?.id;
      if (entryId === undefined) return;
      const ticks = { [taskKey]: value };
      setOwnTicks((all) => ({ ...all, [entryId]: { ...all[entryId], ...ticks } }));
      void queryClient.cancelQueries({ queryKey: checklistsKeys.entries(language), exact: true });
      replaceEntry(queryClient, language, entryId, (entry) => withTicks(entry, ticks));
      forgetOtherLanguage(queryClient, language);
      savers.change(entryId, ticks);
    },
    failed: failed || createFailed,
    retry: () => {
      setCreateFailed(false);
      setAttempt((count) => count + 1);
      savers.flush();
    },
  };
}
