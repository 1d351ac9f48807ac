/**
 * Seeds the sample campus (the data files of apps/server/seed/) into a migrated database. main.ts imports
 * this module only when seeding is on, so a production server never loads the sample data.
 */
import { randomUUID } from 'node:crypto';
import { WIZARD_STEP_SLUGS } from '@campus/domain/wizard';
import { hashPassword } from '../auth/password-hash.ts';
import type { Db, Queryable } from '../db/db.ts';
import { insertChecklists } from './insert-checklists.ts';
import { insertForms } from './insert-forms.ts';
import { insertNotifications } from './insert-notifications.ts';
import { insertStaff } from './insert-staff.ts';
import { insertPlaces } from './insert-places.ts';
import { insertHousesAndServices } from './insert-houses-and-services.ts';
import { campusToday, insertSampleContent } from './insert-sample-content.ts';
import { loadSampleCampus, type SampleCampus } from './load-sample-campus.ts';
import { avatar, houseImage } from './placeholder-images.ts';
import { resolveStayDate } from './relative-dates.ts';
import { insertSampleBilling, sampleBillingInvoices } from './sample-billing.ts';
import type { PersonSeed } from './seed-file-schemas.ts';
import { slugify } from '@campus/domain/slug';

export const SAMPLE_CAMPUS_SEED = 'sample-campus-v1';
const SEED_LOCK_KEY = 7_263_002;

/** What the development sign-in page shows: the sample accounts and their shared password. */
export interface SampleSignInHint {
  usernames: readonly string[];
  password: string;
}

export function sampleSignInHint(campus: SampleCampus): SampleSignInHint {
  const { people, signInOnly, password } = campus.testAccounts;
  return {
    usernames: [...people.map((person) => person.username), ...signInOnly.map((account) => account.username)],
    password,
  };
}

interface IdentityAccountSeed {
  username: string;
  givenName: string;
  familyName: string;
  email: string;
  locale: string | null;
  giaType: string;
  passwordHash: string;
}

const emailOf = (username: string) => `${username}@campus.example`;

async function alreadySeeded(db: Queryable): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM data_seeds WHERE name = $1', [SAMPLE_CAMPUS_SEED]);
  return rows.length > 0;
}

async function insertHouses(tx: Queryable, campus: SampleCampus): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const house of campus.houses) {
    const image = houseImage(house.name, house.color);
    const acf = {
      common_name: house.commonName,
      main: house.main,
      image: { url: image, sizes: { thumbnail: image } },
      label: [
        { lang: 'fr', value: house.name },
        { lang: 'en', value: house.en },
      ],
    };
    const slug = slugify(house.name);
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO houses (name, slug, description, acf) VALUES ($1, $2, $3, $4::jsonb) RETURNING id',
      [house.name, slug, house.description, JSON.stringify(acf)],
    );
    if (!row) continue;
    ids.set(slug, row.id);
    for (const [position, area] of (house.areas ?? []).entries()) {
      await tx.query(
        'INSERT INTO house_areas (house_id, name_fr, name_en, position) VALUES ($1, $2, $3, $4)',
        [row.id, area.fr, area.en, position],
      );
    }
  }
  return ids;
}

/**
 * Every resident's room in their first house (issue #32), which production takes from the identity
 * provider's profile claims or an import: numbered in the order people were created, twenty a floor from
 * 101 (101…120, 201…), so the same campus always gets the same rooms.
 */
