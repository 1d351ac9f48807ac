/**
 * The references of notifications.yaml (issue #12): keys unique, and every house and person it names
 * exists, so no sample message goes to nobody.
 */
import type { SampleCampus } from './load-sample-campus.ts';
import { duplicates, type Problems } from './seed-problems.ts';
import { slugify } from '@campus/domain/slug';

const FILE = 'notifications.yaml';

export function checkNotifications(campus: SampleCampus, problems: Problems): void {
  for (const key of duplicates(campus.notifications.map((message) => message.key))) {
    problems.add(FILE, `two notifications have the key ${key}`);
  }
  const houses = new Set(campus.houses.map((house) => slugify(house.name)));
  const people = new Set(campus.testAccounts.people.map((person) => person.username));
  for (const message of campus.notifications) {
    const named = [
      ...(message.house === undefined ? [] : [['house', message.house]]),
      ...('house' in message.to ? [['house', message.to.house]] : []),
    ];
    for (const [, slug] of named) {
      if (slug !== undefined && !houses.has(slug))
        problems.add(FILE, `notification ${message.key}: no house ${slug}`);
    }
    const usernames = [...('person' in message.to ? [message.to.person] : []), ...(message.readBy ?? [])];
    for (const username of usernames) {
      if (!people.has(username)) problems.add(FILE, `notification ${message.key}: no person ${username}`);
    }
  }
}
