import type { Language } from '@campus/domain/locale';

/**
 * Spec §2.16, §9: dates in French when the portal speaks French, in British English otherwise (the
 * day-month order). The browser's Intl formats them from its own locale data, so the first load carries
 * no date library (issue #20).
 */
const INTL_LOCALE: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

type FormatName = 'longDate' | 'weekdayDayMonth' | 'time' | 'dayMonth' | 'month';
const FORMATS: Record<FormatName, Intl.DateTimeFormatOptions> = {
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dayMonth: { day: 'numeric', month: 'long' },
  month: { month: 'long' },
};

// Building a formatter costs far more than using one: one per language and format, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatWith(name: FormatName, date: Date, language: Language): string {
  const key = `${language}:${name}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[language], FORMATS[name]);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * WordPress local dates (`YYYY-MM-DDTHH:mm:ss`), ACF date-times (`YYYY-MM-DD HH:mm:ss`) and days
 * (`YYYY-MM-DD`), all in the campus's local time — where `new Date` would read a bare day as UTC. A value
 * with its own offset is read as it says.
 */
export function parseContentDate(value: string): Date {
  const local = LOCAL_DATE_TIME.exec(value);
  if (local === null) return new Date(value);
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = local;
  return new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hours),
    Number(minutes),
    Number(seconds),
  );
}

/** '3 juin 2025' / '3 June 2025'. */
export function formatLongDate(date: Date, language: Language): string {
  return formatWith('longDate', date, language);
}

/** 'mardi 3 juin, 18:00' / 'Tuesday 3 June, 18:00'. */
export function formatDayAndTime(date: Date, language: Language): string {
  return `${formatWith('weekdayDayMonth', date, language)}, ${formatTime(date, language)}`;
}

/** '18:00' in both languages. */
export function formatTime(date: Date, language: Language): string {
  return formatWith('time', date, language);
}

/** §9 notification dates: '23 novembre' / '23 November'. */
export function formatDayMonth(date: Date, language: Language): string {
  return formatWith('dayMonth', date, language);
}

/** The month alone, as a heading names it: 'janvier' / 'January'. */
export function formatMonth(date: Date, language: Language): string {
  return formatWith('month', date, language);
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// The largest unit that fits, as people say it: '3 days ago' rather than '72 hours ago'.
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

const relativeFormatters = new Map<Language, Intl.RelativeTimeFormat>();
function relativeFormatter(language: Language): Intl.RelativeTimeFormat {
  let formatter = relativeFormatters.get(language);
  if (formatter === undefined) {
    formatter = new Intl.RelativeTimeFormat(INTL_LOCALE[language], { numeric: 'always' });
    relativeFormatters.set(language, formatter);
  }
  return formatter;
}

/** The time difference of the news view (§3): 'il y a 3 jours' / '3 days ago', 'dans 2 heures'. */
export function timeDifference(date: Date, now: Date, language: Language): string {
  const elapsed = date.getTime() - now.getTime();
  const format = relativeFormatter(language);
  for (const [unit, length] of UNITS) {
    if (Math.abs(elapsed) >= length) return format.format(Math.trunc(elapsed / length), unit);
  }
  const seconds = Math.trunc(elapsed / SECOND);
  // Under a second either way is "now" ('maintenant'), not "in 0 seconds" (issue #33: a preview dates a
  // draft at the moment it is drawn).
  if (seconds === 0) return nowFormatter(language).format(0, 'second');
  return format.format(seconds, 'second');
}

const nowFormatters = new Map<Language, Intl.RelativeTimeFormat>();
function nowFormatter(language: Language): Intl.RelativeTimeFormat {
  let formatter = nowFormatters.get(language);
  if (formatter === undefined) {
    formatter = new Intl.RelativeTimeFormat(INTL_LOCALE[language], { numeric: 'auto' });
    nowFormatters.set(language, formatter);
  }
  return formatter;
}
