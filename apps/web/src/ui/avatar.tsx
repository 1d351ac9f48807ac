import { useState } from 'react';
import { DefaultAvatar } from './default-avatar.tsx';

/**
 * A person's photo, or the default avatar when there is none or it fails to load. The photo is
 * decorative (alt=""): the person's name is always written next to it.
 */
export function Avatar({ photo, size = 56 }: { photo: string | null | undefined; size?: number }) {
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  if (!photo || failedPhoto === photo) return <DefaultAvatar size={size} />;
  return (
    <img
      className="avatar"
      src={photo}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => {
        setFailedPhoto(photo);
      }}
    />
  );
}
