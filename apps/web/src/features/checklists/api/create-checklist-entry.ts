import {
  validityWindow,
  type Checklist,
  type ChecklistEntry,
  type ChecklistEntryCreateBody,
} from '@campus/domain/checklist';
import type { User } from '@campus/domain/user';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/**
 * The body of spec §7's checklist entry flow: every task unchecked, a title built from the username and
 * the checklist id, the validity dates, status in_progress. The server recomputes all but the checklist
 * id (and answers the existing entry if there is one), so this is what a WordPress backend would store.
 */
export function newEntryBody(checklist: Checklist, user: User): ChecklistEntryCreateBody {
  const window = validityWindow(checklist.acf, user.acf);
  return {
    title: `${user.username}-${String(checklist.id)}`,
    status: 'publish',
    acf: {
      entry_checklist_user: user.id,
      entry_checklist_post_id: checklist.id,
      entry_checklist_valid_date: window?.start ?? '',
      entry_checklist_end_valid_date: window?.end ?? '',
      entry_checklist_tasks: checklist.acf.checklist_tasks.map((task) => ({
        unique_id: task.checklist_tasks_key,
        title: task.checklist_tasks_title,
        value: false,
      })),
      entry_checklist_status: 'in_progress',
    },
  };
}

/** POST /wp/v2/checklist_entries: the person's entry of a checklist (new, or the one they already had). */
export async function createChecklistEntry(
  api: ApiClient,
  checklist: Checklist,
  user: User,
): Promise<ChecklistEntry> {
  const response = await callEndpoint(api, 'POST /wp/v2/checklist_entries', {
    body: newEntryBody(checklist, user),
  });
  return response.data;
}
