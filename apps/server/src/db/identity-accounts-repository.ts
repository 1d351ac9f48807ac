import type { Queryable } from './db.ts';

/** A sign-in account of the embedded identity provider (not a portal user; see the migration). */
export interface IdentityAccount {
  subject: string;
  username: string;
  password_hash: string;
  given_name: string;
  family_name: string;
  email: string;
  locale: string | null;
  gia_type: string;
  address: Record<string, string> | null;
  /** The person's room in each house, by house slug (migration 032); null: no room claim. */
  rooms: Record<string, string> | null;
}

export async function findIdentityAccountBySubject(
  db: Queryable,
  subject: string,
): Promise<IdentityAccount | null> {
  const [row] = await db.query<IdentityAccount>('SELECT * FROM identity_accounts WHERE subject = $1', [
    subject,
  ]);
  return row ?? null;
}

export async function findIdentityAccountByUsername(
  db: Queryable,
  username: string,
): Promise<IdentityAccount | null> {
  const [row] = await db.query<IdentityAccount>(
    'SELECT * FROM identity_accounts WHERE lower(username) = lower($1)',
    [username],
  );
  return row ?? null;
}

/** A new password hash for the account (the embedded identity provider's account page). */
export async function updateIdentityAccountPassword(
  db: Queryable,
  subject: string,
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE identity_accounts SET password_hash = $2 WHERE subject = $1', [
    subject,
    passwordHash,
  ]);
}
