/**
 * The stay checklists of the sample campus (spec §3 Checklist): each in both languages, its rules written
 * as the CMS's acf fields (checklist_start_date, _before_after, _number, _fixe_date_choose…).
 */
import type { ChecklistAcf } from '@campus/domain/checklist';
import { CAMPUS_TIME_ZONE } from '../db/content-sql.ts';
import type { Queryable } from '../db/db.ts';
import type { SampleCampus } from './load-sample-campus.ts';
import { resolveFixedDate } from './relative-dates.ts';

const LANGUAGES = ['fr', 'en'] as const;

export async function insertChecklists(tx: Queryable, campus: SampleCampus, seedDate: string): Promise<void> {
  for (const checklist of campus.checklists) {
    for (const language of LANGUAGES) {
      const acf: ChecklistAcf = {
        checklist_title: checklist.title[language],
        checklist_description: checklist.description[language],
        checklist_tasks: checklist.tasks.map((task) => ({
          checklist_tasks_key: task.key,
          checklist_tasks_title: task[language],
        })),
        checklist_start_date: checklist.start.from,
        checklist_start_fixe_date_choose: resolveFixedDate(checklist.start.date ?? '', seedDate),
        checklist_start_before_after: checklist.start.direction,
        checklist_start_number: checklist.start.days,
        checklist_end_date: checklist.end.from,
        checklist_end_fixe_date_choose: resolveFixedDate(checklist.end.date ?? '', seedDate),
        checklist_end_before_after: checklist.end.direction,
        checklist_end_number: checklist.end.days,
      };
      await tx.query(
        `INSERT INTO checklists (language, translation_group, slug, date, modified, acf)
         VALUES ($1, $2, $3, ($4::date + time '09:00') AT TIME ZONE '${CAMPUS_TIME_ZONE}',
           ($4::date + time '09:00') AT TIME ZONE '${CAMPUS_TIME_ZONE}', $5)`,
        [language, `checklist:${checklist.key}`, checklist.key, seedDate, JSON.stringify(acf)],
      );
    }
  }
}
