import type { Language } from '@campus/domain/locale';

/** Query keys of the stay checklists and the person's entries (one factory, so every screen shares them). */
export const checklistsKeys = {
  all: ['checklists'] as const,
  list: (language: Language) => [...checklistsKeys.all, language, 'list'] as const,
  entries: (language: Language) => [...checklistsKeys.all, language, 'entries'] as const,
};

/** Saves of one entry reach the server one at a time, in order: a slow older save never lands last. */
export const entryWriteScope = (entryId: number) => ({ id: `checklist-entry-${String(entryId)}` });
