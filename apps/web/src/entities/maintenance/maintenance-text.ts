import type { MaintenanceRequest } from '@campus/domain/maintenance';
import type { TFunction } from 'i18next';

/** Where the problem is, as the resident reads it: their room's number or the common area's name. */
export function placeLabel(t: TFunction, place: MaintenanceRequest['place']): string {
  return place.type === 'room'
    ? t('maintenance:place.room', { room: place.room })
    : t('maintenance:place.area', { area: place.area.name });
}
