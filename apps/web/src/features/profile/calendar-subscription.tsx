import { languageOfLocale } from '@campus/domain/locale';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/dates/format-date.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Loading } from '../../ui/loading.tsx';
import { useFocusFallback } from '../../ui/use-focus-fallback.ts';
import { useCreateCalendarFeed } from './api/create-calendar-feed.ts';
import { useCalendarFeed } from './api/get-calendar-feed.ts';
import { useRevokeCalendarFeed } from './api/revoke-calendar-feed.ts';

/**
 * Settings, "Calendar subscription" (issue #19): a private link that calendar applications subscribe to,
 * with the events the person may see. The link is shown once, when created; creating a new one or revoking
 * it makes the previous link stop working.
 */
export function CalendarSubscription() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [copied, setCopied] = useState(false);
  const busy = create.isPending || revoke.isPending;
  const section = useRef<HTMLElement>(null);
  // Creating or revoking the link replaces the buttons: the focus goes to what replaced them.
  useFocusFallback(section);

  let body;
  if (feed.isPending) body = <Loading />;
  else if (feed.isError) {
    body = (
      <p role="alert">
        {t('settings:calendar.error')}{' '}
        <button type="button" onClick={() => void feed.refetch()}>
          {t('common:retry')}
        </button>
      </p>
    );
  } else if (feed.data === null) {
    body = (
      <BusyButton
        className="button"
        busy={busy}
        onClick={() => {
          create.mutate();
        }}
      >
        {t('settings:calendar.create')}
      </BusyButton>
    );
  } else {
    const { url, webcal, created_at: createdAt } = feed.data;
    body = (
      <>
        {url !== undefined && webcal !== undefined ? (
          <div className="calendar-subscription__link">
            <label htmlFor={`${titleId}-url`}>{t('settings:calendar.link')}</label>
            <input
              id={`${titleId}-url`}
              type="text"
              readOnly
              value={url}
              onFocus={(event) => {
                event.target.select();
              }}
            />
            <div className="calendar-subscription__actions">
              <button
                type="button"
                className="button"
                onClick={() => {
                  void navigator.clipboard.writeText(url).then(() => {
                    setCopied(true);
                  });
                }}
              >
                {t('settings:calendar.copy')}
              </button>
              <a className="button" href={webcal}>
                {t('settings:calendar.open')}
              </a>
            </div>
            {copied && <p role="status">{t('settings:calendar.copied')}</p>}
            <p className="settings-group__hint">{t('settings:calendar.keepSecret')}</p>
          </div>
        ) : (
          <p>
            {t('settings:calendar.exists', {
              date: formatLongDate(new Date(createdAt), languageOfLocale(i18n.language)),
            })}
          </p>
        )}
        <div className="calendar-subscription__actions">
          <BusyButton
            className="button button--quiet"
            busy={busy}
            onClick={() => {
              create.mutate();
            }}
          >
            {t('settings:calendar.replace')}
          </BusyButton>
          <BusyButton
            className="button button--quiet"
            busy={busy}
            onClick={() => {
              revoke.mutate();
            }}
          >
            {t('settings:calendar.revoke')}
          </BusyButton>
        </div>
      </>
    );
  }

  return (
    <section ref={section} className="settings-group calendar-subscription" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-group__title">
        {t('settings:calendar.title')}
      </h2>
      <p className="settings-group__hint">{t('settings:calendar.intro')}</p>
      {body}
      {(create.isError || revoke.isError) && <p role="alert">{t('settings:calendar.failed')}</p>}
    </section>
  );
}
