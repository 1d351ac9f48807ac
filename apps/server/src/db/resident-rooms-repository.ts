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

export async function setRoom(db: Queryable, userId: number, houseId: number, room: string): Promise<void> {
  await db.query('UPDATE user_houses SET room = $3 WHERE user_id = $1 AND house_id = $2', [
    userId,
    houseId,
    room,
  ]);
}
