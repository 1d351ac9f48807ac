import type { Queryable } from '../db/db.ts';
import type { SampleCampus } from './load-sample-campus.ts';

/**
 * The sample roles and review flags of staff.yaml, after the people, houses and forms they name; then the
 * sample news and events are attributed to whoever would have written them.
 */
export async function insertStaff(
  tx: Queryable,
  campus: SampleCampus,
  houseIds: Map<string, number>,
): Promise<void> {
  for (const slug of campus.staff.reviewRequired) {
    await tx.query('UPDATE houses SET review_required = true WHERE id = $1', [houseIds.get(slug)]);
  }
  for (const grant of campus.staff.grants) {
    await tx.query(
      `INSERT INTO staff_grants (user_id, role, house_id, form_id)
       SELECT u.id, $2, $3, (SELECT f.id FROM gravity_forms f WHERE f.key = $4) FROM users u WHERE u.username = $1`,
      [
        grant.username,
        grant.role,
        grant.house === undefined ? null : houseIds.get(grant.house),
        grant.form ?? null,
      ],
    );
  }
  await attributeSampleItems(tx);
}

/**
 * The console lists each item's author: a sample item is attributed to an editor of one of its houses, else
 * (a campus item, or a house without an editor) to the first campus editor. Residents' answers never show it.
 */
async function attributeSampleItems(tx: Queryable): Promise<void> {
  const items = [
    { table: 'posts', houses: 'post_houses', key: 'post_id' },
    { table: 'events', houses: 'event_houses', key: 'event_id' },
  ] as const;
  for (const { table, houses, key } of items) {
    await tx.query(
      `UPDATE ${table} c SET author_id = COALESCE(
         (SELECT min(g.user_id) FROM staff_grants g JOIN ${houses} j ON j.house_id = g.house_id
          WHERE j.${key} = c.id AND g.role = 'house-editor'),
         (SELECT min(g.user_id) FROM staff_grants g WHERE g.role = 'campus-editor'))
       WHERE c.author_id IS NULL`,
    );
  }
}
