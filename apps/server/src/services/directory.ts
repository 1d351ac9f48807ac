import {
  DIRECTORY_FILTER_GROUPS,
  type DirectoryTagGroup,
  type DirectoryUser,
} from '@campus/domain/directory-user';
import type { PrivacyViewer } from '@campus/domain/privacy';
import type { Queryable } from '../db/db.ts';
import {
  directoryPeopleByIds,
  directoryTagCounts,
  findDirectoryRow,
  findDirectoryRows,
  isUnfilteredDirectory,
  readDirectoryPage,
  readDirectoryViewerContext,
  readListedPeopleOfHouses,
  type DirectoryPageRead,
  type DirectoryPersonRow,
  type DirectoryRow,
  type DirectoryQuery,
} from '../db/directory-repository.ts';
import type { PhotoUrls } from '../photos/photo-urls.ts';
import { projectUserFor } from './user-projection.ts';
import { contentCachesOf } from './versioned-content-cache.ts';
import { loadViewer } from './viewer.ts';

/**
 * Other people as a signed-in person may see them (spec §6), for every surface that returns people: the
 * directory and user search, one person, and the other party of each relation. The SQL only returns people
 * the viewer may see at all; each row is then projected field by field here, in one place.
 */
export interface People {
  viewer: PrivacyViewer;
  /** The row as this viewer may see it, or null when they may not see the person at all. */
  project(row: DirectoryRow): DirectoryUser | null;
}

export async function peopleSeenBy(db: Queryable, photoUrls: PhotoUrls, viewerId: number): Promise<People> {
  return peopleSeenAs(photoUrls, await loadViewer(db, viewerId));
}

function peopleSeenAs(photoUrls: PhotoUrls, viewer: PrivacyViewer): People {
  // Made once per viewer, not once per person: a directory page projects a hundred people, and each
  // function made costs (the build names it, which showed in the profile of the directory: issue #31).
  const photoUrlForViewer = (photo: string | null) => photoUrls.forViewer(photo, viewer.id);
  return {
    viewer,
    project: (row) =>
      projectUserFor(viewer, row, {
        blockedEitherWay: row.blocked,
        inMyNetwork: row.in_my_network,
        photoUrlForViewer,
      }),
  };
}

export interface DirectoryPage {
  users: DirectoryUser[];
  total: number;
  /** Rows the SQL returned that the projection hid: the two must agree (the access-matrix test checks). */
  hiddenIds: number[];
}

/**
 * GET /wp/v2/users: one page of the people the viewer may find, with the total for the paging headers.
 * Who may be on the page is decided by the database: for a filtered list (search, tags, house, include) for
 * this viewer on every request, with the viewer's houses, blocks and relations in the same statement; for
 * the unfiltered directory once per set of houses at the people version (unfilteredPage). What each
 * person's row says is the same for everyone, so it is kept by id at the current people version, and
 * projected for this viewer here.
 */
export async function directoryPage(
  db: Queryable,
  photoUrls: PhotoUrls,
  viewerId: number,
  query: DirectoryQuery,
): Promise<DirectoryPage> {
  const caches = contentCachesOf(db);
  // The people version is read (with the page, or with the viewer's context) before any kept row or list
  // is looked up, so what is kept under this version is never older than the version.
  const { context, ids, total } = isUnfilteredDirectory(query)
    ? await unfilteredPage(db, viewerId, query)
    : await readDirectoryPage(db, viewerId, query);
  const { version } = context;
  const people = peopleSeenAs(photoUrls, { id: viewerId, houseIds: context.houseIds });
  const persons = new Map<number, DirectoryPersonRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const person = caches.people.get(version, String(id));
    if (person === undefined) missing.push(id);
    else persons.set(id, person);
  }
  for (const person of await directoryPeopleByIds(db, missing)) {
    caches.people.set(version, String(person.id), person);
    persons.set(person.id, person);
  }
  const blocked = new Set(context.blockedIds);
  const network = new Set(context.networkIds);
  const users: DirectoryUser[] = [];
  const hiddenIds: number[] = [];
  for (const id of ids) {
    const person = persons.get(id);
    // Someone deleted between the two reads is left out, as if the page had been read after the delete.
    if (person === undefined) continue;
    const user = people.project({ ...person, blocked: blocked.has(id), in_my_network: network.has(id) });
    if (user === null) hiddenIds.push(id);
    else users.push(user);
  }
  return { users, total, hiddenIds };
}

