import type { Queryable } from '../db/db.ts';
import type { SampleCampus } from './load-sample-campus.ts';

/** The sample roles and review flags of staff.yaml, after the people, houses and forms they name. */
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
}
