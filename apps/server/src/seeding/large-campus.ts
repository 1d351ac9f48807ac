/**
 * A large campus for benchmarks and the scale check of the content API: on top of the sample campus, it
 * grows the database to 40 houses, 12,000 users, 5,000 news and 2,000 events (each in both languages) and
 * 50,000 maintenance requests (large-campus-maintenance.ts),
 * with set-based SQL (generate_series) so that it takes seconds, not minutes. The generated residents are
 * shaped like the sample's (their privacy levels, what they share, their tags, in the same proportions),
 * so the directory, search and the privacy rules run at scale. Recorded in data_seeds: a second run
 * changes nothing; a database grown by the first version (whose residents shared nothing) is reshaped.
 */
import { CAMPUS_TIME_ZONE } from '../db/content-sql.ts';
import type { Db, Queryable } from '../db/db.ts';
import { growLargeCampusMaintenance } from './large-campus-maintenance.ts';

export const LARGE_CAMPUS_SEED = 'large-campus-v3';

/**
 * The sample's residents, numbered from 0, as models: generated resident n copies the privacy level, the
 * shared items, the mobile phone and the tags of model n mod (number of models).
 */
const MODELS_SQL = `models AS (
    SELECT row_number() OVER (ORDER BY id)::int - 1 AS k, id, confidentiality, show, mobilephone FROM users
    WHERE user_type = 'resident' AND username NOT LIKE 'resident-%'),
  model_count AS (SELECT count(*)::int AS n FROM models)`;
export const LARGE_CAMPUS = { houses: 40, users: 12_000, news: 5_000, events: 2_000 } as const;

const paragraph = (topic: string) =>
  `'<p>' || ${topic} || ' — ' || repeat('Des nouvelles du campus pour les résidents de toutes les maisons. ', 6) || '</p>'`;

/** Returns whether it grew the database (false when it was already large). */
export async function seedLargeCampus(db: Db): Promise<boolean> {
  const grew = await db.transaction(async (tx) => {
    const done = await tx.query('SELECT 1 FROM data_seeds WHERE name = $1', [LARGE_CAMPUS_SEED]);
    if (done.length > 0) return false;
    await growLargeCampus(tx);
    await shapeResidentsLikeTheSample(tx);
    await growLargeCampusMaintenance(tx);
    await tx.query('INSERT INTO data_seeds (name) VALUES ($1)', [LARGE_CAMPUS_SEED]);
    return true;
  });
  if (grew) {
    // What autovacuum does on a PostgreSQL server after a bulk load (PGlite has none): fresh statistics so
    // the planner sees the tables as large, and the visibility map that lets counts read indexes only.
    await db.exec('VACUUM ANALYZE');
  }
  return grew;
}

/** The generated residents take their models' privacy, sharing and tags (spec §6, §2.9 tag filters). */
async function shapeResidentsLikeTheSample(tx: Queryable): Promise<void> {
  await tx.query(
    `WITH ${MODELS_SQL}
     UPDATE users u SET confidentiality = m.confidentiality, show = m.show, mobilephone = m.mobilephone
     FROM models m, model_count c
     WHERE u.username LIKE 'resident-%' AND c.n > 0 AND m.k = u.id % c.n`,
  );
  await tx.query(
    `WITH ${MODELS_SQL}
     INSERT INTO user_tags (user_id, tag_id)
     SELECT u.id, ut.tag_id FROM users u
       JOIN model_count c ON c.n > 0
       JOIN models m ON m.k = u.id % c.n
       JOIN user_tags ut ON ut.user_id = m.id
     WHERE u.username LIKE 'resident-%'
     ON CONFLICT DO NOTHING`,
  );
}

