import { useCallback, type ImgHTMLAttributes } from 'react';

/**
 * An image whose bytes are already in memory (a photo chosen on the device, or one fetched with the
 * person's token): shown from a blob: URL made when the <img> is attached and revoked when it is detached
 * or the blob changes, so no URL outlives its image and none is made during render.
 */
export function BlobImage({
  blob,
  alt,
  ...props
}: { blob: Blob; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (image === null) return;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => {
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );
  return <img ref={attach} alt={alt} {...props} />;
}
