import { useTranslation } from 'react-i18next';
import type { PhotoSource } from '../lib/platform.ts';
import { Avatar } from './avatar.tsx';
import { BusyButton } from './busy-button.tsx';

/** Where a photo's upload stands: what the editor shows (ui knows no person, so the type lives here). */
export type PhotoUploadState = 'idle' | 'working' | 'denied' | 'failed';

export interface PhotoEditorProps {
  photo: string | null;
  state: PhotoUploadState;
  onTake: (source: PhotoSource) => void;
}

/** The profile photo with its two sources (spec §5), and the message when the permission is denied. */
export function PhotoEditor({ photo, state, onTake }: PhotoEditorProps) {
  const { t } = useTranslation();
  const working = state === 'working';
  return (
    <div className="photo-editor">
      <Avatar photo={photo} size={120} />
      <div className="photo-editor__actions">
        <BusyButton
          className="button button--primary"
          busy={working}
          onClick={() => {
            onTake('camera');
          }}
        >
          {t('profile:photo.take')}
        </BusyButton>
        <BusyButton
          className="button"
          busy={working}
          onClick={() => {
            onTake('files');
          }}
        >
          {t('profile:photo.choose')}
        </BusyButton>
      </div>
      {working && <p role="status">{t('profile:photo.uploading')}</p>}
      {state === 'denied' && <p role="alert">{t('profile:photo.permissionDenied')}</p>}
      {state === 'failed' && <p role="alert">{t('profile:photo.failed')}</p>}
    </div>
  );
}
