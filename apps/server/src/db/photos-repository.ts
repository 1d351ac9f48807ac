import type { Confidentiality, ShowItem } from '@campus/domain/user';
import type { Queryable } from './db.ts';

/** Uploads a person may have that are not their current photo (a retake in the wizard, an abandoned edit). */
const UNUSED_UPLOADS_KEPT = 3;

export interface StoredPhoto {
  id: number;
  user_id: number;
  mime_type: string;
  bytes: Uint8Array;
  /** The owner's privacy, to decide who may see the picture (spec §6). */
  owner_photo: string | null;
  owner_confidentiality: Confidentiality;
  owner_show: ShowItem[];
  owner_house_ids: number[];
}

/** A photo as it is stored: the server's re-encoded image, never the upload itself. */
export interface NewPhoto {
  mimeType: string;
  width: number;
  height: number;
  bytes: Uint8Array;
}

export async function insertPhoto(db: Queryable, userId: number, photo: NewPhoto): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO user_photos (user_id, mime_type, width, height, bytes) VALUES ($1, $2, $3, $4, $5)
     RETURNING id`,
    [userId, photo.mimeType, photo.width, photo.height, photo.bytes],
  );
  if (!row) throw new Error('Photo was not inserted');
  return row.id;
}

/** Deletes a person's uploads other than `currentUrl` beyond the newest few, so storage stays bounded. */
export async function pruneUnusedPhotos(
  db: Queryable,
  userId: number,
  currentUrl: string | null,
): Promise<void> {
  await db.query(
    `DELETE FROM user_photos WHERE user_id = $1 AND id IN (
       SELECT id FROM user_photos
       WHERE user_id = $1 AND ('/wp-json/portal/v1/photos/' || id) IS DISTINCT FROM $2
       ORDER BY id DESC OFFSET $3)`,
    [userId, currentUrl, UNUSED_UPLOADS_KEPT],
  );
}

/** Deletes every upload of the person but the one they now use (or all, when they have none). */
export async function deletePhotosExcept(
  db: Queryable,
  userId: number,
  keepId: number | null,
): Promise<void> {
  await db.query('DELETE FROM user_photos WHERE user_id = $1 AND id IS DISTINCT FROM $2', [userId, keepId]);
}

export async function photoOwner(db: Queryable, photoId: number): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>('SELECT user_id FROM user_photos WHERE id = $1', [
    photoId,
  ]);
  return row?.user_id ?? null;
}

export async function findStoredPhoto(db: Queryable, photoId: number): Promise<StoredPhoto | null> {
  const [row] = await db.query<StoredPhoto>(
    `SELECT p.id, p.user_id, p.mime_type, p.bytes, u.photo AS owner_photo,
       u.confidentiality AS owner_confidentiality, u.show AS owner_show,
       ARRAY(SELECT house_id FROM user_houses WHERE user_id = u.id) AS owner_house_ids
     FROM user_photos p JOIN users u ON u.id = p.user_id WHERE p.id = $1`,
    [photoId],
  );
  return row ?? null;
}