async function giveRooms(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE user_houses uh SET room = numbered.room
     FROM (SELECT uh.user_id, uh.house_id, (row_number() OVER (PARTITION BY uh.house_id ORDER BY u.id) - 1) AS n
           FROM user_houses uh JOIN users u ON u.id = uh.user_id
           WHERE uh.position = 0 AND u.user_type IN ('resident', 'assimile-resident')) ranked,
          LATERAL (SELECT ((1 + ranked.n / 20) * 100 + ranked.n % 20 + 1)::text AS room) numbered
     WHERE uh.user_id = ranked.user_id AND uh.house_id = ranked.house_id`,
  );
  // The embedded identity provider hands the same rooms over at sign-in, as a campus provider would.
  await tx.query(
    `UPDATE identity_accounts a SET rooms = claimed.rooms
     FROM (SELECT u.identity_subject, jsonb_object_agg(h.slug, uh.room) AS rooms
           FROM users u JOIN user_houses uh ON uh.user_id = u.id JOIN houses h ON h.id = uh.house_id
           WHERE uh.room IS NOT NULL AND u.identity_subject IS NOT NULL
           GROUP BY u.identity_subject) claimed
     WHERE a.subject = claimed.identity_subject`,
  );
}

async function insertTags(tx: Queryable, campus: SampleCampus): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const insert = async (name: string, en: string, slug: string, parent: number | null) => {
    const acf = {
      label: [
        { lang: 'fr', value: name },
        { lang: 'en', value: en },
      ],
    };
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO tags (parent, name, slug, acf) VALUES ($1, $2, $3, $4::jsonb) RETURNING id',
      [parent, name, slug, JSON.stringify(acf)],
    );
    if (!row) throw new Error(`Tag ${slug} was not inserted`);
    ids.set(slug, row.id);
    return row.id;
  };
  for (const group of campus.tagGroups) {
    const parentId = await insert(group.fr, group.en, group.slug, null);
    for (const child of group.children) await insert(child.fr, child.en, slugify(child.fr), parentId);
  }
  return ids;
}

function lookup(ids: Map<string, number>, slug: string, what: string, username: string): number {
  const id = ids.get(slug);
  // A typo in the sample data must fail loudly rather than seed a person without their house or tag.
  if (id === undefined) throw new Error(`Sample user ${username} refers to unknown ${what} "${slug}"`);
  return id;
}

async function insertUser(
  tx: Queryable,
  campus: SampleCampus,
  user: PersonSeed,
  /** null for a resident who cannot sign in (residents.yaml). */
  subject: string | null,
  houseIds: Map<string, number>,
  tagIds: Map<string, number>,
  seedDate: string,
): Promise<void> {
  const qrcode = {
    identification: {
      url: user.qrcodes.identification ? `https://campus.example/qr/identification/${user.username}` : '',
    },
    sport: { url: user.qrcodes.sport ? `https://campus.example/qr/sport/${user.username}` : '' },
  };
  const wizard = user.wizardDone ? WIZARD_STEP_SLUGS.map((slug) => ({ slug })) : [];
  const emergency =
    user.userType === 'api'
      ? []
      : campus.emergencyContacts.map((contact) => ({
          contact_type: contact.type,
          number: contact.number,
          title_fr: contact.title.fr,
          title_en: contact.title.en,
        }));
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO users (username, identity_subject, email, first_name, last_name, display_name, locale,
       confidentiality, show, user_type, honorary_title, mobilephone, photo, qrcode, emergency_contacts,
       staystart, staystop, wizard, notifications)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15::jsonb, $16, $17, $18::jsonb, $19)
     RETURNING id`,
    [
      user.username,
      subject,
      emailOf(user.username),
      user.firstName,
      user.lastName,
      `${user.firstName} ${user.lastName}`,
      user.locale,
      user.confidentiality,
      user.show,
      user.userType,
      user.honoraryTitle ?? '',
      user.mobilephone,
      user.photoColor === null ? null : avatar(user.firstName, user.lastName, user.photoColor),
      JSON.stringify(qrcode),
      JSON.stringify(emergency),
      resolveStayDate(user.staystart, seedDate),
      resolveStayDate(user.staystop, seedDate),
      JSON.stringify(wizard),
      user.notifications,
    ],
  );
  if (!row) throw new Error(`User ${user.username} was not inserted`);
  for (const [position, slug] of user.houses.entries()) {
    await tx.query('INSERT INTO user_houses (user_id, house_id, position) VALUES ($1, $2, $3)', [
      row.id,
      lookup(houseIds, slug, 'house', user.username),
      position,
    ]);
  }
  for (const slug of user.tags) {
    await tx.query('INSERT INTO user_tags (user_id, tag_id) VALUES ($1, $2)', [
      row.id,
      lookup(tagIds, slug, 'tag', user.username),
    ]);
  }
}

async function insertIdentityAccount(tx: Queryable, account: IdentityAccountSeed): Promise<string> {
  const subject = randomUUID();
  const address = {
    street_address: '17 boulevard Jourdan',
    postal_code: '75014',
    locality: 'Paris',
    country: 'FR',
    formatted: '17 boulevard Jourdan, 75014 Paris, France',
  };
  await tx.query(
    `INSERT INTO identity_accounts (subject, username, password_hash, given_name, family_name, email, locale, gia_type, address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
    [
      subject,
      account.username,
      account.passwordHash,
      account.givenName,
      account.familyName,
      account.email,
      account.locale,
      account.giaType,
      JSON.stringify(address),
    ],
  );
  return subject;
}

