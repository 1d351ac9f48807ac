import type { Language } from '@campus/domain/locale';
import { formatDistance, parseISO, type Locale } from 'date-fns';
import { enGB, fr } from 'date-fns/locale';
import { format } from 'date-fns/format';

/**
 * Spec §2.16, §9: dates in the French locale when the portal speaks French, weeks starting on Monday in
 * both languages (British English keeps Monday and the day-month order).
 */
const LOCALES: Record<Language, Locale> = {
  fr: { ...fr, options: { ...fr.options, weekStartsOn: 1 } },
  en: { ...enGB, options: { ...enGB.options, weekStartsOn: 1 } },
};

export function dateLocale(language: Language): Locale {
  return LOCALES[language];
}

/** WordPress local dates (`YYYY-MM-DDTHH:mm:ss`) and ACF date-times (`YYYY-MM-DD HH:mm:ss`). */
export function parseContentDate(value: string): Date {
  return parseISO(value.replace(' ', 'T'));
}

/** '3 juin 2025' / '3 June 2025'. */
export function formatLongDate(date: Date, language: Language): string {
  return format(date, 'd MMMM yyyy', { locale: dateLocale(language) });
}

/** 'mardi 3 juin, 18:00' / 'Tuesday 3 June, 18:00'. */
export function formatDayAndTime(date: Date, language: Language): string {
  return format(date, 'EEEE d MMMM, HH:mm', { locale: dateLocale(language) });
}

export function formatTime(date: Date, language: Language): string {
  return format(date, 'HH:mm', { locale: dateLocale(language) });
}

/** The time difference of the news view (§3): 'il y a 3 jours' / '3 days ago'. */
export function timeDifference(date: Date, now: Date, language: Language): string {
  return formatDistance(date, now, { addSuffix: true, locale: dateLocale(language) });
}

/** §9 notification dates: '23 novembre' / '23 November'. */
export function formatDayMonth(date: Date, language: Language): string {
  return format(date, 'd MMMM', { locale: dateLocale(language) });
}
