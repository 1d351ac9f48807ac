/**
 * A resident's room from the identity provider's room claim (issue #32, IDENTITY_ROOM_CLAIM), recorded in
 * user_houses.room at sign-in; the maintenance report pre-fills it and files a room request with it. The
 * other way rooms arrive is the IT team's import (apps/server/src/services/rooms-import.ts).
 */
import type { Queryable } from '../db/db.ts';
import { houseRoomsOf, roomValue, setRooms, type HouseRoom } from '../db/resident-rooms-repository.ts';

/**
 * The claim's two shapes (docs/production.md): a string is the room in the person's only house; an object
 * names the room of each house by its slug, for a person with several houses.
 */
export type RoomClaim =
  | { kind: 'absent' }
  | { kind: 'malformed' }
  | { kind: 'only-house'; room: unknown }
  | { kind: 'by-house'; rooms: [slug: string, room: unknown][] };

export function readRoomClaim(value: unknown): RoomClaim {
  if (value === undefined || value === null) return { kind: 'absent' };
  if (typeof value === 'string') return { kind: 'only-house', room: value };
  if (typeof value === 'object' && !Array.isArray(value)) {
    return { kind: 'by-house', rooms: Object.entries(value as Record<string, unknown>) };
  }
  return { kind: 'malformed' };
}

/**
 * What recording a claim did, counted, for the log: never the rooms nor the person, who would be personal
 * data in the server's logs.
 */
export interface ClaimedRoomsOutcome {
  updated: number;
  unchanged: number;
  /** A room for a house the person is not in (or a string for a person with no house). */
  notInHouse: number;
  /** A string for a person with several houses: which one it means cannot be told. */
  severalHouses: number;
  /** Not a string, empty, or longer than 40 characters; or a claim that is neither string nor object. */
  badValue: number;
}

const NOTHING_DONE: ClaimedRoomsOutcome = {
  updated: 0,
  unchanged: 0,
  notInHouse: 0,
  severalHouses: 0,
  badValue: 0,
};

/** Whether some of the claim was ignored (the caller logs it). */
export function claimPartlyIgnored(outcome: ClaimedRoomsOutcome): boolean {
  return outcome.notInHouse + outcome.severalHouses + outcome.badValue > 0;
}

/**
 * Records the rooms of a room claim for the houses the person belongs to, at sign-in (the identity tokens'
 * request, auth/authenticate.ts; never on the requests of a session). One read; a write only for a room
 * that changed. A bad value or a house the person is not in is ignored and leaves the recorded room; an
 * absent claim changes nothing (a provider that stops sending it does not erase the import's rooms).
 */
export async function recordClaimedRooms(
  db: Queryable,
  userId: number,
  claimValue: unknown,
): Promise<ClaimedRoomsOutcome> {
  const claim = readRoomClaim(claimValue);
  if (claim.kind === 'absent') return NOTHING_DONE;
  if (claim.kind === 'malformed') return { ...NOTHING_DONE, badValue: 1 };

  const homes = await houseRoomsOf(db, userId);
  const outcome = { ...NOTHING_DONE };
  const changed: { userId: number; houseId: number; room: string }[] = [];
  const wanted: [HouseRoom | undefined, unknown][] =
    claim.kind === 'only-house'
      ? [[homes.length === 1 ? homes[0] : undefined, claim.room]]
      : claim.rooms.map(([slug, room]) => [homes.find((home) => home.slug === slug), room]);
  for (const [home, value] of wanted) {
    const room = roomValue(value);
    if (room === null) outcome.badValue += 1;
    else if (home === undefined) {
      if (claim.kind === 'only-house' && homes.length > 1) outcome.severalHouses += 1;
      else outcome.notInHouse += 1;
    } else if (home.room === room) outcome.unchanged += 1;
    else changed.push({ userId, houseId: home.houseId, room });
  }
  await setRooms(db, changed);
  outcome.updated = changed.length;
  return outcome;
}
