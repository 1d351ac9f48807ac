import type { Queryable } from './db.ts';

/** Where staff media are served (public: residents' lists show them as fimg_url). */
export const STAFF_MEDIA_PATH_PREFIX = '/wp-json/portal/v1/staff-media/';
/** The variant content refers to as its image (fimg_url). */
export const FEATURED_MEDIA_SIZE = '960';

export const mediaUrl = (id: number, size: string = FEATURED_MEDIA_SIZE): string =>
  `${STAFF_MEDIA_PATH_PREFIX}${String(id)}/${size}.webp`;

export interface MediaVariant {
  size: string;
  mimeType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export async function insertMedia(
  db: Queryable,
  uploadedBy: number,
  variants: readonly MediaVariant[],
): Promise<number> {
  const largest = variants.reduce((a, b) => (b.width > a.width ? b : a));
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO staff_media (uploaded_by, width, height) VALUES ($1, $2, $3) RETURNING id',
    [uploadedBy, largest.width, largest.height],
  );
  if (!row) throw new Error('The media row was not inserted');
  for (const variant of variants) {
    await db.query(
      `INSERT INTO staff_media_variants (media_id, size, mime_type, width, height, bytes)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [row.id, variant.size, variant.mimeType, variant.width, variant.height, variant.bytes],
    );
  }
  return row.id;
}

export async function mediaExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM staff_media WHERE id = $1', [id])).length > 0;
}

export async function findMediaVariant(
  db: Queryable,
  id: number,
  size: string,
): Promise<{ mime_type: string; bytes: Uint8Array } | null> {
  const [row] = await db.query<{ mime_type: string; bytes: Uint8Array }>(
    'SELECT mime_type, bytes FROM staff_media_variants WHERE media_id = $1 AND size = $2',
    [id, size],
  );
  return row ?? null;
}
