import { useTranslation } from 'react-i18next';
import { BlobImage } from '../../ui/blob-image.tsx';
import { useMaintenancePhoto } from './api/get-maintenance-photo.ts';

/** One photo of a request (`number` from 1), fetched with the person's token and shown from memory. */
export function MaintenancePhoto({
  requestId,
  photo,
  number,
}: {
  requestId: number;
  photo: { id: number; width: number; height: number; by_team: boolean };
  number: number;
}) {
  const { t } = useTranslation();
  const bytes = useMaintenancePhoto(requestId, photo.id);
  const label = photo.by_team
    ? t('maintenance:detail.teamPhoto', { number })
    : t('maintenance:detail.photo', { number });
  if (bytes.isError)
    return <p className="maintenance-photos__failed">{t('maintenance:detail.photoFailed', { number })}</p>;
  if (bytes.data === undefined)
    return <span className="maintenance-photos__placeholder" aria-hidden="true" />;
  return <BlobImage blob={bytes.data} alt={label} width={photo.width} height={photo.height} />;
}
