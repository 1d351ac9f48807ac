import type { MaintenanceEvent, MaintenanceRequest } from '@campus/domain/maintenance';
import { useTranslation } from 'react-i18next';
import { formatDayAndTime, parseContentDate } from '../../lib/dates/format-date.ts';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';

/** Who wrote or did it, as the resident reads it: the house team, "you", or the person's name. */
function useAuthorLabel() {
  const { t } = useTranslation();
  const { user } = useConnection();
  return (event: MaintenanceEvent): string | null => {
    if (event.by_team) return t('maintenance:detail.team');
    if (event.by === null) return null;
    return event.by.id === user?.id ? t('maintenance:detail.you') : event.by.name;
  };
}

/** The request's story, oldest first: each step, each message of the team or the resident, each "me too". */
export function MaintenanceTimeline({ request }: { request: MaintenanceRequest }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const authorOf = useAuthorLabel();
  return (
    <section className="maintenance-section" aria-labelledby="maintenance-timeline-title">
      <h2 id="maintenance-timeline-title">{t('maintenance:detail.timeline')}</h2>
      <ol className="maintenance-timeline">
        {request.timeline.map((event) => {
          const who = authorOf(event);
          return (
            <li
              key={event.id}
              className={`maintenance-timeline__event maintenance-timeline__event--${event.kind}`}
            >
              <p className="maintenance-timeline__head">
                <strong>
                  {event.kind === 'step' && event.to !== null
                    ? t(`maintenance:status.${event.to}`)
                    : event.kind === 'me-too'
                      ? t('maintenance:detail.meToo')
                      : who}
                </strong>{' '}
                <time className="maintenance-card__meta" dateTime={event.at}>
                  {formatDayAndTime(parseContentDate(event.at), language)}
                </time>
              </p>
              {event.kind === 'step' && who !== null && <p className="maintenance-card__meta">{who}</p>}
              {event.message !== '' && <p className="maintenance-timeline__message">{event.message}</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
