/**
 * Maintenance requests (issue #32): who sees a request, which step each caller may take, and what happens
 * when one is taken. The state machine itself is the domain's (domain/src/maintenance-rules.ts); this
 * service finds the caller's relation to the request, asks the machine, writes the change and its timeline
 * line in one transaction, and tells the author and the followers.
 *
 * A request is visible to its author, its followers ("me too", common areas only), the house's maintenance
 * team and the campus's staff (services/staff/staff-rights.ts, 'handle-maintenance'); anyone else is
 * answered as if it did not exist. Followers never learn who reported it.
 */
import type { Language } from '@campus/domain/locale';
import type {
  MaintenanceEvent,
  MaintenancePlaces,
  MaintenanceRequest,
  MaintenanceRequestBody,
  MaintenanceStepBody,
} from '@campus/domain/maintenance';
import {
  decideMaintenanceTransition,
  isFinalMaintenanceStatus,
  isOpenMaintenanceStatus,
  maintenanceActions,
  MAINTENANCE_PHOTO_MAX_SIZE_PX,
  MAINTENANCE_PHOTOS_MAX,
  reopenDeadline,
  slotProblem,
  type MaintenanceAction,
  type MaintenanceActor,
  type MaintenanceRefusal,
} from '@campus/domain/maintenance-rules';
import { campusDay } from '@campus/domain/checklist';
import { invalidParam, WpHttpError } from '@campus/domain/wp-error';
import type { Db, Queryable } from '../db/db.ts';
import {
  addFollower,
  areaHouse,
  audienceOf,
  findRequest,
  homesOf,
  houseWithAreas,
  insertEvent,
  insertRequest,
  openRequestsOfArea,
  ownAndFollowedRequests,
  findPhotoBytes,
  insertPhotoWithin,
  timelineOf,
  updateStatus,
  type MaintenanceEventRow,
  type MaintenanceRow,
  type OpenAreaRequestRow,
} from '../db/maintenance-repository.ts';
import { insertMessage } from '../db/notifications-repository.ts';
import { grantsOfUser } from '../db/staff-grants-repository.ts';
import type { PhotoType } from '../photos/accepted-photo-types.ts';
import { reencodePhoto } from '../photos/reencode-photo.ts';
import { isAllowed, type GrantScope } from './staff/staff-rights.ts';
import { staffReason } from './staff/staff-messages.ts';
import { maintenanceNotice, type NoticeFacts } from './maintenance-notices.ts';

/** The signed-in person asking, with their staff grants (the maintenance team's is one of them). */
export interface MaintenanceCaller {
  id: number;
  language: Language;
  grants: readonly GrantScope[];
}

/** What the service needs from outside: the time, and the queue that delivers notices and closes requests. */
export interface MaintenanceEffects {
  now: () => Date;
  /** Queues the delivery of a stored notification. */
  deliver: (messageId: number) => Promise<void>;
  /** Queues the automatic close of a resolved request, at `at`. */
  closeLater: (requestId: number, at: Date) => Promise<void>;
}

export async function maintenanceCaller(
  db: Queryable,
  user: { id: number },
  language: Language,
): Promise<MaintenanceCaller> {
  const grants = (await grantsOfUser(db, user.id)).map(({ role, house, form }) => ({ role, house, form }));
  return { id: user.id, language, grants };
}

const noRequest = () =>
  new WpHttpError(404, 'rest_maintenance_invalid', 'No maintenance request with this id.');

const isTeam = (caller: MaintenanceCaller, houseId: number) =>
  isAllowed(caller.grants, { action: 'handle-maintenance', house: houseId });

type Relation = MaintenanceRequest['relation'];

function relationOf(caller: MaintenanceCaller, row: MaintenanceRow): Relation | null {
  if (row.author_id === caller.id) return 'author';
  if (isTeam(caller, row.house_id)) return 'team';
  if (row.followed) return 'follower';
  return null;
}

/** The actors the caller may act as on this request: its author, its team, or both. */
function actorsOf(caller: MaintenanceCaller, row: MaintenanceRow): Exclude<MaintenanceActor, 'system'>[] {
  const actors: Exclude<MaintenanceActor, 'system'>[] = [];
  if (row.author_id === caller.id) actors.push('author');
  if (isTeam(caller, row.house_id)) actors.push('team');
  return actors;
}

/** An instant as the API writes them: ISO 8601 in UTC, to the second. */
const isoSeconds = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

const stateOf = (row: MaintenanceRow) => ({ status: row.status, resolvedAt: row.resolved_at });

