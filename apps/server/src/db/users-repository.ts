import type {
  Confidentiality,
  EmergencyContact,
  Locale,
  ShowItem,
  Theme,
  UserQrCodes,
  UserType,
} from '@campus/domain/user';
import type { TermLabel } from '@campus/domain/taxonomy';
import { HOUSE_LABEL_SQL } from './content-sql.ts';
import type { Queryable } from './db.ts';

/** Who a request is from: the few fields every route may need without loading the whole profile. */
export interface UserIdentity {
  id: number;
  username: string;
}

export interface TermRow {
  term_id: number;
  name: string;
  slug: string;
  /** A house's name per language (tags have none here). */
  label?: TermLabel[];
}

/** A user as stored, with their houses (ordered, active first) and tags. */
export interface UserRecord {
  id: number;
  username: string;
  identity_subject: string | null;
  email: string;
  first_name: string;
  last_name: string;
  display_name: string;
  locale: Locale;
  confidentiality: Confidentiality;
  show: ShowItem[];
  user_type: UserType;
  honorary_title: string;
  mobilephone: string | null;
  photo: string | null;
  /** The person's account in the billing system, or null (no invoices). */
  billing_account: string | null;
  qrcode: UserQrCodes;
  emergency_contacts: EmergencyContact[];
  staystart: string;
  staystop: string;
  wizard: { slug: string }[];
  notifications: boolean;
  theme: Theme;
  houses: TermRow[];
  tags: TermRow[];
}

export interface NewUser {
  username: string;
  identitySubject: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  locale: Locale;
  userType: UserType;
}

const USER_RECORD_SQL = `
  SELECT u.id, u.username, u.identity_subject, u.email, u.first_name, u.last_name, u.display_name, u.locale,
    u.confidentiality, u.show, u.user_type, u.honorary_title, u.mobilephone, u.photo, u.billing_account, u.qrcode,
    u.emergency_contacts, u.staystart, u.staystop, u.wizard, u.notifications, u.theme,
    COALESCE((SELECT json_agg(json_build_object('term_id', h.id, 'name', h.name, 'slug', h.slug,
                'label', ${HOUSE_LABEL_SQL}) ORDER BY uh.position)
              FROM user_houses uh JOIN houses h ON h.id = uh.house_id WHERE uh.user_id = u.id), '[]'::json) AS houses,
    COALESCE((SELECT json_agg(json_build_object('term_id', t.id, 'name', t.name, 'slug', t.slug) ORDER BY t.id)
              FROM user_tags ut JOIN tags t ON t.id = ut.tag_id WHERE ut.user_id = u.id), '[]'::json) AS tags
  FROM users u`;

export async function findUserRecord(db: Queryable, id: number): Promise<UserRecord | null> {
  const [row] = await db.query<UserRecord>(`${USER_RECORD_SQL} WHERE u.id = $1`, [id]);
  return row ?? null;
}

export async function findUserIdentityById(db: Queryable, id: number): Promise<UserIdentity | null> {
  const [row] = await db.query<UserIdentity>('SELECT id, username FROM users WHERE id = $1', [id]);
  return row ?? null;
}

export async function findUserIdentityBySubject(
  db: Queryable,
  subject: string,
): Promise<UserIdentity | null> {
  const [row] = await db.query<UserIdentity>('SELECT id, username FROM users WHERE identity_subject = $1', [
    subject,
  ]);
  return row ?? null;
}

/**
 * Attaches an identity subject to the user of that username who has none yet (an account created before
 * the person first signed in). Returns null when there is no such user.
 */
export async function linkSubjectByUsername(
  db: Queryable,
  username: string,
  subject: string,
): Promise<UserIdentity | null> {
  const [row] = await db.query<UserIdentity>(
    `UPDATE users SET identity_subject = $2, updated_at = now()
     WHERE username = $1 AND identity_subject IS NULL RETURNING id, username`,
    [username, subject],
  );
  return row ?? null;
}

export async function usernameTaken(db: Queryable, username: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE username = $1', [username]);
  return rows.length > 0;
}

/**
 * Inserts a user; null when another request created the same identity subject meanwhile (the caller reads
 * that one instead).
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserIdentity | null> {
  const [row] = await db.query<UserIdentity>(
    `INSERT INTO users (username, identity_subject, email, first_name, last_name, display_name, locale, user_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (identity_subject) DO NOTHING
     RETURNING id, username`,
    [
      user.username,
      user.identitySubject,
      user.email,
      user.firstName,
      user.lastName,
      user.displayName,
      user.locale,
      user.userType,
    ],
  );
  return row ?? null;
}

/** The person's QR urls (spec §3 qrcode); null for an unknown id. */
export async function findQrCodes(db: Queryable, id: number): Promise<UserQrCodes | null> {
  const [row] = await db.query<{ qrcode: UserQrCodes }>('SELECT qrcode FROM users WHERE id = $1', [id]);
  return row?.qrcode ?? null;
}
