import type { StaffItemListQuery } from '@campus/domain/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingQueries } from '../../../test/counting-queries.ts';
import { openTestDb } from '../../../test/test-app.ts';
import type { Db } from '../../db/db.ts';
import { staffCaller, type StaffCaller } from './staff-access.ts';
import { getItem, listItems } from './staff-items.ts';

/** The statements one call sends, counted on the real database. */
async function queriesOf(db: Db, call: (counted: Db) => Promise<unknown>): Promise<number> {
  const counting = countingQueries(db);
  await call({ ...db, ...counting.db });
  return counting.sent();
}

describe("the staff console's list and item paths send no query per row (issue #30)", () => {
  let db: Db;
  let paul: StaffCaller;
  let chloe: StaffCaller;

  const callerOf = async (username: string) => {
    const [user] = await db.query<{ id: number; username: string }>(
      'SELECT id, username FROM users WHERE username = $1',
      [username],
    );
    return staffCaller(db, user!);
  };
  const page = (perPage: number, extra: Partial<StaffItemListQuery> = {}): StaffItemListQuery => ({
    page: 1,
    per_page: perPage,
    ...extra,
  });

  beforeAll(async () => {
    db = await openTestDb();
    paul = await callerOf('paul.durand');
    chloe = await callerOf('chloe.moreau');
  });
  afterAll(() => db.close());

  it.each([
    ['a campus editor, every type', () => paul, {}],
    ['a campus editor, the news', () => paul, { type: 'post' as const }],
    ['a house editor, the items they may edit', () => chloe, { editable: true }],
  ])('lists a page of 20 items in as many queries as a page of 1: %s', async (_, caller, extra) => {
    const one = await listItems(db, caller(), page(1, extra));
    const twenty = await listItems(db, caller(), page(20, extra));
    expect(one.items).toHaveLength(1);
    // The page of 20 is as full as the list allows, and holds more than one row.
    expect(twenty.items).toHaveLength(Math.min(20, twenty.total));
    expect(twenty.items.length).toBeGreaterThan(1);
    const forOne = await queriesOf(db, (counted) => listItems(counted, caller(), page(1, extra)));
    const forTwenty = await queriesOf(db, (counted) => listItems(counted, caller(), page(20, extra)));
    expect(forTwenty).toBe(forOne);
  });

  it('reads an item with many houses in as many queries as an item with one', async () => {
    const groups = await db.query<{ group: string; houses: number }>(
      `SELECT p.translation_group AS "group", count(DISTINCT ph.house_id)::int AS houses
       FROM posts p JOIN post_houses ph ON ph.post_id = p.id GROUP BY p.translation_group ORDER BY houses`,
    );
    const fewest = groups[0]!;
    const most = groups.at(-1)!;
    expect(most.houses).toBeGreaterThan(fewest.houses);
    const forFewest = await queriesOf(db, (counted) => getItem(counted, paul, 'post', fewest.group));
    const forMost = await queriesOf(db, (counted) => getItem(counted, paul, 'post', most.group));
    expect(forMost).toBe(forFewest);
  });
});
