/**
 * The large campus's maintenance requests (issue #32): 50,000 of them over a year, so the triage queue and
 * the figures are measured at the scale the issue names. Set-based SQL like the rest of the large campus:
 * every generated resident gets a room in their house, every house without common areas three of them, and
 * the requests are spread over the residents, the categories, the urgencies and the statuses (a third still
 * open), each with the timeline line of its report.
 */
import { MAINTENANCE_CATEGORIES, MAINTENANCE_URGENCIES } from '@campus/domain/maintenance-rules';
import type { Queryable } from '../db/db.ts';

export const LARGE_CAMPUS_MAINTENANCE_REQUESTS = 50_000;

/** Status by request number mod 12: four open statuses, resolved, closed most, some cancelled. */
const STATUS_SQL = `(ARRAY['submitted', 'submitted', 'acknowledged', 'scheduled', 'in-progress', 'resolved',
  'closed', 'closed', 'closed', 'closed', 'closed', 'cancelled'])[1 + g % 12]`;

export async function growLargeCampusMaintenance(tx: Queryable): Promise<void> {
  // Rooms as the sample campus numbers them: twenty a floor from 101, in the order people were created.
  await tx.query(
    `UPDATE user_houses uh SET room = ((1 + ranked.n / 20) * 100 + ranked.n % 20 + 1)::text
     FROM (SELECT uh.user_id, uh.house_id, row_number() OVER (PARTITION BY uh.house_id ORDER BY uh.user_id) - 1 AS n
           FROM user_houses uh WHERE uh.position = 0 AND uh.room IS NULL) ranked
     WHERE uh.user_id = ranked.user_id AND uh.house_id = ranked.house_id
       AND uh.user_id IN (SELECT id FROM users WHERE username LIKE 'resident-%')`,
  );
  await tx.query(
    `INSERT INTO house_areas (house_id, name_fr, name_en, position)
     SELECT h.id, a.fr, a.en, a.position FROM houses h,
       (VALUES ('Cuisine commune', 'Shared kitchen', 0), ('Buanderie', 'Laundry room', 1),
               ('Salle commune', 'Common room', 2)) AS a (fr, en, position)
     WHERE NOT EXISTS (SELECT 1 FROM house_areas x WHERE x.house_id = h.id)`,
  );
  // One in four is about a common area of the author's house (its first, second or third), the rest their room.
  await tx.query(
    `WITH authors AS (
       SELECT uh.user_id, uh.house_id, uh.room, row_number() OVER (ORDER BY uh.user_id) - 1 AS k
       FROM user_houses uh JOIN users u ON u.id = uh.user_id
       WHERE u.username LIKE 'resident-%' AND uh.position = 0 AND uh.room IS NOT NULL),
     areas AS (SELECT id, house_id, row_number() OVER (PARTITION BY house_id ORDER BY position, id) - 1 AS k
       FROM house_areas),
     numbered AS (
       SELECT g, a.user_id, a.house_id, a.room,
         now() - make_interval(days => g % 365, mins => (g * 37) % 1440) AS created
       FROM generate_series((SELECT count(*)::int + 1 FROM maintenance_requests), $1::int) AS g
       JOIN authors a ON a.k = g % (SELECT count(*) FROM authors))
     INSERT INTO maintenance_requests (author_id, house_id, room, area_id, category, urgency, description,
       entry_allowed, status, slot_date, slot_from, slot_to, created_at, first_answer_at, resolved_at, updated_at)
     SELECT n.user_id, n.house_id,
       CASE WHEN n.g % 4 = 0 THEN NULL ELSE n.room END,
       CASE WHEN n.g % 4 = 0 THEN ar.id END,
       ($2::text[])[1 + n.g % 9], ($3::text[])[1 + (n.g / 9) % 4],
       'Problème signalé numéro ' || n.g || ' : ' || repeat('détails ', 8), n.g % 2 = 0,
       ${STATUS_SQL},
       CASE WHEN n.g % 12 = 3 THEN current_date + n.g % 14 END,
       CASE WHEN n.g % 12 = 3 THEN time '09:00' END,
       CASE WHEN n.g % 12 = 3 THEN time '12:00' END,
       n.created,
       CASE WHEN n.g % 12 NOT IN (0, 1, 11) THEN n.created + make_interval(hours => 1 + n.g % 48) END,
       CASE WHEN n.g % 12 BETWEEN 5 AND 10 THEN n.created + make_interval(days => 1 + n.g % 10) END,
       n.created
     FROM numbered n LEFT JOIN areas ar ON ar.house_id = n.house_id AND ar.k = n.g % 3`,
    [LARGE_CAMPUS_MAINTENANCE_REQUESTS, [...MAINTENANCE_CATEGORIES], [...MAINTENANCE_URGENCIES]],
  );
  await tx.query(
    `INSERT INTO maintenance_events (request_id, actor_id, by_team, kind, to_status, at)
     SELECT r.id, r.author_id, false, 'step', 'submitted', r.created_at FROM maintenance_requests r
     WHERE NOT EXISTS (SELECT 1 FROM maintenance_events e WHERE e.request_id = r.id)`,
  );
}
