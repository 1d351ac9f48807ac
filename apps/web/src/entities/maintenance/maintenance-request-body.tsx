import type { MaintenanceRequest } from '@campus/domain/maintenance';
import { useTranslation } from 'react-i18next';
import { formatLongDate, parseContentDate } from '../../lib/dates/format-date.ts';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';
import { MaintenancePhoto } from './maintenance-photo.tsx';
import { MaintenanceStatusBadge } from './maintenance-status-badge.tsx';

/**
 * A request's status as a badge, in a live region: a screen reader hears "Status: …" when a step changes
 * it (the badge itself is for the eyes).
 */
export function MaintenanceLiveStatus({ status }: { status: MaintenanceRequest['status'] }) {
  const { t } = useTranslation();
  return (
    <p aria-live="polite" className="maintenance-detail__status">
      <span className="visually-hidden">
        {t('maintenance:detail.statusNow', { status: t(`maintenance:status.${status}`) })}
      </span>
      <span aria-hidden="true">
        <MaintenanceStatusBadge status={status} />
      </span>
    </p>
  );
}

/** The booked visit of a request, if any: "Visit on Monday 3 March, 09:00–11:00". */
export function MaintenanceSlot({ slot }: { slot: MaintenanceRequest['slot'] }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  if (slot === null) return null;
  return (
    <p className="maintenance-slot">
      {t('maintenance:detail.slot', {
        date: formatLongDate(parseContentDate(slot.date), language),
        from: slot.from,
        to: slot.to,
      })}
    </p>
  );
}

/** A request's photos, the author's and the team's, as the resident and the team both see them. */
export function MaintenancePhotos({ request }: { request: Pick<MaintenanceRequest, 'id' | 'photos'> }) {
  const { t } = useTranslation();
  if (request.photos.length === 0) return null;
  return (
    <section className="maintenance-section" aria-labelledby="maintenance-photos-title">
      <h2 id="maintenance-photos-title">{t('maintenance:detail.photos')}</h2>
      <ul className="maintenance-photos">
        {request.photos.map((photo, index) => (
          <li key={photo.id} className="maintenance-photos__item">
            <MaintenancePhoto requestId={request.id} photo={photo} number={index + 1} />
          </li>
        ))}
      </ul>
    </section>
  );
}
