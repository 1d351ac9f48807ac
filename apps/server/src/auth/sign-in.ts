import type { IdentityClaims } from './identity-token.ts';
import type { Queryable } from '../db/db.ts';
import {
  findUserIdentityBySubject,
  insertUser,
  linkSubjectByUsername,
  usernameTaken,
  type UserIdentity,
} from '../db/users-repository.ts';
import { localeFromClaim } from '@campus/domain/locale';

const MAX_USERNAME_LENGTH = 60;

function baseUsername(claims: IdentityClaims): string {
  const wanted = (claims.username ?? `user-${claims.subject}`).slice(0, MAX_USERNAME_LENGTH);
  return wanted === '' ? `user-${claims.subject.slice(0, 12)}` : wanted;
}

/**
 * A username for a new person: the one the identity provider gives, unless someone else (with another
 * subject) already holds it, in which case a numbered variant. Never reuse: that would hand one person's
 * profile to another.
 */
async function freeUsername(db: Queryable, wanted: string): Promise<string> {
  if (!(await usernameTaken(db, wanted))) return wanted;
  for (let suffix = 2; suffix < 1000; suffix += 1) {
    const candidate = `${wanted.slice(0, MAX_USERNAME_LENGTH - 4)}-${suffix}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  throw new Error('No free username');
}

/**
 * The portal user behind a verified id token (spec §4 Connection): found by identity subject, else the
 * pre-created user of that username still waiting for its first sign-in, else created from the claims with
 * the §3 defaults (locale from the claim when French or English, else en_US; confidentiality private;
 * nothing shown; wizard due).
 */
export async function userForIdentity(db: Queryable, claims: IdentityClaims): Promise<UserIdentity> {
  const known = await findUserIdentityBySubject(db, claims.subject);
  if (known) return known;

  if (claims.username !== null) {
    const linked = await linkSubjectByUsername(db, claims.username, claims.subject);
    if (linked) return linked;
  }

  const firstName = claims.givenName ?? '';
  const lastName = claims.familyName ?? '';
  const username = await freeUsername(db, baseUsername(claims));
  const created = await insertUser(db, {
    username,
    identitySubject: claims.subject,
    email: claims.email ?? '',
    firstName,
    lastName,
    displayName: claims.name ?? (`${firstName} ${lastName}`.trim() || username),
    locale: localeFromClaim(claims.locale),
    userType: claims.userType ?? 'default',
  });
  if (created) return created;
  // A concurrent first request of the same person created the row between our read and our insert.
  const raced = await findUserIdentityBySubject(db, claims.subject);
  if (!raced) throw new Error('User vanished after a concurrent sign-in');
  return raced;
}
