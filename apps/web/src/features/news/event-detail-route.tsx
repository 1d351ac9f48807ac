import type { EventPost } from '@campus/domain/content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useCloseDetail } from './close-detail.ts';
import { useEventBySlug } from './api/get-event-by-slug.ts';
import { EventDetail } from './event-detail.tsx';
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
    query.isPending ? undefined : query.data ? query.data.title.rendered : t('events:notFound.title'),
  );

  if (query.isPending) {
    return (
      <Modal title={t('common:loading')} onClose={close}>
        <Loading />
      </Modal>
    );
  }
  const event = query.data;
  if (event === null || event === undefined) {
    return (
      <Modal title={t('events:notFound.title')} onClose={close}>
        <p>{t('events:notFound.message')}</p>
      </Modal>
    );
  }
  return (
    <Modal title={event.title.rendered} onClose={close}>
      <EventDetail event={event} language={language}>
        {forms?.(event)}
      </EventDetail>
    </Modal>
  );
}
