import { visibleItems, type PrivacySubject } from '@campus/domain/privacy';
import type { Db, Queryable } from '../db/db.ts';
import { houseIdsOf } from '../db/directory-repository.ts';
import { findStoredPhoto, insertPhoto, pruneUnusedPhotos } from '../db/photos-repository.ts';
import { currentPhoto } from '../db/profile-repository.ts';
import type { PhotoType } from '../photos/accepted-photo-types.ts';
import { canonicalPhotoUrl } from '../photos/photo-urls.ts';
import { reencodePhoto, type ReencodedPhoto, type ReencodeError } from '../photos/reencode-photo.ts';

/**
 * Profile photos (spec §5, §6): storing an upload, and deciding who may see a stored one. The route only
 * speaks HTTP; the rules are here.
 */
export type PhotoUpload =
  { ok: true; id: number; photo: Omit<ReencodedPhoto, 'bytes'> } | { ok: false; error: ReencodeError };

/**
 * Re-encodes the upload (photos/reencode-photo.ts) and stores only the result, as one of the person's
 * uploads; their unused uploads beyond the newest few are deleted in the same transaction.
 */
export async function storeUploadedPhoto(
  db: Db,
  userId: number,
  bytes: Buffer,
  declared: PhotoType,
): Promise<PhotoUpload> {
  const result = await reencodePhoto(bytes, declared);
  if (!result.ok) return result;
  const { bytes: reencoded, ...photo } = result.photo;
  const id = await db.transaction(async (tx) => {
    const photoId = await insertPhoto(tx, userId, { ...photo, bytes: reencoded });
    await pruneUnusedPhotos(tx, userId, await currentPhoto(tx, userId));
    return photoId;
  });
  return { ok: true, id, photo };
}

export interface ServedPhoto {
  mimeType: string;
  bytes: Uint8Array;
}

/**
 * The stored photo if `viewerId` may see it now, else null. Owners see all their uploads; others only the
 * owner's current photo, and only as the owner's privacy allows at this moment (so a person who goes
 * private is hidden at once, whatever URLs were handed out before). A block withholds contact items only
 * (packages/domain privacy.ts), never the image, so it does not enter here.
 */
export async function photoVisibleTo(
  db: Queryable,
  photoId: number,
  viewerId: number,
): Promise<ServedPhoto | null> {
  const stored = await findStoredPhoto(db, photoId);
  if (stored === null) return null;
  const served = { mimeType: stored.mime_type, bytes: stored.bytes };
  if (stored.user_id === viewerId) return served;
  if (stored.owner_photo !== canonicalPhotoUrl(stored.id)) return null;
  const owner: PrivacySubject = {
    id: stored.user_id,
    confidentiality: stored.owner_confidentiality,
    show: stored.owner_show,
    houseIds: stored.owner_house_ids,
  };
  const viewer = { id: viewerId, houseIds: await houseIdsOf(db, viewerId) };
  return visibleItems(viewer, owner, false)?.has('image') === true ? served : null;
}
