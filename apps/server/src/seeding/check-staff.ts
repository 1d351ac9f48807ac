/**
 * The references of staff.yaml (issue #18): every person, house and form it names exists, and each role
 * names exactly what it needs (a house for a house editor, a form for a form reader).
 */
import type { SampleCampus } from './load-sample-campus.ts';
import type { Problems } from './seed-problems.ts';
import { slugify } from '@campus/domain/slug';
import { roleNamesHouse } from '@campus/domain/staff-roles';

const FILE = 'staff.yaml';

export function checkStaff(campus: SampleCampus, problems: Problems): void {
  const houses = new Set(campus.houses.map((house) => slugify(house.name)));
  const people = new Set(campus.testAccounts.people.map((person) => person.username));
  const forms = new Set(campus.forms.map((form) => form.key));
  for (const slug of campus.staff.reviewRequired) {
    if (!houses.has(slug)) problems.add(FILE, `reviewRequired: no house ${slug}`);
  }
  for (const grant of campus.staff.grants) {
    const what = `${grant.username} ${grant.role}`;
    if (!people.has(grant.username)) problems.add(FILE, `${what}: no person ${grant.username}`);
    if (roleNamesHouse(grant.role) !== (grant.house !== undefined)) {
      problems.add(FILE, `${what}: a house editor or maintenance grant names one house, other roles none`);
    }
    if ((grant.role === 'form-reader') !== (grant.form !== undefined)) {
      problems.add(FILE, `${what}: a form reader names one form, other roles none`);
    }
    if (grant.house !== undefined && !houses.has(grant.house))
      problems.add(FILE, `${what}: no house ${grant.house}`);
    if (grant.form !== undefined && !forms.has(grant.form))
      problems.add(FILE, `${what}: no form ${grant.form}`);
  }
}
