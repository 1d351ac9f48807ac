import type { TFunction } from 'i18next';

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * A duration in minutes as people write it: "45 min", "2 h 05", "1 d 3 h" ("1 j 3 h" in French). Under a
 * day, to the minute; from a day on, to the hour (the minutes of a three-day wait say nothing).
 */
export function formatDuration(t: TFunction, minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < HOUR) return t('staff-maintenance:duration.minutes', { minutes: total });
  if (total < DAY) {
    const hours = Math.floor(total / HOUR);
    return t('staff-maintenance:duration.hours', {
      hours,
      minutes: String(total % HOUR).padStart(2, '0'),
    });
  }
  const hoursTotal = Math.round(total / HOUR);
  const days = Math.floor(hoursTotal / 24);
  const hours = hoursTotal % 24;
  return hours === 0
    ? t('staff-maintenance:duration.days', { days })
    : t('staff-maintenance:duration.daysHours', { days, hours });
}

/** Minutes between two ISO instants (never negative). */
export const minutesBetween = (from: string, to: string | number): number =>
  Math.max(0, ((typeof to === 'number' ? to : Date.parse(to)) - Date.parse(from)) / 60_000);
