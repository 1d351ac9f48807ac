import type { ProfileAcfUpdate } from '@campus/domain/profile-update';
import type { User, UserAcf } from '@campus/domain/user';
import { isSelfChosenTagGroup } from '@campus/domain/wizard';
import { WpHttpError } from '@campus/domain/wp-error';
import type { Db, Queryable } from '../db/db.ts';
import { photoOwner, pruneUnusedPhotos } from '../db/photos-repository.ts';
import {
  currentPhoto,
  replaceUserTags,
  reorderUserHouses,
  tagsForUpdate,
  updateUserColumns,
  userHouseIds,
} from '../db/profile-repository.ts';
import { grantsOfUser } from '../db/staff-grants-repository.ts';
import { findUserRecord } from '../db/users-repository.ts';
import { canonicalPhotoUrl, photoIdOf, type PhotoUrls } from '../photos/photo-urls.ts';
import { normaliseProfileUpdate, type FieldErrors, type ProfileUpdate } from './profile-update.ts';
import { ownAcf, ownProfile } from './user-profile.ts';

/** A 400 naming every refused field, WordPress style (`data.params`: field → reason). */
function invalidParams(params: FieldErrors): WpHttpError {
  return new WpHttpError(
    400,
    'rest_invalid_param',
    `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    params,
  );
}

const invalidUser = () => new WpHttpError(404, 'rest_user_invalid_id', 'Invalid user ID.');

async function resolveTags(tx: Queryable, userId: number, requested: number[]): Promise<number[]> {
  const known = await tagsForUpdate(tx, userId, requested);
  const byId = new Map(known.map((tag) => [tag.id, tag]));
  for (const id of requested) {
    const tag = byId.get(id);
    if (tag === undefined) throw invalidParams({ tags: `tag ${String(id)} does not exist` });
    // A person may list a campus-given tag they already hold (clients send the whole set back), never add one.
    if (!isSelfChosenTagGroup(tag.group) && !tag.held) {
      throw invalidParams({ tags: `tag ${String(id)} is not an interest or cursus tag` });
    }
  }
  // Campus-given tags are kept whether listed or not: the person can neither add nor drop them.
  const kept = known.filter((tag) => tag.held && !isSelfChosenTagGroup(tag.group));
  return [...new Set([...requested, ...kept.map((tag) => tag.id)])];
}

async function resolvePhoto(tx: Queryable, userId: number, photo: string | null): Promise<string | null> {
  if (photo === null) return null;
  const photoId = photoIdOf(photo);
  if (photoId !== null) {
    if ((await photoOwner(tx, photoId)) !== userId)
      throw invalidParams({ photo: 'is not a photo you uploaded' });
    return canonicalPhotoUrl(photoId);
  }
  // Any other value is accepted only unchanged (a picture given by the campus, sent back by a profile save).
  if ((await currentPhoto(tx, userId)) === photo) return photo;
  throw invalidParams({ photo: 'must be the URL of a photo you uploaded' });
}

async function applyUpdate(tx: Queryable, userId: number, update: ProfileUpdate): Promise<void> {
  const columns = { ...update };
  if (update.photo !== undefined) columns.photo = await resolvePhoto(tx, userId, update.photo);
  if (update.tags !== undefined)
    await replaceUserTags(tx, userId, await resolveTags(tx, userId, update.tags));
  if (update.user_house !== undefined) {
    const own = await userHouseIds(tx, userId);
    const requested = update.user_house;
    if (requested.length !== own.length || !requested.every((id) => own.includes(id))) {
      throw invalidParams({ user_house: 'must list exactly your own houses, in the new order' });
    }
    await reorderUserHouses(tx, userId, requested);
  }
  await updateUserColumns(tx, userId, columns);
  if (update.photo !== undefined) await pruneUnusedPhotos(tx, userId, columns.photo ?? null);
}

/** The signed-in person's own record (users/me), the photo URL signed for them. */
export async function ownProfileOf(
  db: Queryable,
  photoUrls: PhotoUrls,
  userId: number,
  publicUrl: string,
): Promise<User> {
  const record = await findUserRecord(db, userId);
  if (record === null) throw invalidUser();
  const grants = await grantsOfUser(db, userId);
  const profile = ownProfile(
    record,
    publicUrl,
    grants.map((grant) => grant.role),
  );
  // A stored photo is served only through a URL signed for its viewer (photos/photo-urls.ts).
  return { ...profile, acf: { ...profile.acf, photo: photoUrls.forViewer(profile.acf.photo, userId) } };
}

/**
 * PUT /acf/v3/users/{id} (spec §7): a person updates their own profile, and only their own (another
 * person's id, existing or not, gets the same 403: nothing tells who exists). Every field is checked, and
 * all of them are written in one transaction, so a refused field leaves the record exactly as it was.
 */
export async function updateOwnProfile(
  db: Db,
  photoUrls: PhotoUrls,
  callerId: number,
  targetId: number,
  acf: ProfileAcfUpdate,
): Promise<UserAcf> {
  if (targetId !== callerId) {
    throw new WpHttpError(403, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this user.');
  }
  const parsed = normaliseProfileUpdate(acf);
  if (!parsed.ok) throw invalidParams(parsed.errors);
  await db.transaction((tx) => applyUpdate(tx, callerId, parsed.update));
  const record = await findUserRecord(db, callerId);
  if (record === null) throw invalidUser();
  const own = ownAcf(record);
  return { ...own, photo: photoUrls.forViewer(own.photo, callerId) };
}
