import { notificationTitle } from '@campus/domain/notification';
import {
  STAFF_NOTIFICATION_STATES,
  type StaffNotificationState,
  type StaffNotificationSummary,
} from '@campus/domain/staff-notification';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../ui/loading.tsx';
import { Modal } from '../../ui/modal.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { useCancelStaffNotification } from './api/cancel-staff-notification.ts';
import { useStaffNotifications } from './api/get-staff-notifications.ts';
import { Pager } from './pager.tsx';
import { serverMessageOf } from './server-errors.ts';
import { useResultFocus } from './use-result-focus.ts';
import { StaffTable } from './staff-table.tsx';

const when = (local: string) => local.slice(0, 16).replace('T', ' ');

function AudienceName({ notification }: { notification: StaffNotificationSummary }) {
  const { t } = useTranslation();
  const { audience } = notification;
  if (audience.type === 'everyone') return <>{t('staff:notifications.audienceType.everyone')}</>;
  if (audience.type === 'house') return <>{audience.house.name}</>;
  return <>{audience.person.name === '' ? audience.person.username : audience.person.name}</>;
}

/**
 * The notifications sent, scheduled and cancelled (issue #33), below the composer: each one's audience,
 * time and author named, how many it reached and how many read it, and a Cancel, after a question, for a
 * scheduled one. The focus goes to the result once the question closes (its button is gone).
 */
export function StaffNotificationList() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<StaffNotificationState | null>(null);
  const [page, setPage] = useState(1);
  const list = useStaffNotifications(state, page);
  const cancel = useCancelStaffNotification();
  const [cancelling, setCancelling] = useState<StaffNotificationSummary | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const { ref: doneRef, focusResult } = useResultFocus<HTMLParagraphElement>();
  const language = i18n.language.startsWith('fr') ? 'fr' : 'en';

  const confirmCancel = (notification: StaffNotificationSummary) => {
    if (cancel.isPending) return;
    cancel.mutate(notification.id, {
      onSuccess: () => {
        setCancelling(null);
        setDone(t('staff:notifications.list.cancelled'));
        focusResult('always');
      },
      // Said in the question, which stays open with the focus on its button.
      onError: (error) => {
        setRefusal(serverMessageOf(error, t));
      },
    });
  };

  return (
    <section className="staff-notification-list" aria-labelledby="staff-notification-list-title">
      <h2 id="staff-notification-list-title">{t('staff:notifications.list.title')}</h2>
      <label className="staff-field">
        <span>{t('staff:notifications.list.show')}</span>
        <select
          value={state ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            setState(value === '' ? null : (value as StaffNotificationState));
            setPage(1);
          }}
        >
          <option value="">{t('staff:notifications.list.all')}</option>
          {STAFF_NOTIFICATION_STATES.map((option) => (
            <option key={option} value={option}>
              {t(`staff:notifications.state.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <p role="status" className="staff-edit__done" ref={doneRef} tabIndex={-1}>
        {done}
      </p>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <RetryNotice message={t('staff:notifications.list.loadFailed')} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p>{t('staff:notifications.list.empty')}</p>
      ) : (
        <>
          <StaffTable
            labelledBy="staff-notification-list-title"
            columns={[
              { label: t('staff:notifications.list.message') },
              { label: t('staff:notifications.list.to') },
              { label: t('staff:notifications.list.when') },
              { label: t('staff:notifications.list.state') },
              { label: t('staff:notifications.list.reach') },
              { label: t('staff:notifications.list.read') },
              { label: t('staff:notifications.list.actions'), forScreenReaders: true },
            ]}
          >
            {list.data.items.map((notification) => (
              <tr key={notification.id} data-testid={`staff-notification-${String(notification.id)}`}>
                <td lang={language}>
                  {notificationTitle(notification.content[language])}
                  <br />
                  <small>
                    {t('staff:notifications.list.by', {
                      name:
                        notification.created_by === null
                          ? t('staff:notifications.list.campus')
                          : notification.created_by.name || notification.created_by.username,
                    })}
                  </small>
                </td>
                <td>
                  <AudienceName notification={notification} />
                </td>
                <td>{when(notification.send_at ?? notification.created_at)}</td>
                <td>{t(`staff:notifications.state.${notification.state}`)}</td>
                <td>{notification.state === 'sent' ? notification.reach : '—'}</td>
                <td>{notification.state === 'sent' ? notification.read : '—'}</td>
                <td>
                  {notification.state === 'scheduled' && (
                    <button
                      type="button"
                      className="button"
                      aria-label={t('staff:notifications.list.cancelOne', {
                        title: notificationTitle(notification.content[language]),
                      })}
                      onClick={() => {
                        setRefusal(null);
                        setDone('');
                        setCancelling(notification);
                      }}
                    >
                      {t('staff:notifications.list.cancel')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </StaffTable>
          <Pager page={page} totalPages={list.data.totalPages} onPage={setPage} />
        </>
      )}
      {cancelling !== null && (
        <Modal
          title={t('staff:notifications.list.cancelTitle')}
          onClose={() => {
            setCancelling(null);
          }}
        >
          <p>
            {t('staff:notifications.list.cancelQuestion', {
              title: notificationTitle(cancelling.content[language]),
              when: when(cancelling.send_at ?? cancelling.created_at),
            })}
          </p>
          {refusal !== null && (
            <p role="alert" className="staff-field__error">
              {refusal}
            </p>
          )}
          <div className="staff-page__actions">
            <button
              type="button"
              className="button button--primary"
              // aria-disabled while sending: a disabled button loses the focus (issue #34).
              aria-disabled={cancel.isPending}
              onClick={() => {
                confirmCancel(cancelling);
              }}
            >
              {t('staff:notifications.list.cancelConfirm')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setCancelling(null);
              }}
            >
              {t('staff:notifications.list.keep')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
