import type { EventPost, Page, Post } from '@campus/domain/content';
import type { DirectoryTagGroup, DirectoryUser } from '@campus/domain/directory-user';
import type { TagTerm } from '@campus/domain/taxonomy';
import type { User } from '@campus/domain/user';
import { testUser } from './fixtures.ts';
import { resetCalendarCampus } from './calendar-fixtures.ts';
import { resetChecklistCampus } from './checklist-fixtures.ts';
import { resetFormsCampus } from './forms-fixtures.ts';
import { resetHouseCampus } from './house-fixtures.ts';
import { resetNotificationCampus } from './notification-fixtures.ts';
import { resetMaintenanceCampus } from './maintenance-fixtures.ts';
import { resetStaffCampus } from './staff-fixtures.ts';
import { testPerson, testTag, testTagGroup, type TestListedRelation } from './people-fixtures.ts';

/** A request the test server received, for tests that assert what was sent and in which order. */
export interface ReceivedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/**
 * Writes a request a fixture handler received into `testCampus.requests`, and gives back its URL and its JSON
 * body: null for a GET or HEAD, or for a body that is not JSON (a photo's bytes). Every fixture handler records
 * through it, so tests read one shape of what was sent whichever fixture answered.
 */
export async function recordRequest(request: Request): Promise<{ url: URL; body: unknown }> {
  const url = new URL(request.url);
  const body: unknown =
    request.method === 'GET' || request.method === 'HEAD'
      ? null
      : await request
          .clone()
          .json()
          .catch(() => null);
  testCampus.requests.push({
    method: request.method,
    path: url.pathname.replace(/^\/wp-json/, ''),
    search: url.searchParams,
    body,
  });
  return { url, body };
}

/**
 * What the shared MSW handlers (msw-handlers.ts) answer from: a small campus, reset before each test.
 * A test changes what it is about (`testCampus.posts = [...]`) or overrides a handler with `server.use`.
 */
export interface TestCampus {
  me: User;
  posts: Post[];
  events: EventPost[];
  pages: Page[];
  people: DirectoryUser[];
  /** The tag ids each person carries, for the directory's tag filter. */
  tagsOf: Record<number, number[]>;
  relations: TestListedRelation[];
  blocks: number[];
  /** Every tax-tag term: the groups (parent 0) and their children. */
  tags: TagTerm[];
  tagGroups: DirectoryTagGroup[];
  requests: ReceivedRequest[];
}

export const TAGS = {
  interest: testTag(100, 'interest', 0),
  music: testTag(101, 'music', 100, { en: 'Music', fr: 'Musique' }),
  theatre: testTag(102, 'theatre', 100, { en: 'Theatre', fr: 'Théâtre' }),
  football: testTag(103, 'football', 100, { en: 'Football', fr: 'Football' }),
  establishment: testTag(200, 'establishment', 0, { en: 'Establishment', fr: 'Établissement' }),
  sorbonne: testTag(201, 'sorbonne', 200, { en: 'Sorbonne', fr: 'Sorbonne' }),
  study_year: testTag(300, 'study_year', 0, { en: 'Study year', fr: "Année d'études" }),
  master1: testTag(301, 'master-1', 300, { en: 'Master 1', fr: 'Master 1' }),
  discipline: testTag(400, 'discipline', 0, { en: 'Discipline', fr: 'Discipline' }),
  physics: testTag(401, 'physics', 400, { en: 'Physics', fr: 'Physique' }),
} as const;

function freshCampus(): TestCampus {
  return {
    me: testUser(),
    posts: [],
    events: [],
    pages: [],
    people: [
      testPerson(21, 'Bruno', 'Costa'),
      testPerson(22, 'Chloé', 'Durand'),
      testPerson(23, 'Dan', 'Ek'),
    ],
    tagsOf: { 21: [TAGS.sorbonne.id], 22: [TAGS.physics.id] },
    relations: [],
    blocks: [],
    tags: Object.values(TAGS),
    tagGroups: [
      testTagGroup(TAGS.establishment, [TAGS.sorbonne]),
      testTagGroup(TAGS.study_year, [TAGS.master1]),
      testTagGroup(TAGS.discipline, [TAGS.physics]),
    ],
    requests: [],
  };
}

export const testCampus: TestCampus = freshCampus();

export function resetTestCampus(): void {
  Object.assign(testCampus, freshCampus());
  resetHouseCampus();
  resetChecklistCampus();
  resetNotificationCampus();
  resetCalendarCampus();
  resetFormsCampus();
  resetStaffCampus();
  resetMaintenanceCampus();
}
