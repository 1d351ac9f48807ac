import { fitWithin, PHOTO_MAX_SIZE_PX, PHOTO_QUALITY } from '@campus/domain/photo';

/**
 * Spec §5: the photo scaled to fit 300 × 300, JPEG at quality 80, drawn on a canvas (which also drops
 * the file's metadata, such as its location).
 */
export async function scalePhoto(photo: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(photo);
  try {
    const size = fitWithin(bitmap.width, bitmap.height, PHOTO_MAX_SIZE_PX);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('No 2D canvas');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => {
          if (blob === null) reject(new Error('The photo could not be encoded'));
          else resolve(blob);
        },
        'image/jpeg',
        PHOTO_QUALITY,
      );
    });
  } finally {
    bitmap.close();
  }
}
