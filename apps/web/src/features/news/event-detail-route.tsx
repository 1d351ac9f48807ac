import type { EventPost } from '@campus/domain/content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDayAndTime, formatTime, parseContentDate } from '../../lib/dates/format-date.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { RichHtml } from '../../lib/sanitise/rich-html.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useCloseDetail } from './close-detail.ts';
import { ContentImage } from '../../ui/content-image.tsx';
import { AddToCalendar } from './add-to-calendar.tsx';
import { EventLocations } from './event-locations.tsx';
import { FaqSection } from './faq-section.tsx';
import { useEventBySlug } from './api/get-event-by-slug.ts';
import { useContentLanguage } from './use-content-language.ts';

/**
 * /events/{slug} (§2.5), /house/events/{slug} (§2.6): the event in a modal over its list (`listPath`, where
 * closing returns); opened from a list it is that list's, a deep link asks for it by slug.
 */
export function EventDetailRoute({
  listPath = '/events',
  forms,
}: {
  listPath?: string;
  /** The event's contact and embedded forms, filled by the forms feature through the app. */
  forms?: ((event: EventPost) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const language = useContentLanguage();
  const close = useCloseDetail(listPath);
  const query = useEventBySlug(slug);
  // The tab is named after the event, not the list under its dialog; while it loads the list's title stays.
  useDocumentTitle(
    query.isPending ? undefined : query.data ? query.data.title.rendered : t('events.notFound.title'),
  );

  if (query.isPending) {
    return (
      <Modal title={t('common.loading')} onClose={close}>
        <Loading />
      </Modal>
    );
  }
  const event = query.data;
  if (event === null || event === undefined) {
    return (
      <Modal title={t('events.notFound.title')} onClose={close}>
        <p>{t('events.notFound.message')}</p>
      </Modal>
    );
  }
  const start = parseContentDate(event.acf.start);
  const end = parseContentDate(event.acf.end);
  const sameDay = start.toDateString() === end.toDateString();
  return (
    <Modal title={event.title.rendered} onClose={close}>
      <article className="content-detail">
        <p className="content-detail__when">
          <time dateTime={start.toISOString()}>{formatDayAndTime(start, language)}</time>
          {' – '}
          <time dateTime={end.toISOString()}>
            {sameDay ? formatTime(end, language) : formatDayAndTime(end, language)}
          </time>
        </p>
        {event.acf.organizer !== '' && (
          <p className="content-detail__organizer">
            {t('events.organizer', { organizer: event.acf.organizer })}
          </p>
        )}
        {event.fimg_url !== false && <ContentImage className="content-detail__image" src={event.fimg_url} />}
        <RichHtml className="content-detail__content" html={event.content.rendered} />
        <EventLocations locations={event.acf.locations} />
        <AddToCalendar event={event} />
        {event.acf.practical !== '' && (
          <section>
            <h3 className="content-detail__subheading">{t('events.practical')}</h3>
            <RichHtml html={event.acf.practical} />
          </section>
        )}
        <FaqSection items={event.acf.faq} />
        {forms?.(event)}
      </article>
    </Modal>
  );
}
