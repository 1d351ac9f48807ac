/** Images uploaded through the staff console (issue #18): re-encoded variants, kept in the database. */
import type { StaffMedia } from '@campus/domain/staff';
import type { Db, Queryable } from '../../db/db.ts';
import { findMediaVariant, insertMedia, mediaUrl } from '../../db/staff-media-repository.ts';
import type { PhotoType } from '../../photos/accepted-photo-types.ts';
import { mediaVariants } from '../../photos/media-variants.ts';
import { recordChange } from './audit.ts';
import { forbidden, type StaffCaller } from './staff-access.ts';
import { editedHouses } from './staff-rights.ts';

export type MediaUpload =
  { ok: true; media: StaffMedia } | { ok: false; error: 'not-an-image' | 'too-many-pixels' };

/** POST /staff/media: any editor (campus or house) may upload; the content that uses it is checked on save. */
export async function uploadMedia(
  db: Db,
  caller: StaffCaller,
  bytes: Buffer,
  declared: PhotoType,
): Promise<MediaUpload> {
  const editor =
    caller.grants.some((grant) => grant.role === 'campus-editor') || editedHouses(caller.grants).length > 0;
  if (!editor) throw forbidden();
  const result = await mediaVariants(bytes, declared);
  if (!result.ok) return result;
  const largest = result.variants.reduce((a, b) => (b.width > a.width ? b : a));
  const media = await db.transaction(async (tx) => {
    const id = await insertMedia(tx, caller.id, result.variants);
    const stored: StaffMedia = {
      id,
      url: mediaUrl(id),
      width: largest.width,
      height: largest.height,
      sizes: Object.fromEntries(result.variants.map((variant) => [variant.size, mediaUrl(id, variant.size)])),
    };
    await recordChange(tx, caller, {
      action: 'upload',
      targetType: 'media',
      target: String(id),
      before: null,
      after: stored,
    });
    return stored;
  });
  return { ok: true, media };
}

/** GET /portal/v1/staff-media/{id}/{size}.webp: public, as the published content that shows it. */
export async function servedMedia(db: Queryable, id: number, size: string) {
  return findMediaVariant(db, id, size);
}
