import type { EventPost } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayAndTime, formatTime, parseContentDate } from '../../lib/dates/format-date.ts';
import { RichHtml } from '../../lib/sanitise/rich-html.tsx';
import { ContentImage } from '../../ui/content-image.tsx';
import { AddToCalendar } from './add-to-calendar.tsx';
import { EventLocations } from './event-locations.tsx';
import { FaqSection } from './faq-section.tsx';

/**
 * The event's detail as its modal shows it (§2.5): when, organizer, picture, text, places, calendar, practical
 * information and FAQ, then `children` (its forms). Also drawn by the staff console's preview.
 */
export function EventDetail({
  event,
  language,
  children,
}: {
  event: EventPost;
  language: Language;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const start = parseContentDate(event.acf.start);
  const end = parseContentDate(event.acf.end);
  const sameDay = start.toDateString() === end.toDateString();
  return (
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
          {t('events:organizer', { organizer: event.acf.organizer })}
        </p>
      )}
      {event.fimg_url !== false && <ContentImage className="content-detail__image" src={event.fimg_url} />}
      <RichHtml className="content-detail__content" html={event.content.rendered} />
      <EventLocations locations={event.acf.locations} />
      <AddToCalendar event={event} />
      {event.acf.practical !== '' && (
        <section>
          <h3 className="content-detail__subheading">{t('events:practical')}</h3>
          <RichHtml html={event.acf.practical} />
        </section>
      )}
      <FaqSection items={event.acf.faq} />
      {children}
    </article>
  );
}
