import {
  entryStatus,
  mergeTasks,
  type Checklist,
  type ChecklistAcf,
  type ChecklistEntry,
} from '@campus/domain/checklist';
import { HttpResponse } from 'msw';
import { endpointHandler } from './endpoint-handler.ts';
import { recordRequest, testCampus } from './test-campus.ts';

/** A checklist as GET /wp/v2/checklist sends it; its tasks are keyed task-1, task-2… */
export function testChecklist(id: number, title: string, taskCount: number, acf: Partial<ChecklistAcf> = {}) {
  return {
    id,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title: { rendered: title },
    acf: {
      checklist_title: title,
      checklist_description: `What to do: ${title}`,
      checklist_tasks: Array.from({ length: taskCount }, (_, index) => ({
        checklist_tasks_key: `task-${String(index + 1)}`,
        checklist_tasks_title: `${title} task ${String(index + 1)}`,
      })),
      checklist_start_date: 'start_date',
      checklist_end_date: 'start_date',
      checklist_start_fixe_date_choose: '',
      checklist_end_fixe_date_choose: '',
      checklist_start_before_after: 'before',
      checklist_end_before_after: 'after',
      checklist_start_number: 7,
      checklist_end_number: 45,
      ...acf,
    },
    date: '2025-01-01T09:00:00',
    modified: '2025-01-01T09:00:00',
    status: 'publish',
    type: 'checklist',
    lang: 'en',
  } satisfies Checklist;
}

/** What the checklist handlers answer from; reset before each test (none by default). */
export const checklistCampus: { checklists: Checklist[]; entries: ChecklistEntry[]; nextEntryId: number } = {
  checklists: [],
  entries: [],
  nextEntryId: 500,
};

export function resetChecklistCampus(): void {
  checklistCampus.checklists = [];
  checklistCampus.entries = [];
  checklistCampus.nextEntryId = 500;
}

interface TickBody {
  acf: { entry_checklist_post_id?: number; entry_checklist_tasks?: { unique_id: string; value: boolean }[] };
}

/**
 * The checklist calls as the portal server answers them (spec §7): the signed-in person's entries only,
 * one per checklist (a second create answers the first), the status derived from the ticks.
 */
export function checklistHandlers() {
  return [
    endpointHandler('GET /wp/v2/checklist', () => HttpResponse.json(checklistCampus.checklists)),
    endpointHandler('GET /wp/v2/checklist_entries', ({ request }) => {
      const postId = new URL(request.url).searchParams.get('post_id');
      return HttpResponse.json(
        checklistCampus.entries.filter((entry) => postId === null || entry.post_id === Number(postId)),
      );
    }),
    endpointHandler('POST /wp/v2/checklist_entries', async ({ request }) => {
      const body = (await recordRequest(request)).body as TickBody;
      const checklist = checklistCampus.checklists.find(
        (item) => item.id === body.acf.entry_checklist_post_id,
      );
      if (checklist === undefined) {
        return HttpResponse.json(
          { code: 'rest_checklist_invalid_id', message: 'Invalid checklist ID.', data: { status: 404 } },
          { status: 404 },
        );
      }
      const existing = checklistCampus.entries.find((entry) => entry.post_id === checklist.id);
      if (existing !== undefined) return HttpResponse.json(existing);
      const tasks = mergeTasks(checklist.acf.checklist_tasks, []);
      const entry: ChecklistEntry = {
        id: checklistCampus.nextEntryId++,
        title: { rendered: `${testCampus.me.username}-${String(checklist.id)}` },
        post_id: checklist.id,
        status: 'publish',
        acf: {
          entry_checklist_user: testCampus.me.id,
          entry_checklist_post_id: checklist.id,
          entry_checklist_valid_date: '',
          entry_checklist_end_valid_date: '',
          entry_checklist_tasks: tasks,
          entry_checklist_status: entryStatus(tasks),
        },
      };
      checklistCampus.entries = [...checklistCampus.entries, entry];
      return HttpResponse.json(entry, { status: 201 });
    }),
    endpointHandler('PUT /acf/v3/checklist_entries/{id}', async ({ request, params }) => {
      const body = (await recordRequest(request)).body as TickBody;
      const entry = checklistCampus.entries.find((item) => item.id === Number(params.id));
      if (entry === undefined) {
        return HttpResponse.json(
          { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } },
          { status: 404 },
        );
      }
      const definitions = entry.acf.entry_checklist_tasks.map((task) => ({
        checklist_tasks_key: task.unique_id,
        checklist_tasks_title: task.title,
      }));
      const tasks = mergeTasks(
        definitions,
        body.acf.entry_checklist_tasks ?? [],
        entry.acf.entry_checklist_tasks,
      );
      const updated = {
        ...entry,
        acf: { ...entry.acf, entry_checklist_tasks: tasks, entry_checklist_status: entryStatus(tasks) },
      };
      checklistCampus.entries = checklistCampus.entries.map((item) =>
        item.id === entry.id ? updated : item,
      );
      return HttpResponse.json(updated);
    }),
  ];
}
