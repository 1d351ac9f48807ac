import type { Notification } from '@campus/domain/notification';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDayMonth, parseContentDate } from '../../lib/dates/format-date.ts';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';
import { useNotifications } from '../../entities/notifications/api/get-notifications.ts';
import { useMarkNotificationRead } from './api/mark-notification-read.ts';
import { internalPath } from '../../lib/sanitise/internal-link.ts';
import { RichHtml } from '../../lib/sanitise/rich-html.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useIsWideScreen } from '../../lib/use-media-query.ts';
import { Loading } from '../../ui/loading.tsx';
import { useFocusFallback } from '../../ui/use-focus-fallback.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { notificationListTitle } from './notification-text.ts';
import './notifications.css';

const pathOf = (item: Notification) => `/notifications/${String(item.parent)}`;

/**
 * Spec §2.10 /notifications and /notifications/{notifId}: the inbox, newest first; the item whose parent is
 * notifId is selected, opened beside the list on wide screens (instead of it on phones) and marked read
 * (§4: on the server, then here).
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { notifId } = useParams();
  const wide = useIsWideScreen();
  const inbox = useNotifications();
  useDocumentTitle(t('notifications:title'));
  // On phones the opened notification replaces the list and back replaces it again: the focus goes to
  // what came (the list's first notification), not <body>.
  const page = useRef<HTMLDivElement>(null);
  useFocusFallback(page);
  const selected = inbox.data?.items.find((item) => String(item.parent) === notifId) ?? null;

  const { mutate: markRead } = useMarkNotificationRead();
  const unreadSelected = selected !== null && selected.acf.state === 'unread' ? selected.id : null;
  useEffect(() => {
    if (unreadSelected !== null) markRead(unreadSelected);
  }, [unreadSelected, markRead]);

  let body;
  if (inbox.isPending) body = <Loading />;
  else if (inbox.isError) {
    body = <RetryNotice message={t('notifications:loadError')} onRetry={() => void inbox.refetch()} />;
  } else if (inbox.data.items.length === 0) {
    body = <p className="notice">{t('notifications:none')}</p>;
  } else {
    const showList = wide || selected === null;
    body = (
      <div className={wide ? 'notifications notifications--wide' : 'notifications'}>
        {showList && <NotificationList items={inbox.data.items} selected={selected} />}
        {selected !== null && <NotificationDetail item={selected} phone={!wide} />}
        {selected === null && notifId !== undefined && (
          <p className="notice" role="status">
            {t('notifications:notFound')}
          </p>
        )}
      </div>
    );
  }

  return (
    <div ref={page} className="notifications-page">
      <header className="page-header">
        <h1 className="page-header__title">{t('notifications:title')}</h1>
      </header>
      {body}
    </div>
  );
}

function SenderAndDate({ item }: { item: Notification }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  return (
    <span className="notification__meta">
      {item.acf.sender?.name ?? t('notifications:campus')} ·{' '}
      <time dateTime={item.date}>{formatDayMonth(parseContentDate(item.date), language)}</time>
    </span>
  );
}

function NotificationList({
  items,
  selected,
}: {
  items: readonly Notification[];
  selected: Notification | null;
}) {
  const { t } = useTranslation();
  return (
    <ul className="notifications__list" aria-label={t('notifications:listLabel')}>
      {items.map((item) => {
        const unread = item.acf.state === 'unread';
        return (
          <li key={item.id}>
            <Link
              to={pathOf(item)}
              className={`notification${unread ? ' notification--unread' : ''}`}
              aria-current={selected?.id === item.id ? 'true' : undefined}
            >
              <span className="notification__dot" aria-hidden="true" />
              <span className="notification__text">
                <span className="notification__title">{notificationListTitle(item.content.rendered)}</span>
                <SenderAndDate item={item} />
              </span>
              <span className="visually-hidden">
                {unread ? t('notifications:unread') : t('notifications:read')}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * §2.16: a link is internal only if it is a portal path or starts with the portal's origin; it then opens
 * inside the app. Anything else opens in a new tab, without handing this page to it.
 */
function NotificationLink({ link }: { link: string }) {
  const { t } = useTranslation();
  if (link.trim() === '') return null;
  const path = internalPath(link, window.location.origin, [window.location.origin]);
  if (path !== null) {
    return (
      <Link className="button button--primary" to={path}>
        {t('notifications:open')}
      </Link>
    );
  }
  // The server accepts only portal paths and https addresses; anything else is not a link to follow.
  if (!link.startsWith('https://')) return null;
  return (
    <a className="button button--primary" href={link} target="_blank" rel="noopener noreferrer">
      {t('notifications:open')}
    </a>
  );
}

/**
 * The opened notification: its whole content (sanitised by RichHtml) and its link. On phones it replaces
 * the list, so it takes the focus (a keyboard or screen reader user lands on what they opened) and offers
 * the way back.
 */
function NotificationDetail({ item, phone }: { item: Notification; phone: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (phone) heading.current?.focus();
  }, [phone, item.id]);
  const headingId = `notification-${String(item.id)}`;
  return (
    <article className="card notifications__detail" aria-labelledby={headingId}>
      {phone && (
        <Link className="notifications__back" to="/notifications">
          ‹ {t('notifications:back')}
        </Link>
      )}
      <h2 id={headingId} ref={heading} tabIndex={-1} className="notifications__detail-title">
        {notificationListTitle(item.content.rendered)}
      </h2>
      <SenderAndDate item={item} />
      <RichHtml html={item.content.rendered} className="notifications__content" />
      <NotificationLink link={item.acf.link} />
    </article>
  );
}
