/**
 * The sample people network (spec §4, §6): contact relations in every state, and enough tags to exercise the
 * directory filter (§2.9) — including a discipline group above 10 children, so its search box shows.
 * e2e depends on alice.martin having no incoming request and no relation with paul.durand: keep it so.
 */
import type { RelationStatus } from '@campus/domain/relation';
import type { Queryable } from '../db.ts';
import { slugify } from './slug.ts';

/** More disciplines, so that the group has more than 10 children (the filter's search box, §9). */
const EXTRA_DISCIPLINES: readonly { fr: string; en: string }[] = [
  { fr: 'Biologie', en: 'Biology' },
  { fr: 'Chimie', en: 'Chemistry' },
  { fr: 'Géographie', en: 'Geography' },
  { fr: 'Philosophie', en: 'Philosophy' },
  { fr: 'Sociologie', en: 'Sociology' },
];

/** Extra tags of sample people (username → tag slugs), so that filters find several people. */
const EXTRA_USER_TAGS: Readonly<Record<string, readonly string[]>> = {
  'yuki.tanaka': ['economie', 'master-1'],
  'thomas.petit': ['economie'],
  'lucas.bernard': ['geographie'],
  'chloe.moreau': ['sorbonne-universite', 'sociologie'],
};

/** [sender (user_a), recipient (user_b), status]. */
export const SAMPLE_RELATIONS: readonly [string, string, RelationStatus][] = [
  ['camille.dupont', 'lucas.bernard', 'accepted'],
  ['mehdi.benali', 'camille.dupont', 'accepted'],
  ['alice.martin', 'ines.silva', 'accepted'],
  ['paul.durand', 'chloe.moreau', 'accepted'],
  ['lucas.bernard', 'yuki.tanaka', 'requested'],
  ['alice.martin', 'lucas.bernard', 'requested'],
  ['thomas.petit', 'jonas.schmidt', 'requested'],
  ['camille.dupont', 'sofia.garcia', 'requested'],
  ['sofia.garcia', 'chloe.moreau', 'refused'],
  ['chloe.moreau', 'alice.martin', 'refused'],
];

export async function seedSampleNetwork(tx: Queryable): Promise<void> {
  const [discipline] = await tx.query<{ id: number }>(
    "SELECT id FROM tags WHERE taxonomy = 'tax-tag' AND parent IS NULL AND slug = 'discipline'",
  );
  if (discipline === undefined) throw new Error('The discipline tag group is missing');
  for (const tag of EXTRA_DISCIPLINES) {
    const label = [
      { lang: 'fr', value: tag.fr },
      { lang: 'en', value: tag.en },
    ];
    await tx.query('INSERT INTO tags (parent, name, slug, acf) VALUES ($1, $2, $3, $4::jsonb)', [
      discipline.id,
      tag.fr,
      slugify(tag.fr),
      JSON.stringify({ label }),
    ]);
  }

  for (const [username, slugs] of Object.entries(EXTRA_USER_TAGS)) {
    const rows = await tx.query(
      `INSERT INTO user_tags (user_id, tag_id)
       SELECT u.id, t.id FROM users u CROSS JOIN tags t
       WHERE u.username = $1 AND t.taxonomy = 'tax-tag' AND t.slug = ANY($2::text[])
       RETURNING tag_id`,
      [username, slugs],
    );
    // A typo in the sample data must fail loudly rather than seed a person without their tag.
    if (rows.length !== slugs.length) throw new Error(`Sample tags of ${username} not all found`);
  }

  for (const [sender, recipient, status] of SAMPLE_RELATIONS) {
    const rows = await tx.query(
      `INSERT INTO user_relations (user_a, user_b, relation_status)
       SELECT a.id, b.id, $3 FROM users a, users b WHERE a.username = $1 AND b.username = $2
       RETURNING id`,
      [sender, recipient, status],
    );
    if (rows.length !== 1) throw new Error(`Sample relation ${sender} → ${recipient} not inserted`);
  }
}
