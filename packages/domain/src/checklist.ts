/**
 * Stay checklists (spec §2.14, §3 Checklist and Checklist entry, §4 Checklist, §9): the wire shapes and the
 * pure rules both sides need — when a checklist applies to a person (its validity window, from the
 * person's stay dates and the checklist's rules), how many days are left, whether it is done, and whether
 * the news page suggests it. Dates are calendar days on the campus (Europe/Paris), written 'YYYY-MM-DD'.
 */
import { Type, type Static } from 'typebox';
import { LanguageSchema } from './wire.ts';

export const CHECKLIST_DATE_BASES = ['start_date', 'end_date', 'fixe_date'] as const;
export type ChecklistDateBase = (typeof CHECKLIST_DATE_BASES)[number];
export const CHECKLIST_DIRECTIONS = ['before', 'after'] as const;
export type ChecklistDirection = (typeof CHECKLIST_DIRECTIONS)[number];

export const ChecklistTaskSchema = Type.Object({
  checklist_tasks_key: Type.String(),
  checklist_tasks_title: Type.String(),
});

export const ChecklistAcfSchema = Type.Object({
  checklist_title: Type.String(),
  checklist_description: Type.String(),
  checklist_tasks: Type.Array(ChecklistTaskSchema),
  checklist_start_date: Type.Enum(CHECKLIST_DATE_BASES),
  checklist_end_date: Type.Enum(CHECKLIST_DATE_BASES),
  /** DD/MM/YYYY, '' unless the matching rule is fixe_date. */
  checklist_start_fixe_date_choose: Type.String(),
  checklist_end_fixe_date_choose: Type.String(),
  checklist_start_before_after: Type.Enum(CHECKLIST_DIRECTIONS),
  checklist_end_before_after: Type.Enum(CHECKLIST_DIRECTIONS),
  checklist_start_number: Type.Integer({ minimum: 0 }),
  checklist_end_number: Type.Integer({ minimum: 0 }),
});
export type ChecklistAcf = Static<typeof ChecklistAcfSchema>;

/** Age threshold of the news page's suggestion (spec §4, §9), in days. */
export const CHECKLIST_SUGGESTION_MAX_AGE_DAYS = 30;
/** Saving ticks is debounced this long after the last change (spec §4, §9). */
export const CHECKLIST_SAVE_DEBOUNCE_MS = 1_000;
/** Progress circle radius (spec §2.14, §9): up to 767 px wide, then above. */
export const CHECKLIST_CIRCLE_RADIUS = { narrow: 30, wide: 52 } as const;

const CAMPUS_TIME_ZONE = 'Europe/Paris';
const DAY_MS = 86_400_000;

// Building a formatter costs far more than using one (with a time zone, about 1 ms on a phone): made once,
// on first use. The /news profile found the checklist badge's rules building one per call (issue #31).
let campusDayFormat: Intl.DateTimeFormat | undefined;

/** The campus calendar day of an instant, 'YYYY-MM-DD'. */
export function campusDay(instant: Date): string {
  campusDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: CAMPUS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return campusDayFormat.format(instant);
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const dayString = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/**
 * The campus day of a stay date (§3 staystart/staystop). Two readings: 'YYYYMMDDHHZ' is an hour in UTC,
 * whose campus day may be the next one (23Z is past midnight in Paris); otherwise the first 8 characters
 * are the day itself (YYYYMMDD…). Null for anything else, or a day that does not exist.
 */
export function stayDay(value: string): string | null {
  const withHour = /^(\d{4})(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (withHour !== null) {
    const [year, month, day, hour] = withHour.slice(1).map(Number) as [number, number, number, number];
    if (!isCalendarDay(year, month, day) || hour > 23) return null;
    return campusDay(new Date(Date.UTC(year, month - 1, day, hour)));
  }
  const plain = /^(\d{4})(\d{2})(\d{2})/.exec(value);
  if (plain === null) return null;
  const [year, month, day] = plain.slice(1).map(Number) as [number, number, number];
  return isCalendarDay(year, month, day) ? dayString(year, month, day) : null;
}

/** A fixed date of a checklist rule, 'DD/MM/YYYY', as a day; null when it is not a real day. */
export function fixedDay(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (match === null) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  return isCalendarDay(year, month, day) ? dayString(year, month, day) : null;
}

const toUtc = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `day` moved by `days` (negative: earlier), across months and leap years. */
export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

export interface Stay {
  staystart: string;
  staystop: string;
}

export interface ValidityWindow {
  start: string;
  end: string;
}

function ruleDay(
  base: ChecklistDateBase,
  fixed: string,
  direction: ChecklistDirection,
  number: number,
  stay: Stay,
): string | null {
  const origin =
    base === 'start_date'
      ? stayDay(stay.staystart)
      : base === 'end_date'
        ? stayDay(stay.staystop)
        : fixedDay(fixed);
  if (origin === null) return null;
  return addDays(origin, direction === 'before' ? -number : number);
}

/**
 * When a checklist applies to a person (§4): from its start rule's day to its end rule's day, each the
 * person's stay start, stay end or a fixed date, moved `number` days before or after. Null when a day it
 * needs is missing (no stay dates) or the window is empty.
 */
export function validityWindow(acf: ChecklistAcf, stay: Stay): ValidityWindow | null {
  const start = ruleDay(
    acf.checklist_start_date,
    acf.checklist_start_fixe_date_choose,
    acf.checklist_start_before_after,
    acf.checklist_start_number,
    stay,
  );
  const end = ruleDay(
    acf.checklist_end_date,
    acf.checklist_end_fixe_date_choose,
    acf.checklist_end_before_after,
    acf.checklist_end_number,
    stay,
  );
  if (start === null || end === null || end < start) return null;
  return { start, end };
}

export const isActive = (window: ValidityWindow, today: string) =>
  window.start <= today && today <= window.end;

/** Days left (§4): end valid day minus today; the screens say "day" for 1 and "days" above. */
export const daysLeft = (window: ValidityWindow, today: string) => daysBetween(today, window.end);

export interface TaskState {
  value: boolean;
}

/** §4: an entry is done when every task is checked (and there is at least one), else in progress. */
export function entryStatus(tasks: readonly TaskState[]): 'done' | 'in_progress' {
  return tasks.length > 0 && tasks.every((task) => task.value) ? 'done' : 'in_progress';
}

/**
 * The news page's suggestion (§4): a checklist not done, that applies today, started at most 30 days ago.
 */
export function isSuggested(window: ValidityWindow, today: string, status: 'done' | 'in_progress'): boolean {
  return (
    status !== 'done' &&
    isActive(window, today) &&
    daysBetween(window.start, today) <= CHECKLIST_SUGGESTION_MAX_AGE_DAYS
  );
}

/** A checklist (§3) as `GET /wp/v2/checklist` sends it, in one language. */
export const ChecklistSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.Object({ rendered: Type.String() }),
  acf: ChecklistAcfSchema,
  date: Type.String(),
  modified: Type.String(),
  status: Type.Literal('publish'),
  type: Type.Literal('checklist'),
  lang: Type.Enum(['fr', 'en']),
});
export type Checklist = Static<typeof ChecklistSchema>;

