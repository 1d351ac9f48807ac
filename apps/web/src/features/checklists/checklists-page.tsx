import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { todoAndDone, type ChecklistView } from '../../entities/checklists/checklist-views.ts';
import { useMyChecklists } from './use-my-checklists.ts';
import { useCloseModal } from '../../entities/person/close-modal.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ChecklistTasksCard } from './checklist-card.tsx';
import { useChecklistSaving } from './use-checklist-saving.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import './checklists.css';

/** Spec §2.12 /profile/checklists: the checklists to do and those done, ticked here (§4 Checklist). */
export function ChecklistsPage() {
  const { t } = useTranslation();
  const close = useCloseModal();
  useDocumentTitle(t('checklists:title'));
  return (
    <Modal title={t('checklists:title')} onClose={close}>
      <MyChecklists />
    </Modal>
  );
}

function MyChecklists() {
  const { t } = useTranslation();
  const checklists = useMyChecklists();
  const saving = useChecklistSaving(checklists.views);
  const { isPending, isError, refetch } = checklists;
  if (isError) {
    return <RetryNotice message={t('checklists:loadError')} onRetry={refetch} />;
  }
  if (isPending) return <Loading />;
  const { todo, done } = todoAndDone(saving.views);
  if (todo.length === 0 && done.length === 0) return <p className="notice">{t('checklists:none')}</p>;
  const onTick = (view: ChecklistView) => (taskKey: string, value: boolean) => {
    saving.tick(view, taskKey, value);
  };
  return (
    <div className="checklists">
      {saving.failed && (
        <RetryNotice
          message={t('checklists:saveFailed')}
          onRetry={saving.retry}
          className="notice save-failed"
        />
      )}
      <ChecklistGroup
        title={t('checklists:todo')}
        views={todo}
        empty={t('checklists:allDone')}
        onTick={onTick}
      />
      {done.length > 0 && <ChecklistGroup title={t('checklists:done')} views={done} onTick={onTick} />}
    </div>
  );
}

function ChecklistGroup({
  title,
  views,
  empty,
  onTick,
}: {
  title: string;
  views: readonly ChecklistView[];
  empty?: string;
  onTick: (view: ChecklistView) => (taskKey: string, value: boolean) => void;
}) {
  const headingId = useId();
  return (
    <section className="checklists__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="checklists__group-title">
        {title} <span className="checklists__count">({views.length})</span>
      </h2>
      {views.length === 0 ? (
        <p className="checklists__empty">{empty}</p>
      ) : (
        <div className="checklists__cards">
          {views.map((view) => (
            <ChecklistTasksCard key={view.checklist.id} view={view} onTick={onTick(view)} />
          ))}
        </div>
      )}
    </section>
  );
}
