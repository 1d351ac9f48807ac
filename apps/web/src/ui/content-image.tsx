import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A content illustration; when it fails to load, its alt text becomes 'Chargement impossible' (§2.16, §8). */
export function ContentImage({ src, className }: { src: string; className: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={src}
      alt={failed ? t('common.imageLoadFailed') : ''}
      loading="lazy"
      onError={() => {
        setFailed(true);
      }}
    />
  );
}
