import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { useTagGroup } from '../../entities/person/api/get-tag-group.ts';
import { tagLabel } from '../../entities/tags/tag-label.ts';
import { useAutoSave } from './use-auto-save.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CheckboxList } from '../../ui/checkbox-list.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useCloseModal } from '../../entities/person/close-modal.ts';
import { SaveFailedNotice } from './save-failed-notice.tsx';
import { SavedToast } from './saved-toast.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import './profile.css';

/** Spec §2.12 /profile/hobbies: each interest toggle saves the whole selected set at once (§4). */
export function ProfileHobbiesPage() {
  const { t } = useTranslation();
  const close = useCloseModal();
  useDocumentTitle(t('profile:hobbies.title'));
  return (
    <Modal title={t('profile:hobbies.title')} onClose={close}>
      <HobbiesForm />
    </Modal>
  );
}

function HobbiesForm() {
  const { t, i18n } = useTranslation();
  const { user } = useConnection();
  const interests = useTagGroup('interest');
  const save = useAutoSave(user?.id ?? 0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(
    () => new Set(user?.acf.tags.map((tag) => tag.term_id)),
  );
  if (!user || interests.isPending) return <Loading />;
  if (interests.isError) {
    return <RetryNotice message={t('profile:hobbies.error')} onRetry={() => void interests.refetch()} />;
  }
  const options = interests.data.children.map((tag) => ({ id: tag.id, label: tagLabel(tag, i18n.language) }));
  if (options.length === 0) return <p className="notice">{t('profile:hobbies.none')}</p>;
  return (
    <>
      <CheckboxList
        legend={t('profile:hobbies.title')}
        options={options}
        selected={selected}
        onToggle={(id, checked) => {
          const next = new Set(selected);
          if (checked) next.add(id);
          else next.delete(id);
          setSelected(next);
          // The whole set, as strings (spec §7); the server keeps the tags that are not interests.
          void save.saveNow({ tags: [...next].map(String) });
        }}
      />
      <SaveFailedNotice save={save} />
      <SavedToast count={save.savedCount} />
    </>
  );
}
