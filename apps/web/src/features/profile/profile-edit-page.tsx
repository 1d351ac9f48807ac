import { useTranslation } from 'react-i18next';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { useAutoSave } from './use-auto-save.ts';
import { usePhotoUpload } from '../../entities/person/use-photo-upload.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useCloseModal } from '../../entities/person/close-modal.ts';
import { HouseSwitch } from './house-switch.tsx';
import { PhotoEditor } from '../../ui/photo-editor.tsx';
import { SaveFailedNotice } from './save-failed-notice.tsx';
import { SavedToast } from './saved-toast.tsx';
import './profile.css';

/** Spec §2.12 /profile/edit: photo, identity (e-mail not editable in the app) and the current house. */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const { user } = useConnection();
  const close = useCloseModal();
  useDocumentTitle(t('profile:edit.title'));
  if (!user) return <Loading />;
  return (
    <Modal title={t('profile:edit.title')} onClose={close}>
      <ProfileEditForm userId={user.id} />
    </Modal>
  );
}

function ProfileEditForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { user } = useConnection();
  const save = useAutoSave(userId);
  const upload = usePhotoUpload();
  if (!user) return <Loading />;
  return (
    <div className="profile-form">
      <PhotoEditor
        photo={user.acf.photo}
        state={upload.state}
        onTake={(source) => {
          void upload.take(source).then((photo) => (photo === null ? undefined : save.saveNow({ photo })));
        }}
      />
      <dl className="profile-identity">
        <div>
          <dt>{t('profile:edit.firstName')}</dt>
          <dd>{user.first_name}</dd>
        </div>
        <div>
          <dt>{t('profile:edit.lastName')}</dt>
          <dd>{user.last_name}</dd>
        </div>
        <div>
          <dt>{t('profile:edit.email')}</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <HouseSwitch
        houses={user.acf.user_house}
        busy={save.saving}
        onSwitch={(order) => void save.saveNow({ user_house: order })}
      />
      <SaveFailedNotice save={save} />
      <SavedToast count={save.savedCount} />
    </div>
  );
}
