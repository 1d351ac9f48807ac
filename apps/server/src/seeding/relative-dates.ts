/**
 * Dates of the sample campus written relative to the day it is seeded, so that it does not go stale: a
 * person who "arrived four days ago" has just arrived whenever the portal is first started, and the autumn
 * insurance checklist is this year's.
 */
import { addDays } from '@campus/domain/checklist';

/** A stay date of the seed files: 'YYYYMMDD', 'today-4' / 'today+300' (days from the seed day), or ''. */
export const STAY_DATE_PATTERN = '^([0-9]{8}|today[+-][0-9]{1,4})?$';
/** A fixed date of a checklist rule: 'DD/MM/YYYY', or 'DD/MM/{year}' for the seed year. */
export const FIXED_DATE_PATTERN = '^[0-9]{2}/[0-9]{2}/([0-9]{4}|\\{year\\})$';

/** The stored stay date (YYYYMMDD, or '') of a seed file's value; seedDate is YYYY-MM-DD. */
export function resolveStayDate(value: string, seedDate: string): string {
  const relative = /^today([+-][0-9]+)$/.exec(value);
  if (relative === null) return value;
  return addDays(seedDate, Number(relative[1])).replaceAll('-', '');
}

/** The DD/MM/YYYY of a checklist's fixed date, {year} being the seed year. */
export function resolveFixedDate(value: string, seedDate: string): string {
  return value.replace('{year}', seedDate.slice(0, 4));
}
