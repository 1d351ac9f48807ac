import type { StaffAction, StaffItem } from '@campus/domain/staff';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The buttons of an item, from what the server says the caller may do (`can`) and the item's state: a
 * button the server would refuse is not offered. A new item (no `item` yet) can be saved or submitted.
 */
export function ItemActions({
  item,
  busy,
  onSave,
  onAction,
}: {
  item: StaffItem | null;
  busy: boolean;
  onSave: () => void;
  onAction: (action: StaffAction, extra?: { at?: string; note?: string }) => void;
}) {
  const { t } = useTranslation();
  const [at, setAt] = useState('');
  const [note, setNote] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const scheduleId = useId();
  const status = item?.status ?? 'draft';
  const can = item?.can ?? { edit: true, approve: false, publish: false };
  const button = (action: StaffAction, primary = false) => (
    <button
      type="button"
      className={primary ? 'button button--primary' : 'button'}
      disabled={busy}
      onClick={() => {
        onAction(action);
      }}
    >
      {t(`staff.action.${action}`)}
    </button>
  );
  return (
    <div className="staff-actions">
      {can.edit && (
        <button type="button" className="button" disabled={busy} onClick={onSave}>
          {t('staff.action.save')}
        </button>
      )}
      {can.edit && status === 'draft' && !can.publish && button('submit', true)}
      {can.publish && (status === 'draft' || status === 'future') && button('publish', true)}
      {can.approve && status === 'pending' && button('approve', true)}
      {can.approve && status === 'pending' && (
        <button
          type="button"
          className="button"
          aria-expanded={rejecting}
          disabled={busy}
          onClick={() => {
            setRejecting(!rejecting);
          }}
        >
          {t('staff.action.reject')}
        </button>
      )}
      {can.publish && (status === 'publish' || status === 'future') && button('unpublish')}
      {can.publish && status !== 'publish' && (
        <div className="staff-actions__group">
          <label className="staff-field" htmlFor={scheduleId}>
            <span>{t('staff.edit.scheduleAt')}</span>
          </label>
          <input
            id={scheduleId}
            type="datetime-local"
            value={at}
            onChange={(event) => {
              setAt(event.target.value);
            }}
          />
          <button
            type="button"
            className="button"
            disabled={busy || at === ''}
            onClick={() => {
              onAction('schedule', { at });
            }}
          >
            {t('staff.action.schedule')}
          </button>
        </div>
      )}
      {rejecting && (
        <div className="staff-actions__group">
          <label className="staff-field">
            <span>{t('staff.edit.rejectNote')}</span>
            <textarea
              rows={2}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
              }}
            />
          </label>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => {
              onAction('reject', note.trim() === '' ? {} : { note: note.trim() });
              setRejecting(false);
            }}
          >
            {t('staff.action.confirmReject')}
          </button>
        </div>
      )}
    </div>
  );
}
