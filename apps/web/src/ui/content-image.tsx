import { useState } from 'react';
import { useFirstPaintTranslation } from '../lib/i18n/use-first-paint-translation.ts';

/**
 * Intrinsic size given to the browser before the file arrives: content illustrations are drawn 16:9 (the
 * stylesheets crop them with object-fit), so the space is reserved and nothing moves when they load.
 */
const RESERVED_WIDTH = 640;
const RESERVED_HEIGHT = 360;

/**
 * A content illustration; when it fails to load, its alt text says so ('Chargement impossible' in
 * French, §2.16, §8; common:imageLoadFailed).
 * `priority` is for the image that is likely the page's largest paint (the first news cards): fetched at
 * once and first, instead of waiting for layout as lazy images do (issue #20).
 */
export function ContentImage({
  src,
  className,
  priority = false,
}: {
  src: string;
  className: string;
  priority?: boolean;
}) {
  const { t } = useFirstPaintTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={src}
      alt={failed ? t('common:imageLoadFailed') : ''}
      width={RESERVED_WIDTH}
      height={RESERVED_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => {
        setFailed(true);
      }}
    />
  );
}
