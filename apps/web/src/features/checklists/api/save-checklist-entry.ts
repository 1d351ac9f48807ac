import type { ChecklistEntry, EntryStatus } from '@campus/domain/checklist';
import { endpointPath } from '@campus/domain/endpoint';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** Task key → ticked, for the tasks changed since the last save. */
export type Ticks = Partial<Record<string, boolean>>;

/**
 * The §7 save body: the ticks by task key and the status the screen shows (the server keeps the ticks it
 * is sent, leaves the others, and derives the status itself).
 */
function saveBody(ticks: Ticks, status: EntryStatus) {
  return {
    acf: {
      entry_checklist_tasks: Object.entries(ticks).flatMap(([key, value]) =>
        value === undefined ? [] : [{ unique_id: key, value }],
      ),
      entry_checklist_status: status,
    },
  };
}

/**
 * PUT /acf/v3/checklist_entries/{id}. Setting ticks is idempotent (the same body twice leaves the same
 * entry), so the client may retry it while no newer save to the entry was sent.
 */
export async function saveChecklistEntry(
  api: ApiClient,
  entryId: number,
  ticks: Ticks,
  status: EntryStatus,
): Promise<ChecklistEntry> {
  const response = await callEndpoint(api, 'PUT /acf/v3/checklist_entries/{id}', {
    params: { id: entryId },
    body: saveBody(ticks, status),
    fullReplacement: true,
  });
  return response.data;
}

/** The same save, sent with keepalive as the page goes away (no answer awaited). */
export function saveChecklistEntryOnExit(api: ApiClient, entryId: number, ticks: Ticks, status: EntryStatus) {
  api.sendKeepalive(endpointPath('PUT /acf/v3/checklist_entries/{id}', { id: entryId }), {
    method: 'PUT',
    body: saveBody(ticks, status),
  });
}
