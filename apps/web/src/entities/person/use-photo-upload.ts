import { useState } from 'react';
import { useApiClient } from '../../lib/api/api-client-context.tsx';
import { PhotoPermissionDenied, type PhotoSource } from '../../lib/platform.ts';
import { currentPhotoCapture } from '../../lib/platform/current-platform.ts';
import { scalePhoto } from './scale-photo.ts';
import { uploadPhoto } from './api/upload-photo.ts';
import type { PhotoUploadState } from '../../ui/photo-editor.tsx';

/**
 * Takes a photo through the platform (camera or files), scales it to fit 300 × 300 at quality 80 and
 * uploads it; resolves with the URL to save in acf.photo, or null when cancelled or refused.
 */
export function usePhotoUpload() {
  const api = useApiClient();
  const [state, setState] = useState<PhotoUploadState>('idle');
  const take = async (source: PhotoSource): Promise<string | null> => {
    try {
      const photo = await currentPhotoCapture().takePhoto(source);
      if (photo === null) return null;
      setState('working');
      const uploaded = await uploadPhoto(api, await scalePhoto(photo));
      setState('idle');
      return uploaded.source_url;
    } catch (error) {
      setState(error instanceof PhotoPermissionDenied ? 'denied' : 'failed');
      return null;
    }
  };
  return { take, state };
}