export const ENTRY_STATUSES = ['in_progress', 'done'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** A task of an entry: the checklist task's key, its title, and whether the person ticked it. */
export const EntryTaskSchema = Type.Object({
  unique_id: Type.String(),
  title: Type.String(),
  value: Type.Boolean(),
});
export type EntryTask = Static<typeof EntryTaskSchema>;

/**
 * A person's progress on a checklist (§3 Checklist entry). One per person and checklist, whatever the
 * language it was opened in; the server computes the validity days and the status.
 */
export const ChecklistEntrySchema = Type.Object({
  id: Type.Integer(),
  title: Type.Object({ rendered: Type.String() }),
  post_id: Type.Integer(),
  status: Type.Literal('publish'),
  acf: Type.Object({
    entry_checklist_user: Type.Integer(),
    entry_checklist_post_id: Type.Integer(),
    /** 'YYYY-MM-DD', '' when the person's stay dates do not give a window. */
    entry_checklist_valid_date: Type.String(),
    entry_checklist_end_valid_date: Type.String(),
    entry_checklist_tasks: Type.Array(EntryTaskSchema),
    entry_checklist_status: Type.Enum(ENTRY_STATUSES),
  }),
});
export type ChecklistEntry = Static<typeof ChecklistEntrySchema>;

/**
 * GET /wp/v2/checklist_entries: ?post_id= the caller's entry of one checklist (a list of 0 or 1); without
 * it, all the caller's entries. post_id in the answer is the checklist's id in wpml_language.
 */
export const ChecklistEntryQuerySchema = Type.Object({
  post_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  wpml_language: Type.Optional(LanguageSchema),
});

const TaskValueSchema = Type.Object({
  unique_id: Type.String({ minLength: 1, maxLength: 200 }),
  value: Type.Boolean(),
  title: Type.Optional(Type.String({ maxLength: 2000 })),
});

/**
 * POST /wp/v2/checklist_entries (§7 checklist entry flow): the checklist it is for; the rest of what the
 * spec's client sends (title, status, dates, user) is accepted and recomputed by the server.
 */
export const ChecklistEntryCreateBodySchema = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 500 })),
  status: Type.Optional(Type.String({ maxLength: 20 })),
  acf: Type.Object({
    entry_checklist_post_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    entry_checklist_tasks: Type.Optional(Type.Array(TaskValueSchema, { maxItems: 200 })),
    entry_checklist_user: Type.Optional(Type.Unknown()),
    entry_checklist_valid_date: Type.Optional(Type.Unknown()),
    entry_checklist_end_valid_date: Type.Optional(Type.Unknown()),
    entry_checklist_status: Type.Optional(Type.Unknown()),
  }),
});
export type ChecklistEntryCreateBody = Static<typeof ChecklistEntryCreateBodySchema>;

/** PUT /acf/v3/checklist_entries/{id}: the ticks (the status sent, if any, is recomputed). */
export const ChecklistEntryUpdateBodySchema = Type.Object({
  acf: Type.Object({
    entry_checklist_tasks: Type.Array(TaskValueSchema, { maxItems: 200 }),
    entry_checklist_status: Type.Optional(Type.Unknown()),
  }),
});
export type ChecklistEntryUpdateBody = Static<typeof ChecklistEntryUpdateBodySchema>;

/**
 * The tasks of an entry: the checklist's tasks, in its order and with its titles, ticked as `ticks` says
 * by key — a key the checklist does not have is ignored, a task not mentioned keeps `previous`'s value.
 */
export function mergeTasks(
  tasks: readonly Static<typeof ChecklistTaskSchema>[],
  ticks: readonly { unique_id: string; value: boolean }[],
  previous: readonly EntryTask[] = [],
): EntryTask[] {
  const ticked = new Map(ticks.map((tick) => [tick.unique_id, tick.value]));
  const before = new Map(previous.map((task) => [task.unique_id, task.value]));
  return tasks.map((task) => ({
    unique_id: task.checklist_tasks_key,
    title: task.checklist_tasks_title,
    value: ticked.get(task.checklist_tasks_key) ?? before.get(task.checklist_tasks_key) ?? false,
  }));
}