async function insertRelations(tx: Queryable, campus: SampleCampus): Promise<void> {
  for (const { from, to, status } of campus.testAccounts.relations) {
    const rows = await tx.query(
      `INSERT INTO user_relations (user_a, user_b, relation_status)
       SELECT a.id, b.id, $3 FROM users a, users b WHERE a.username = $1 AND b.username = $2
       RETURNING id`,
      [from, to, status],
    );
    if (rows.length !== 1) throw new Error(`Sample relation ${from} → ${to} not inserted`);
  }
}

/**
 * Seeds the sample campus into a database that never received it, and records that it did: a second start
 * (or a second server starting at the same time) changes nothing. Returns whether it seeded.
 */
export async function seedSampleCampus(db: Db, campus?: SampleCampus): Promise<boolean> {
  if (await alreadySeeded(db)) return false;
  const data = campus ?? (await loadSampleCampus());
  const { people, signInOnly, password } = data.testAccounts;

  // scrypt is slow on purpose: hash before the transaction so the database is not held meanwhile, and
  // only once: every sample account has the same published password, so distinct salts would protect
  // nothing and would cost seconds at every first start and in every test.
  const passwordHash = await hashPassword(password);
  // One instant for the whole seed: its campus day dates the content, and data_seeds records it, so a test
  // reads the day the database was seeded instead of today's (they differ when a run crosses midnight).
  const seededAt = new Date();
  const seedDate = campusToday(seededAt);
  // Like the hash, the invoices' PDFs are built before the transaction.
  const invoices = await sampleBillingInvoices(data, seedDate);
  const accounts: IdentityAccountSeed[] = [
    ...people.map((user) => ({
      username: user.username,
      givenName: user.firstName,
      familyName: user.lastName,
      email: emailOf(user.username),
      locale: user.locale === 'fr_FR' ? 'fr-FR' : 'en-US',
      giaType: user.userType,
    })),
    ...signInOnly.map((account) => ({
      username: account.username,
      givenName: account.givenName,
      familyName: account.familyName,
      email: emailOf(account.username),
      locale: null,
      giaType: account.userType,
    })),
  ].map((account) => ({ ...account, passwordHash }));

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (await alreadySeeded(tx)) return false;

    const houseIds = await insertHouses(tx, data);
    const tagIds = await insertTags(tx, data);
    const subjects = new Map<string, string>();
    for (const account of accounts) subjects.set(account.username, await insertIdentityAccount(tx, account));
    for (const user of people) {
      const subject = subjects.get(user.username);
      if (subject === undefined) throw new Error(`No identity account for ${user.username}`);
      await insertUser(tx, data, user, subject, houseIds, tagIds, seedDate);
    }
    for (const resident of data.residents) {
      await insertUser(tx, data, resident, null, houseIds, tagIds, seedDate);
    }
    await giveRooms(tx);
    // Before the content: news, events, pages and services name their embedded form by key.
    await insertForms(tx, data);
    await insertSampleContent(tx, data, seedDate);
    await insertHousesAndServices(tx, data, seedDate, houseIds);
    await insertSampleBilling(tx, data, invoices);
    // After the events and house pages: their locations name places by key.
    await insertPlaces(tx, data, seedDate, houseIds);
    await insertChecklists(tx, data, seedDate);
    await insertNotifications(tx, data, houseIds);
    await insertRelations(tx, data);
    await insertStaff(tx, data, houseIds);
    await tx.query('INSERT INTO data_seeds (name, applied_at) VALUES ($1, $2)', [
      SAMPLE_CAMPUS_SEED,
      seededAt,
    ]);
    return true;
  });
}

/** The campus day (YYYY-MM-DD) the sample campus was seeded on: every relative date counts from it. */
export async function sampleCampusSeedDate(db: Queryable): Promise<string> {
  const [row] = await db.query<{ applied_at: Date | string }>(
    'SELECT applied_at FROM data_seeds WHERE name = $1',
    [SAMPLE_CAMPUS_SEED],
  );
  if (row === undefined) throw new Error('the sample campus is not seeded');
  return campusToday(new Date(row.applied_at));
}

/**
 * What main.ts runs when seeding is on: reads and checks the data files, seeds them into an empty database,
 * and returns the sign-in hint (shown whether this start seeded or an earlier one did).
 */
export async function seedSampleCampusOnFirstStart(
  db: Db,
): Promise<{ seeded: boolean; signInHint: SampleSignInHint }> {
  const campus = await loadSampleCampus();
  return { seeded: await seedSampleCampus(db, campus), signInHint: sampleSignInHint(campus) };
}
