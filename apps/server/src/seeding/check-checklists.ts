/**
 * The rules of checklists.yaml a schema cannot say (issue #14): keys unique, task keys unique within a
 * checklist (progress is kept by task key), and a date given exactly when a rule counts from a fixed date —
 * a fixe_date rule without one would give a checklist that never applies, silently.
 */
import type { SampleCampus } from './load-sample-campus.ts';
import { duplicates, type Problems } from './seed-problems.ts';

const FILE = 'checklists.yaml';

export function checkChecklists(campus: SampleCampus, problems: Problems): void {
  for (const key of duplicates(campus.checklists.map((checklist) => checklist.key))) {
    problems.add(FILE, `two checklists have the key ${key}`);
  }
  for (const checklist of campus.checklists) {
    for (const key of duplicates(checklist.tasks.map((task) => task.key))) {
      problems.add(FILE, `checklist ${checklist.key}: two tasks have the key ${key}`);
    }
    for (const [side, rule] of [
      ['start', checklist.start],
      ['end', checklist.end],
    ] as const) {
      if (rule.from === 'fixe_date' && rule.date === undefined) {
        problems.add(
          FILE,
          `checklist ${checklist.key}: its ${side} counts from a fixed date but has no date`,
        );
      }
      if (rule.from !== 'fixe_date' && rule.date !== undefined) {
        problems.add(FILE, `checklist ${checklist.key}: its ${side} has a date but counts from ${rule.from}`);
      }
    }
  }
}
