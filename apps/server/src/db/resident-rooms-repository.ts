import type { Queryable } from './db.ts';

/** user_houses.room's CHECK (migration 029). */
export const MAX_ROOM_LENGTH = 40;

/** A room as given (claim, import file): text the column accepts once trimmed, else null (not a room). */
export function roomValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const room = value.trim();
  return room.length >= 1 && room.length <= MAX_ROOM_LENGTH ? room : null;
}

/** One of a person's houses, with the room recorded there (null: not known). */
export interface HouseRoom {
  houseId: number;
  slug: string;
  room: string | null;
}

/** The person's houses, first house first, with their room in each. */
export async function houseRoomsOf(db: Queryable, userId: number): Promise<HouseRoom[]> {
  const rows = await db.query<{ house_id: number; slug: string; room: string | null }>(
    `SELECT uh.house_id, h.slug, uh.room FROM user_houses uh JOIN houses h ON h.id = uh.house_id
     WHERE uh.user_id = $1 ORDER BY uh.position`,
    [userId],
  );
  return rows.map((row) => ({ houseId: row.house_id, slug: row.slug, room: row.room }));
}

/**
 * Every person by username and by e-mail address, lower-cased, for the rooms import: one read for a file of
 * thousands of rows. A key two people share (an address given to both) maps to null: it names neither.
 */
export async function peopleByLogin(db: Queryable): Promise<Map<string, number | null>> {
  const rows = await db.query<{ id: number; username: string; email: string }>(
    'SELECT id, username, email FROM users',
  );
  const people = new Map<string, number | null>();
  const add = (key: string, id: number) => {
    if (key === '') return;
    const known = people.get(key);
    people.set(key, known === undefined || known === id ? id : null);
  };
  for (const row of rows) {
    add(row.username.toLowerCase(), row.id);
    add(row.email.toLowerCase(), row.id);
  }
  return people;
}

/** Every person's houses with their rooms, by person: the rooms import reads them once. */
export async function houseRoomsByPerson(db: Queryable): Promise<Map<number, HouseRoom[]>> {
  const rows = await db.query<{ user_id: number; house_id: number; slug: string; room: string | null }>(
    `SELECT uh.user_id, uh.house_id, h.slug, uh.room FROM user_houses uh JOIN houses h ON h.id = uh.house_id`,
  );
  const byPerson = new Map<number, HouseRoom[]>();
  for (const row of rows) {
    const homes = byPerson.get(row.user_id) ?? [];
    homes.push({ houseId: row.house_id, slug: row.slug, room: row.room });
    byPerson.set(row.user_id, homes);
  }
  return byPerson;
}

/** Sets rooms in one statement: the rooms a sign-in's claim changed, or an import's thousands of rows. */
export async function setRooms(
  db: Queryable,
  rooms: readonly { userId: number; houseId: number; room: string }[],
): Promise<void> {
  if (rooms.length === 0) return;
  await db.query(
    `UPDATE user_houses uh SET room = given.room
     FROM unnest($1::int[], $2::int[], $3::text[]) AS given(user_id, house_id, room)
     WHERE uh.user_id = given.user_id AND uh.house_id = given.house_id`,
    [rooms.map((row) => row.userId), rooms.map((row) => row.houseId), rooms.map((row) => row.room)],
  );
}
