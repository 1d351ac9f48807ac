/**
 * The IT team's rooms import (issue #32; docs/operations.md "Residents' rooms"): a CSV file of
 * person (username or e-mail address), house slug and room, with a header row, applied in one transaction.
 * The other way rooms arrive is the identity provider's claim (auth/claimed-rooms.ts).
 */
import { CsvError, parse } from 'csv-parse/sync';
import type { Db } from '../db/db.ts';
import { houseRoomsByPerson, peopleByLogin, roomValue, setRooms } from '../db/resident-rooms-repository.ts';

export type RefusalReason = 'unknown-person' | 'not-in-house' | 'bad-row';

export interface RefusedRow {
  /** The row's line in the file, counting the header as line 1. */
  line: number;
  reason: RefusalReason;
}

export interface RoomsImportSummary {
  updated: number;
  unchanged: number;
  refused: RefusedRow[];
  /** Whether the updates were committed: not on a dry run, nor when a row was refused without allowPartial. */
  written: boolean;
}

export interface RoomsImportOptions {
  /** Checks and counts everything, writes nothing. */
  dryRun: boolean;
  /** Writes the accepted rows even if some were refused (else one refused row writes none). */
  allowPartial: boolean;
}

/** The file cannot be read as the import's CSV at all (not a refused row: nothing can be counted). */
export class RoomsFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RoomsFileError';
  }
}

const HEADER_NAMES: readonly (readonly string[])[] = [
  ['username', 'email', 'login', 'person'],
  ['house', 'house slug', 'house_slug', 'slug'],
  ['room'],
];

interface CsvRow {
  line: number;
  fields: string[];
}

/**
 * The rows under the header, with their line numbers. Comma or semicolon (a spreadsheet saved in French
 * uses the latter), a byte-order mark, quoted fields, blank lines: all as csv-parse reads them.
 */
function readRows(text: string): CsvRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // csv-parse's types do not follow `info: true` (records become {record, info}).
    records = parse(text, {
      bom: true,
      delimiter: [',', ';'],
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw new RoomsFileError(`not a CSV file: ${error.message}`);
    throw error;
  }
  const [header, ...rows] = records;
  const names = header?.record.map((name) => name.toLowerCase()) ?? [];
  const headerMatches =
    names.length === HEADER_NAMES.length &&
    names.every((name, index) => HEADER_NAMES[index]?.includes(name) === true);
  if (!headerMatches) {
    throw new RoomsFileError('the first row must be the header: username (or email), house, room');
  }
  return rows.map(({ record, info }) => ({ line: info.lines, fields: record }));
}

/**
 * Reads the file and records its rooms: one read of the people and their houses, then one statement for
 * the rooms that change, all in one transaction. A row is refused when its person is unknown (or the
 * address is shared by two people), when that person is not in that house, or when it is malformed (not
 * three fields, an empty field, a room over 40 characters).
 */
export async function importRooms(
  db: Db,
  text: string,
  options: RoomsImportOptions,
): Promise<RoomsImportSummary> {
  const rows = readRows(text);
  return db.transaction(async (tx) => {
    const people = await peopleByLogin(tx);
    const homesByPerson = await houseRoomsByPerson(tx);
    const refused: RefusedRow[] = [];
    const changes = new Map<string, { userId: number; houseId: number; room: string }>();
    let unchanged = 0;

    for (const { line, fields } of rows) {
      const [login = '', slug = '', given] = fields;
      const room = roomValue(given);
      if (fields.length !== 3 || login === '' || slug === '' || room === null) {
        refused.push({ line, reason: 'bad-row' });
        continue;
      }
      const userId = people.get(login.toLowerCase()) ?? null;
      if (userId === null) {
        refused.push({ line, reason: 'unknown-person' });
        continue;
      }
      const home = homesByPerson.get(userId)?.find((candidate) => candidate.slug === slug.toLowerCase());
      if (home === undefined) {
        refused.push({ line, reason: 'not-in-house' });
        continue;
      }
      const key = `${userId}:${home.houseId}`;
      if (home.room === room && !changes.has(key)) unchanged += 1;
      // A later row for the same person and house wins, as it would if the file were applied row by row.
      else changes.set(key, { userId, houseId: home.houseId, room });
    }

    const written = !options.dryRun && (refused.length === 0 || options.allowPartial);
    if (written) await setRooms(tx, [...changes.values()]);
    return { updated: changes.size, unchanged, refused, written };
  });
}