async function growLargeCampus(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO houses (name, slug, description, acf)
     SELECT 'Maison ' || n, 'maison-' || n, 'Résidence numéro ' || n,
       jsonb_build_object('common_name', 'Maison ' || n, 'main', false, 'label', jsonb_build_array(
         jsonb_build_object('lang', 'fr', 'value', 'Maison ' || n), jsonb_build_object('lang', 'en', 'value', 'House ' || n)))
     FROM generate_series((SELECT count(*)::int + 1 FROM houses), $1::int) AS n`,
    [LARGE_CAMPUS.houses],
  );

  await tx.query(
    `INSERT INTO users (username, email, first_name, last_name, display_name, locale, confidentiality, user_type)
     SELECT 'resident-' || n, 'resident-' || n || '@campus.example', 'Prénom' || n, 'Nom' || n,
       'Prénom' || n || ' Nom' || n, CASE WHEN n % 2 = 0 THEN 'fr_FR' ELSE 'en_US' END,
       (ARRAY['public', 'house', 'private'])[1 + n % 3], 'resident'
     FROM generate_series((SELECT count(*)::int + 1 FROM users), $1::int) AS n`,
    [LARGE_CAMPUS.users],
  );
  // Every generated resident lives in one house, spread evenly over the 40.
  await tx.query(
    `WITH h AS (SELECT array_agg(id ORDER BY id) AS ids FROM houses)
     INSERT INTO user_houses (user_id, house_id, position)
     SELECT u.id, h.ids[1 + u.id % array_length(h.ids, 1)], 0
     FROM users u, h WHERE u.username LIKE 'resident-%'
     ON CONFLICT (user_id, house_id) DO NOTHING`,
  );

  for (const language of ['fr', 'en']) {
    await tx.query(
      `INSERT INTO posts (language, translation_group, slug, date, modified, title, content, excerpt, sticky, service, acf)
       SELECT $1, 'large-news:' || n, 'large-news-' || n || '-' || $1,
         ((current_date - (n % 400)) + time '08:00' + make_interval(mins => n % 600)) AT TIME ZONE '${CAMPUS_TIME_ZONE}',
         ((current_date - (n % 400)) + time '08:00' + make_interval(mins => n % 600)) AT TIME ZONE '${CAMPUS_TIME_ZONE}',
         'News ' || n, ${paragraph("'News ' || n")}, '<p>News ' || n || '</p>', false,
         '{"slug": "student-life", "name": "Student Life"}'::jsonb,
         '{"alert": "", "faq": [], "form": null, "gform": null}'::jsonb
       FROM generate_series((SELECT count(*)::int + 1 FROM posts WHERE language = $1), $2::int) AS n`,
      [language, LARGE_CAMPUS.news],
    );
    await tx.query(
      `INSERT INTO events (language, translation_group, slug, date, modified, start_at, end_at, visibility, title,
         content, acf)
       SELECT $1, 'large-event:' || n, 'large-event-' || n || '-' || $1, now(), now(),
         ((current_date + (n % 240) - 120) + time '18:00') AT TIME ZONE '${CAMPUS_TIME_ZONE}',
         ((current_date + (n % 240) - 120) + time '20:00') AT TIME ZONE '${CAMPUS_TIME_ZONE}',
         CASE WHEN n % 3 = 0 THEN 'house' ELSE 'public' END, 'Event ' || n, ${paragraph("'Event ' || n")},
         jsonb_build_object('organizer', 'Comité', 'origin', 'portail', 'practical', '<p>Gratuit</p>',
           'locations', '[]'::jsonb, 'faq', '[]'::jsonb)
       FROM generate_series((SELECT count(*)::int + 1 FROM events WHERE language = $1), $2::int) AS n`,
      [language, LARGE_CAMPUS.events],
    );
  }
  // One news in five belongs to a house; every house event to one house.
  await tx.query(
    `WITH h AS (SELECT array_agg(id ORDER BY id) AS ids FROM houses)
     INSERT INTO post_houses (post_id, house_id)
     SELECT p.id, h.ids[1 + p.id % array_length(h.ids, 1)] FROM posts p, h
     WHERE p.translation_group LIKE 'large-news:%' AND p.id % 5 = 0
     ON CONFLICT DO NOTHING`,
  );
  await tx.query(
    `WITH h AS (SELECT array_agg(id ORDER BY id) AS ids FROM houses)
     INSERT INTO event_houses (event_id, house_id)
     SELECT e.id, h.ids[1 + e.id % array_length(h.ids, 1)] FROM events e, h
     WHERE e.translation_group LIKE 'large-event:%' AND e.visibility = 'house'
     ON CONFLICT DO NOTHING`,
  );
}
