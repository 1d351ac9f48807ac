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
  listedHousePeople,
  findDirectoryRow,
  findDirectoryRows,
  readDirectoryPage,
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
 * Who is on the page and in which order is decided by the database for this viewer on every request, and
 * the viewer's houses, blocks and relations are read with it, in the same statement; what each person's row says is the same for
 * everyone, so it is kept by id at the current people version, and projected for this viewer here.
 */
export async function directoryPage(
  db: Queryable,
  photoUrls: PhotoUrls,
  viewerId: number,
  query: DirectoryQuery,
): Promise<DirectoryPage> {
  const caches = contentCachesOf(db);
  // One statement: the page's ids, the viewer's context and the people version, read before any kept row
  // is looked up, so what is kept under this version is never older than the version.
  const { context, ids, filteredTotal } = await readDirectoryPage(db, viewerId, query);
  const { version } = context;
  const people = peopleSeenAs(photoUrls, { id: viewerId, houseIds: context.houseIds });
  let total = filteredTotal ?? 0;
  if (filteredTotal === null) {
    // The unfiltered total (the listed people the viewer may see) without counting the viewer's housemates
    // on every request: the listed house-confidentiality people of each house are the same for every viewer.
    let byHouse = caches.housePeople.get(version, 'all');
    if (byHouse === undefined) {
      byHouse = await listedHousePeople(db);
      caches.housePeople.set(version, 'all', byHouse);
    }
    const housemates = new Set<number>();
    for (const houseId of context.houseIds)
      for (const id of byHouse.get(houseId) ?? []) if (id !== viewerId) housemates.add(id);
    total = context.publicListed - (context.viewerPublicListed ? 1 : 0) + housemates.size;
  }
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