function eventView(row: MaintenanceEventRow, relation: Relation): MaintenanceEvent {
  // A follower sees the team's names, not the author's nor other followers'.
  const named = relation !== 'follower' || row.by_team;
  return {
    id: row.id,
    at: row.at,
    kind: row.kind,
    by_team: row.by_team,
    by: named && row.actor_id !== null ? { id: row.actor_id, name: row.actor_name ?? '' } : null,
    action: row.action,
    from: row.from_status,
    to: row.to_status,
    message: row.message,
  };
}

export function requestView(
  caller: MaintenanceCaller,
  row: MaintenanceRow,
  relation: Relation,
  now: Date,
  timeline: MaintenanceEventRow[] = [],
): MaintenanceRequest {
  const state = stateOf(row);
  const actions = new Set<MaintenanceAction>();
  for (const actor of actorsOf(caller, row))
    for (const action of maintenanceActions(state, actor, now)) actions.add(action);
  const deadline = reopenDeadline(state);
  return {
    id: row.id,
    house: { id: row.house_id, name: row.house_name },
    place:
      row.area_id === null
        ? { type: 'room', room: row.room ?? '' }
        : { type: 'area', area: { id: row.area_id, name: row.area_name ?? '' } },
    category: row.category,
    urgency: row.urgency,
    description: row.description,
    entry_allowed: row.entry_allowed,
    status: row.status,
    slot:
      row.slot_date === null
        ? null
        : { date: row.slot_date, from: row.slot_from ?? '', to: row.slot_to ?? '' },
    author: relation === 'follower' ? null : { id: row.author_id, name: row.author_name },
    relation,
    followers: row.followers,
    merged_into: row.merged_into,
    created: row.created,
    modified: row.modified,
    reopen_until: deadline === null ? null : isoSeconds(deadline),
    photos: row.photos,
    assignee: row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? '' },
    first_answer: row.first_answer_at,
    actions: [...actions],
    timeline: timeline.map((event) => eventView(event, relation)),
  };
}

/** The request as the caller sees it, or 404 when they may not see it. */
async function visibleRequest(
  db: Queryable,
  caller: MaintenanceCaller,
  id: number,
): Promise<{ row: MaintenanceRow; relation: Relation }> {
  const row = await findRequest(db, id, caller.id, caller.language);
  const relation = row === null ? null : relationOf(caller, row);
  if (row === null || relation === null) throw noRequest();
  return { row, relation };
}

/** GET /maintenance-requests/{id}: the request with its timeline. */
export async function maintenanceRequest(
  db: Queryable,
  caller: MaintenanceCaller,
  id: number,
  now: Date,
): Promise<MaintenanceRequest> {
  const { row, relation } = await visibleRequest(db, caller, id);
  return requestView(caller, row, relation, now, await timelineOf(db, id));
}

