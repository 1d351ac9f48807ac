import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_URGENCIES,
  type MaintenanceCategory,
  type MaintenanceUrgency,
} from '@campus/domain/maintenance-rules';

/** What the report form holds while the person types (the photos apart: files cannot be stored). */
export interface ReportDraft {
  category: MaintenanceCategory | null;
  urgency: MaintenanceUrgency;
  place: 'room' | 'area';
  area: number | null;
  description: string;
  entryAllowed: boolean;
}

export const EMPTY_DRAFT: ReportDraft = {
  category: null,
  urgency: 'normal',
  place: 'room',
  area: null,
  description: '',
  entryAllowed: false,
};

/**
 * The draft lives in sessionStorage: it survives a reload or a crash of the tab, and leaves nothing behind
 * on a shared computer once the tab is closed. Cleared when the request is sent.
 */
const DRAFT_KEY = 'campus.maintenance.draft';

const isCategory = (value: unknown): value is MaintenanceCategory =>
  MAINTENANCE_CATEGORIES.includes(value as MaintenanceCategory);
const isUrgency = (value: unknown): value is MaintenanceUrgency =>
  MAINTENANCE_URGENCIES.includes(value as MaintenanceUrgency);

/** The stored draft, each field checked (a draft of an older build, or edited by hand, is read safely). */
export function readDraft(storage: Storage = sessionStorage): ReportDraft | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const draft = stored as Record<string, unknown>;
  return {
    category: isCategory(draft.category) ? draft.category : null,
    urgency: isUrgency(draft.urgency) ? draft.urgency : EMPTY_DRAFT.urgency,
    place: draft.place === 'area' ? 'area' : 'room',
    area: typeof draft.area === 'number' && Number.isInteger(draft.area) ? draft.area : null,
    description: typeof draft.description === 'string' ? draft.description : '',
    entryAllowed: draft.entryAllowed === true,
  };
}

export function saveDraft(draft: ReportDraft, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or refused storage loses the draft's copy, never what is on the screen.
  }
}

export function clearDraft(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Whether the person has typed or chosen anything worth restoring. */
export const isDraftWorthKeeping = (draft: ReportDraft): boolean =>
  draft.category !== null || draft.description.trim() !== '' || draft.area !== null;
