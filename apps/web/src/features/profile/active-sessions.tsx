import { languageOfLocale } from '@campus/domain/locale';
import type { ActiveSession } from '@campus/domain/session';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../lib/auth/use-sign-out.ts';
import { formatDayAndTime } from '../../lib/dates/format-date.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Loading } from '../../ui/loading.tsx';
import { useFocusFallback } from '../../ui/use-focus-fallback.ts';
import { useEndSession } from './api/end-session.ts';
import { useSessions } from './api/get-sessions.ts';

/**
 * Settings, "Active sessions": where the person is signed in (device, since when, last use) and a way to
 * end any of those sessions. Ending this device's session is signing out.
 */
export function ActiveSessions() {
  const { t } = useTranslation();
  const titleId = useId();
  const sessions = useSessions();
  const section = useRef<HTMLElement>(null);
  // An ended session's row leaves the list: the focus goes to the next row's button, not <body>.
  useFocusFallback(section);
  return (
    <section ref={section} className="settings-group active-sessions" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-group__title">
        {t('settings:sessions.title')}
      </h2>
      {sessions.isPending ? (
        <Loading />
      ) : sessions.isError ? (
        <p role="alert">
          {t('settings:sessions.error')}{' '}
          <button type="button" className="button button--quiet" onClick={() => void sessions.refetch()}>
            {t('settings:sessions.retry')}
          </button>
        </p>
      ) : sessions.data.length === 0 ? (
        <p>{t('settings:sessions.empty')}</p>
      ) : (
        <SessionList sessions={sessions.data} />
      )}
    </section>
  );
}

function SessionList({ sessions }: { sessions: readonly ActiveSession[] }) {
  const { t, i18n } = useTranslation();
  const language = languageOfLocale(i18n.language);
  const endSession = useEndSession();
  const { signOut, pending: signingOut } = useSignOut();
  const when = (iso: string) => formatDayAndTime(new Date(iso), language);
  return (
    <>
      <ul className="active-sessions__list">
        {sessions.map((session) => {
          const device = session.device === '' ? t('settings:sessions.unknownDevice') : session.device;
          return (
            <li key={session.id} className="settings-row active-sessions__item">
              <span className="settings-row__label">
                {device}
                {session.current && (
                  <strong className="active-sessions__current"> {t('settings:sessions.thisDevice')}</strong>
                )}
              </span>
              <span className="settings-row__value">
                {t('settings:sessions.created', { date: when(session.created_at) })}
                <br />
                {t('settings:sessions.lastUsed', { date: when(session.last_used_at) })}
              </span>
              {session.current ? (
                <BusyButton className="button button--quiet" onClick={signOut} busy={signingOut}>
                  {t('settings:sessions.signOut')}
                </BusyButton>
              ) : (
                <BusyButton
                  className="button button--quiet"
                  // Several sessions often share a device name ("Linux"): the last use tells them apart.
                  aria-label={t('settings:sessions.endLabel', { device, date: when(session.last_used_at) })}
                  busy={endSession.isPending && endSession.variables === session.id}
                  onClick={() => {
                    endSession.mutate(session.id);
                  }}
                >
                  {t('settings:sessions.end')}
                </BusyButton>
              )}
            </li>
          );
        })}
      </ul>
      {endSession.isError && <p role="alert">{t('settings:sessions.endError')}</p>}
    </>
  );
}
