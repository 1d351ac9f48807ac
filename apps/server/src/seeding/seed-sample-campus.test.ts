import { USER_TYPES } from '@campus/domain/user';
import { WIZARD_STEP_SLUGS } from '@campus/domain/wizard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCampus } from '../../test/sample-content.ts';
import { openTestDb } from '../../test/test-app.ts';
import type { Db } from '../db/db.ts';
import { migrate, readMigrations } from '../db/migrate.ts';
import { seedSampleCampus } from './seed-sample-campus.ts';

const TABLES = [
  'houses',
  'tags',
  'users',
  'user_houses',
  'user_tags',
  'identity_accounts',
  'schema_migrations',
  'service_terms',
  'house_pages',
  'service_pages',
  'sample_billing_invoices',
  'sample_billing_invoice_parts',
];

async function counts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
      return [table, row?.count ?? -1] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('migrations and the sample campus seed', () => {
  let db: Db;
  let firstMigrations: string[];
  let firstSeeded: boolean;
  let first: Record<string, number>;

  beforeAll(async () => {
    db = await openTestDb('empty');
    firstMigrations = await migrate(db);
    firstSeeded = await seedSampleCampus(db);
    first = await counts(db);
  });
  afterAll(() => db.close());

  it('are idempotent: a second start applies nothing and changes nothing', async () => {
    // The first start on an empty database applies every migration of the folder, in order (each issue
    // adds its own), then seeds.
    expect(firstMigrations).toEqual((await readMigrations()).map((migration) => migration.name));
    expect(firstSeeded).toBe(true);
    expect(await migrate(db)).toEqual([]);
    expect(await seedSampleCampus(db)).toBe(false);
    expect(await counts(db)).toEqual(first);
  });

  it('seed the houses of houses.yaml, exactly one of them the main house', async () => {
    const houses = await db.query<{ name: string; main: boolean }>(
      "SELECT name, (acf->>'main')::boolean AS main FROM houses",
    );
    expect(houses.map((house) => house.name).sort()).toEqual(
      sampleCampus.houses.map((house) => house.name).sort(),
    );
    expect(houses.filter((house) => house.main)).toHaveLength(1);
  });

  it('seed the six parent tags of §3, each with children, keeping accented names', async () => {
    const parents = await db.query<{ slug: string; children: number }>(
      `SELECT p.slug, count(c.id)::int AS children FROM tags p LEFT JOIN tags c ON c.parent = p.id
       WHERE p.parent IS NULL AND p.taxonomy = 'tax-tag' GROUP BY p.slug`,
    );
    expect(parents.map((parent) => parent.slug).sort()).toEqual(
      ['committee', 'discipline', 'establishment', 'interest', 'role', 'study_year'].sort(),
    );
    for (const parent of parents) expect(parent.children).toBeGreaterThanOrEqual(3);
    const names = (await db.query<{ name: string }>("SELECT name FROM tags WHERE taxonomy = 'tax-tag'")).map(
      (tag) => tag.name,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'Économie',
        'Mathématiques appliquées',
        'Médecine',
        'Musique',
        'Randonnée',
        'Cinéma',
      ]),
    );
    expect(names).toEqual(
      expect.arrayContaining(['Sorbonne Université', 'Université Paris Cité', 'Licence 1', 'Doctorat']),
    );
  });

  it('seed the test accounts and the residents, covering every user type, with exactly one wizard due', async () => {
    const users = await db.query<{ username: string; user_type: string; wizard: { slug: string }[] }>(
      'SELECT username, user_type, wizard FROM users',
    );
    expect(users.map((user) => user.username).sort()).toEqual(
      [...sampleCampus.testAccounts.people, ...sampleCampus.residents]
        .map((person) => person.username)
        .sort(),
    );
    expect(new Set(users.map((user) => user.user_type))).toEqual(new Set(USER_TYPES));
    const due = users.filter(
      (user) => !WIZARD_STEP_SLUGS.every((slug) => user.wizard.some((step) => step.slug === slug)),
    );
    expect(due.map((user) => user.username)).toEqual(['nina.nouvelle']);
  });

  it('seed the test accounts e2e signs in as, as the journeys expect them', async () => {
    const rows = await db.query<{
      username: string;
      display_name: string;
      user_type: string;
      locale: string;
      houses: number;
    }>(
      `SELECT u.username, u.display_name, u.user_type, u.locale,
         (SELECT count(*)::int FROM user_houses uh WHERE uh.user_id = u.id) AS houses
       FROM users u WHERE u.username IN ('alice.martin', 'camille.dupont', 'nina.nouvelle', 'paul.durand')
       ORDER BY u.username`,
    );
    expect(rows).toEqual([
      {
        username: 'alice.martin',
        display_name: 'Alice Martin',
        user_type: 'resident',
        locale: 'en_US',
        houses: 1,
      },
      {
        username: 'camille.dupont',
        display_name: 'Camille Dupont',
        user_type: 'resident',
        locale: 'fr_FR',
        houses: 2,
      },
      {
        username: 'nina.nouvelle',
        display_name: 'Nina Nouvelle',
        user_type: 'resident',
        locale: 'en_US',
        houses: 1,
      },
      {
        username: 'paul.durand',
        display_name: 'Paul Durand',
        user_type: 'employee',
        locale: 'en_US',
        houses: 1,
      },
    ]);
  });

  it('give every test account a sign-in account, plus newcomer who has no portal user yet, and no resident one', async () => {
    const orphans = await db.query<{ username: string }>(
      'SELECT u.username FROM users u LEFT JOIN identity_accounts a ON a.subject = u.identity_subject WHERE a.subject IS NULL',
    );
    expect(orphans.map((user) => user.username).sort()).toEqual(
      sampleCampus.residents.map((person) => person.username).sort(),
    );
    const accountsWithoutUser = await db.query<{ username: string }>(
      'SELECT a.username FROM identity_accounts a LEFT JOIN users u ON u.identity_subject = a.subject WHERE u.id IS NULL',
    );
    expect(accountsWithoutUser.map((account) => account.username)).toEqual(['newcomer']);
  });
});