/** GET /maintenance-requests: the caller's own and followed requests, newest first. */
export async function ownRequests(
  db: Queryable,
  caller: MaintenanceCaller,
  query: { page: number; per_page: number; state: 'open' | 'all' },
  now: Date,
): Promise<{ items: MaintenanceRequest[]; total: number }> {
  const { rows, total } = await ownAndFollowedRequests(db, caller.id, {
    language: caller.language,
    openOnly: query.state === 'open',
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const items = rows.map((row) =>
    requestView(caller, row, row.author_id === caller.id ? 'author' : 'follower', now),
  );
  return { items, total };
}

/** GET /maintenance-places: the caller's first house with a room, else their first house, and its areas. */
export async function reportPlaces(db: Queryable, caller: MaintenanceCaller): Promise<MaintenancePlaces> {
  const homes = await homesOf(db, caller.id);
  const home = homes.find((candidate) => candidate.room !== null) ?? homes[0];
  if (home === undefined) return { house: null, room: null, areas: [] };
  const [house] = await houseWithAreas(db, home.house_id, caller.language);
  return {
    house: { id: home.house_id, name: house?.house_name ?? '' },
    room: home.room,
    areas: house?.areas ?? [],
  };
}

/** POST /maintenance-requests: 201 with the new request. */
export async function reportProblem(
  db: Db,
  caller: MaintenanceCaller,
  body: MaintenanceRequestBody,
  now: Date,
): Promise<MaintenanceRequest> {
  const homes = await homesOf(db, caller.id);
  if (homes.length === 0) {
    throw new WpHttpError(
      403,
      'rest_maintenance_no_house',
      'Only the residents of a house can report a problem.',
    );
  }
  let houseId: number;
  let room: string | null = null;
  let areaId: number | null = null;
  if (body.place.type === 'room') {
    const home = homes.find((candidate) => candidate.room !== null);
    if (home === undefined) {
      throw invalidParam(
        'place',
        'Your room is not known to the portal: choose a common area, or contact your house.',
      );
    }
    houseId = home.house_id;
    room = home.room;
  } else {
    const house = await areaHouse(db, body.place.area);
    if (house === null || !homes.some((home) => home.house_id === house)) {
      throw invalidParam('place', 'This common area is not one of your house’s.');
    }
    houseId = house;
    areaId = body.place.area;
  }
  const id = await db.transaction(async (tx) => {
    const created = await insertRequest(
      tx,
      {
        authorId: caller.id,
        houseId,
        room,
        areaId,
        category: body.category,
        urgency: body.urgency,
        description: body.description.trim(),
        entryAllowed: body.entry_allowed,
      },
      now,
    );
    await insertEvent(
      tx,
      { requestId: created, actorId: caller.id, byTeam: false, kind: 'step', to: 'submitted' },
      now,
    );
    return created;
  });
  return maintenanceRequest(db, caller, id, now);
}

const REFUSALS: Record<Exclude<MaintenanceRefusal, 'not-allowed'>, string> = {
  'wrong-status': 'This request is not in a state that allows this step.',
  'reopen-window-passed': 'A resolved request can be confirmed or reopened within 7 days only.',
  'too-early': 'The reopening window of this request is still open.',
};

function refusal(reason: MaintenanceRefusal): WpHttpError {
  if (reason === 'not-allowed')
    return new WpHttpError(403, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
  return new WpHttpError(409, `rest_maintenance_${reason.replaceAll('-', '_')}`, REFUSALS[reason]);
}

/** POST /maintenance-requests/{id}/steps: one step of the state machine, by the author or the team. */
export async function takeStep(
  db: Db,
  effects: MaintenanceEffects,
  caller: MaintenanceCaller,
  id: number,
  body: MaintenanceStepBody,
): Promise<MaintenanceRequest> {
  const now = effects.now();
  const { row } = await visibleRequest(db, caller, id);
  const actors = actorsOf(caller, row);
  const decisions = actors.map((actor) => ({
    actor,
    decision: decideMaintenanceTransition(stateOf(row), body.action, actor, now),
  }));
  const allowed = decisions.find((candidate) => candidate.decision.ok);
  if (allowed === undefined || !allowed.decision.ok) {
    // The most telling refusal: a status or window problem says more than "not yours".
    const reasons = decisions.flatMap(({ decision }) => (decision.ok ? [] : [decision.reason]));
    throw refusal(reasons.find((reason) => reason !== 'not-allowed') ?? 'not-allowed');
  }
  const { actor } = allowed;
  const to = allowed.decision.to;
  let slot: NoticeFacts['slot'] | undefined;
  if (body.action === 'schedule') {
    if (body.slot === undefined) throw invalidParam('slot', staffReason('slotMissing', caller.language));
    const problem = slotProblem(body.slot, campusDay(now));
    if (problem !== null) throw invalidParam('slot', staffReason(SLOT_PROBLEMS[problem], caller.language));
    slot = body.slot;
  }
  let mergedInto: number | null = null;
  if (body.action === 'merge') mergedInto = await mergeTarget(db, caller, row, body.merge_into);
  await db.transaction(async (tx) => {
    await updateStatus(
      tx,
      id,
      { status: to, slot, mergedInto, resolvedAt: to === 'resolved' ? now : null },
      now,
    );
    await insertEvent(
      tx,
      {
        requestId: id,
        actorId: caller.id,
        byTeam: actor === 'team',
        kind: 'step',
        action: body.action,
        from: row.status,
        to,
        message: body.message?.trim() ?? '',
      },
      now,
    );
    if (mergedInto !== null) await moveFollowers(tx, row, mergedInto, now);
  });
  if (to === 'resolved') {
    // Resolved now: the window is the machine's, counted from `now` (what resolved_at was just set to).
    const deadline = reopenDeadline({ status: 'resolved', resolvedAt: now.toISOString() });
    if (deadline !== null) await effects.closeLater(id, new Date(deadline.getTime() + 1_000));
  }
  await tell(db, effects, row, caller.id, body.action, {
    category: row.category,
    slot: slot ?? currentSlot(row),
  });
  return maintenanceRequest(db, caller, id, now);
}

/** Why a slot is refused, in the team member's language (scheduling is the team's step). */
const SLOT_PROBLEMS = { date: 'slotDate', past: 'slotPast', window: 'slotWindow' } as const;

const currentSlot = (row: MaintenanceRow): NoticeFacts['slot'] =>
  row.slot_date === null ? null : { date: row.slot_date, from: row.slot_from ?? '', to: row.slot_to ?? '' };

/** The open request of the same house a duplicate is merged into. */
async function mergeTarget(
  db: Queryable,
  caller: MaintenanceCaller,
  row: MaintenanceRow,
  targetId: number | undefined,
): Promise<number> {
  if (targetId === undefined) throw invalidParam('merge_into', staffReason('mergeMissing', caller.language));
  const target = await findRequest(db, targetId, caller.id, caller.language);
  if (
    target === null ||
    target.id === row.id ||
    target.house_id !== row.house_id ||
    !isOpenMaintenanceStatus(target.status)
  ) {
    throw invalidParam('merge_into', staffReason('mergeTarget', caller.language));
  }
  return target.id;
}

/** The author and followers of a merged request follow the one it was merged into. */
async function moveFollowers(tx: Queryable, row: MaintenanceRow, targetId: number, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO maintenance_followers (request_id, user_id, created_at)
     SELECT $2, person, $4 FROM (SELECT $3::int AS person UNION SELECT user_id FROM maintenance_followers WHERE request_id = $1) p
     WHERE person <> (SELECT author_id FROM maintenance_requests WHERE id = $2)
     ON CONFLICT DO NOTHING`,
    [row.id, targetId, row.author_id, at.toISOString()],
  );
}

/** POST /maintenance-requests/{id}/messages: the team's or the author's message; a final request takes none. */
export async function postMessage(
  db: Db,
  effects: MaintenanceEffects,
  caller: MaintenanceCaller,
  id: number,
  message: string,
): Promise<MaintenanceRequest> {
  const { row } = await visibleRequest(db, caller, id);
  const actors = actorsOf(caller, row);
  if (actors.length === 0) throw refusal('not-allowed');
  if (isFinalMaintenanceStatus(row.status)) throw refusal('wrong-status');
  const byTeam = actors.includes('team') && row.author_id !== caller.id;
  await db.transaction((tx) =>
    insertEvent(
      tx,
      { requestId: id, actorId: caller.id, byTeam, kind: 'message', message: message.trim() },
      effects.now(),
    ),
  );
  if (byTeam)
    await tell(db, effects, row, caller.id, 'team-message', {
      category: row.category,
      slot: null,
      message: message.trim(),
    });
  return maintenanceRequest(db, caller, id, effects.now());
}

/**
 * POST /maintenance-requests/{id}/followers: "me too" on an open common-area request of the caller's house.
 * 201 when the caller now follows it, 200 when they already did (or reported it).
 */
export async function followRequest(
  db: Db,
  caller: MaintenanceCaller,
  id: number,
  now: Date,
): Promise<{ request: MaintenanceRequest; created: boolean }> {
  const row = await findRequest(db, id, caller.id, caller.language);
  const homes = await homesOf(db, caller.id);
  // Someone who could not see the request learns nothing of it: the same 404 as an unknown id.
  if (row === null || row.area_id === null || !homes.some((home) => home.house_id === row.house_id)) {
    if (row !== null && relationOf(caller, row) !== null) {
      throw new WpHttpError(
        409,
        'rest_maintenance_not_shared',
        'Only a common area’s request can be followed.',
      );
    }
    throw noRequest();
  }
  if (!isOpenMaintenanceStatus(row.status)) throw refusal('wrong-status');
  let created = false;
  if (row.author_id !== caller.id) {
    created = await db.transaction(async (tx) => {
      const added = await addFollower(tx, id, caller.id, now);
      if (added) {
        await insertEvent(tx, { requestId: id, actorId: caller.id, byTeam: false, kind: 'me-too' }, now);
      }
      return added;
    });
  }
  return { request: await maintenanceRequest(db, caller, id, now), created };
}

/** GET /maintenance-areas/{id}/open-requests: for a resident of the area's house only. */
export async function openAreaRequests(
  db: Queryable,
  caller: MaintenanceCaller,
  areaId: number,
): Promise<OpenAreaRequestRow[]> {
  const house = await areaHouse(db, areaId);
  const homes = await homesOf(db, caller.id);
  if (house === null || !homes.some((home) => home.house_id === house)) {
    throw new WpHttpError(404, 'rest_maintenance_area_invalid', 'No common area with this id in your house.');
  }
  return openRequestsOfArea(db, areaId, caller.id);
}

/** The automatic close of a resolved request once its reopening window has passed (a queued job). */
export async function closeIfExpired(db: Db, effects: MaintenanceEffects, id: number): Promise<boolean> {
  const row = await findRequest(db, id, 0, 'en');
  if (row === null) return false;
  const now = effects.now();
  const decision = decideMaintenanceTransition(stateOf(row), 'auto-close', 'system', now);
  if (!decision.ok) return false;
  await db.transaction(async (tx) => {
    await updateStatus(
      tx,
      id,
      { status: decision.to, slot: undefined, mergedInto: null, resolvedAt: null },
      now,
    );
    await insertEvent(
      tx,
      {
        requestId: id,
        actorId: null,
        byTeam: false,
        kind: 'step',
        action: 'auto-close',
        from: row.status,
        to: decision.to,
      },
      now,
    );
  });
  await tell(db, effects, row, null, 'auto-close', { category: row.category, slot: null });
  return true;
}

/**
 * Tells the author and the followers of the request, each but the one who acted, in their language: one
 * notification each, sent by the request's house, delivered (inbox and push) by the queue.
 */
async function tell(
  db: Db,
  effects: MaintenanceEffects,
  row: MaintenanceRow,
  actorId: number | null,
  kind: MaintenanceAction | 'team-message',
  facts: NoticeFacts,
): Promise<void> {
  const content = maintenanceNotice(kind, facts);
  if (content === null) return;
  const people = await audienceOf(db, row.id);
  for (const person of people.filter((candidate) => candidate.id !== actorId)) {
    const messageId = await insertMessage(db, {
      contentFr: content.fr,
      contentEn: content.en,
      link: `/maintenance/${String(row.id)}`,
      senderHouseId: row.house_id,
      audience: { type: 'person', username: person.username },
      sentBy: actorId,
    });
    await effects.deliver(messageId);
  }
}

export type PhotoRefusal = 'not-an-image' | 'too-many-pixels';

/**
 * POST /maintenance-requests/{id}/photos: the author's or the team's photo, re-encoded like a profile photo
 * but fitted in MAINTENANCE_PHOTO_MAX_SIZE_PX; at most MAINTENANCE_PHOTOS_MAX a side, none on a final request.
 */
export async function addPhoto(
  db: Db,
  caller: MaintenanceCaller,
  id: number,
  upload: { bytes: Buffer; type: PhotoType },
  now: Date,
): Promise<{ ok: true; request: MaintenanceRequest } | { ok: false; error: PhotoRefusal }> {
  const { row } = await visibleRequest(db, caller, id);
  const actors = actorsOf(caller, row);
  if (actors.length === 0) throw refusal('not-allowed');
  if (isFinalMaintenanceStatus(row.status)) throw refusal('wrong-status');
  const result = await reencodePhoto(upload.bytes, upload.type, MAINTENANCE_PHOTO_MAX_SIZE_PX);
  if (!result.ok)
    return { ok: false, error: result.error.kind === 'too-many-pixels' ? 'too-many-pixels' : 'not-an-image' };
  const byTeam = actors.includes('team') && row.author_id !== caller.id;
  const stored = await insertPhotoWithin(
    db,
    {
      requestId: id,
      uploadedBy: caller.id,
      byTeam,
      width: result.photo.width,
      height: result.photo.height,
      bytes: result.photo.bytes,
    },
    MAINTENANCE_PHOTOS_MAX,
    now,
  );
  if (!stored) {
    throw new WpHttpError(
      409,
      'rest_maintenance_too_many_photos',
      `A request takes at most ${String(MAINTENANCE_PHOTOS_MAX)} photos from its author and as many from its team.`,
    );
  }
  return { ok: true, request: await maintenanceRequest(db, caller, id, now) };
}

/** GET /maintenance-requests/{id}/photos/{photo}: the bytes, to those who may see the request. */
export async function photoOf(
  db: Queryable,
  caller: MaintenanceCaller,
  id: number,
  photoId: number,
): Promise<Uint8Array> {
  await visibleRequest(db, caller, id);
  const bytes = await findPhotoBytes(db, id, photoId);
  if (bytes === null) throw new WpHttpError(404, 'rest_photo_not_found', 'No such photo.');
  return bytes;
}