/**
 * The unfiltered directory for the viewer: one statement reads their context (no ordering of people), and
 * the ordered ids of every listed person a member of their houses may see come from memory, kept per set of
 * houses at the people version (ADR 042's addition); a list not kept is read after the context, with the
 * houses as its parameter, so it is right for every member of those houses. Blocks remove nobody from the
 * directory (only contact details, in the projection), so the viewer is the one person to leave out.
 */
async function unfilteredPage(
  db: Queryable,
  viewerId: number,
  query: DirectoryQuery,
): Promise<DirectoryPageRead> {
  const context = await readDirectoryViewerContext(db, viewerId);
  const houses = [...context.houseIds].sort((a, b) => a - b);
  const key = houses.join(',');
  const lists = contentCachesOf(db).directoryLists;
  let listed = lists.get(context.version, key);
  if (listed === undefined) {
    listed = Int32Array.from(await readListedPeopleOfHouses(db, houses));
    lists.set(context.version, key, listed);
  }
  return { context, ...pageWithout(listed, viewerId, (query.page - 1) * query.perPage, query.perPage) };
}

/**
 * The page at `offset` of `listed` with `left` taken out, and the total without it: a walk of the kept
 * array that skips one id (the viewer, listed to the other members of their houses, never to themself).
 */
export function pageWithout(
  listed: Int32Array,
  left: number,
  offset: number,
  perPage: number,
): { ids: number[]; total: number } {
  const at = listed.indexOf(left);
  // From the left-out id's place on, a position of the list without it is one further in the kept array.
  const start = at !== -1 && at <= offset ? offset + 1 : offset;
  const ids: number[] = [];
  for (let index = start; index < listed.length && ids.length < perPage; index += 1) {
    const id = listed[index];
    if (id !== undefined && index !== at) ids.push(id);
  }
  return { ids, total: at === -1 ? listed.length : listed.length - 1 };
}

/** GET /wp/v2/users/{id}: the person as the viewer may see them; null also when they may not (same 404). */
export async function personSeenBy(
  db: Queryable,
  photoUrls: PhotoUrls,
  viewerId: number,
  personId: number,
): Promise<DirectoryUser | null> {
  const row = await findDirectoryRow(db, viewerId, personId);
  return row === null ? null : (await peopleSeenBy(db, photoUrls, viewerId)).project(row);
}

/** Several people at once (one query, not one per person), each as the viewer may see them. */
export async function peopleByIdSeenBy(
  db: Queryable,
  people: People,
  ids: readonly number[],
): Promise<Map<number, DirectoryUser | null>> {
  const rows = await findDirectoryRows(db, people.viewer.id, ids);
  return new Map(rows.map((row) => [row.id, people.project(row)]));
}

/** Whether the viewer may see the person at all (blocks and relations are only about visible people). */
export async function isVisibleTo(db: Queryable, viewerId: number, personId: number): Promise<boolean> {
  return (await findDirectoryRow(db, viewerId, personId)) !== null;
}

/**
 * The directory filter's groups (spec §2.9: establishment, study_year, discipline, in that order) with
 * their child tags, each counted over the people the viewer may find.
 */
export async function directoryTagGroups(db: Queryable, viewerId: number): Promise<DirectoryTagGroup[]> {
  const rows = await directoryTagCounts(db, viewerId, DIRECTORY_FILTER_GROUPS);
  return DIRECTORY_FILTER_GROUPS.flatMap((slug) => {
    const parent = rows.find((row) => row.parent === null && row.slug === slug);
    if (parent === undefined) return [];
    const children = rows
      .filter((row) => row.parent === parent.id)
      .map(({ id, slug: childSlug, name, label, count }) => ({ id, slug: childSlug, name, label, count }));
    return [{ id: parent.id, slug, name: parent.name, label: parent.label, count: parent.count, children }];
  });
}
