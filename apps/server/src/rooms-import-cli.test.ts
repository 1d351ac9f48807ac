import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/db.ts';
import { openTestDb } from '../test/test-app.ts';
import { ROOMS_IMPORT_USAGE, runRoomsImport } from './rooms-import-cli.ts';

const ARGENTINE = 'maison-de-l-argentine';
const DEUTSCH = 'fondation-deutsch-de-la-meurthe';
const BRESIL = 'maison-du-bresil';

/**
 * Issue #32: the IT team's rooms import (`npm run import:rooms`), on the seeded database (PGlite, or
 * PostgreSQL in its leg) with real CSV files in a temporary folder.
 */
describe('the rooms import command (issue #32)', () => {
  let db: Db;
  let folder: string;
  let files = 0;

  beforeAll(async () => {
    db = await openTestDb();
    folder = await mkdtemp(join(tmpdir(), 'rooms-import-'));
  });
  afterAll(async () => {
    await db.close();
    await rm(folder, { recursive: true, force: true });
  });

  async function csv(text: string): Promise<string> {
    files += 1;
    const path = join(folder, `rooms-${files}.csv`);
    await writeFile(path, text);
    return path;
  }

  const run = (...argv: string[]) => runRoomsImport(argv, () => Promise.resolve(db));

  async function roomOf(username: string, house: string): Promise<string | null> {
    const [row] = await db.query<{ room: string | null }>(
      `SELECT uh.room FROM user_houses uh JOIN houses h ON h.id = uh.house_id
       JOIN users u ON u.id = uh.user_id WHERE u.username = $1 AND h.slug = $2`,
      [username, house],
    );
    if (row === undefined) throw new Error(`${username} is not in ${house}`);
    return row.room;
  }

  it('records the rooms of a clean file, by username or e-mail address, and counts the unchanged', async () => {
    const ines = await roomOf('ines.silva', ARGENTINE);
    const email = (
      await db.query<{ email: string }>("SELECT email FROM users WHERE username = 'camille.dupont'")
    )[0]?.email;
    const file = await csv(
      [
        'username,house,room',
        `alice.martin,${ARGENTINE},A-214`,
        `${String(email).toUpperCase()};${BRESIL};"B 7, aile sud"`,
        `ines.silva,${ARGENTINE},${String(ines)}`,
        '',
      ].join('\n'),
    );
    const result = await run(file);
    expect(result.exitCode, result.output).toBe(0);
    expect(result.output).toContain('updated: 2');
    expect(result.output).toContain('unchanged: 1');
    expect(await roomOf('alice.martin', ARGENTINE)).toBe('A-214');
    expect(await roomOf('camille.dupont', BRESIL)).toBe('B 7, aile sud');
  });

  it('a dry run counts the same and writes nothing', async () => {
    const file = await csv(`email,house,room\nalice.martin,${ARGENTINE},A-999\n`);
    const result = await run(file, '--dry-run');
    expect(result.exitCode).toBe(0);
    expect(result.output).toContain('updated: 1');
    expect(result.output).toContain('dry run: nothing written');
    expect(await roomOf('alice.martin', ARGENTINE)).toBe('A-214');
  });

  const mixed = () =>
    csv(
      [
        'username,house,room',
        `alice.martin,${ARGENTINE},A-300`,
        `nobody.here,${ARGENTINE},A-1`,
        `alice.martin,${DEUTSCH},D-1`,
        `alice.martin,${ARGENTINE}`,
        `alice.martin,${ARGENTINE},${'x'.repeat(41)}`,
        `camille.dupont,${DEUTSCH},D-300`,
      ].join('\n'),
    );

  it('refuses the bad rows by line and kind, exits 1 and writes nothing', async () => {
    const result = await run(await mixed());
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('updated: 2');
    expect(result.output).toContain('unknown person: 1');
    expect(result.output).toContain('person not in that house: 1');
    expect(result.output).toContain('bad row: 2');
    expect(result.output).toContain('line 3: unknown person');
    expect(result.output).toContain('line 4: person not in that house');
    expect(result.output).toContain('line 5: bad row');
    expect(result.output).toContain('line 6: bad row');
    expect(result.output).toContain('nothing written');
    expect(await roomOf('alice.martin', ARGENTINE)).toBe('A-214');
    expect(await roomOf('camille.dupont', DEUTSCH)).not.toBe('D-300');
  });

  it('with --allow-partial writes the good rows and exits 0', async () => {
    const result = await run(await mixed(), '--allow-partial');
    expect(result.exitCode).toBe(0);
    expect(result.output).toContain('bad row: 2');
    expect(await roomOf('alice.martin', ARGENTINE)).toBe('A-300');
    expect(await roomOf('camille.dupont', DEUTSCH)).toBe('D-300');
  });

  it('a file it cannot use stops with exit 2 before any row', async () => {
    expect(await run()).toEqual({ exitCode: 2, output: ROOMS_IMPORT_USAGE });
    expect((await run(join(folder, 'missing.csv'))).exitCode).toBe(2);
    const noHeader = await run(await csv(`alice.martin,${ARGENTINE},A-1\n`));
    expect(noHeader).toMatchObject({ exitCode: 2, output: expect.stringContaining('header') as string });
    const broken = await run(await csv(`username,house,room\n"alice.martin,${ARGENTINE},A-1\n`));
    expect(broken.exitCode).toBe(2);
    expect(await roomOf('alice.martin', ARGENTINE)).toBe('A-300');
  });
});
