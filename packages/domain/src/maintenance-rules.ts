/**
 * Maintenance requests (issue #32, beyond the spec): a resident reports a problem in their room or in a
 * common area of their house, and the house's maintenance team answers it. This module is the request's
 * state machine and the rules both sides need, written once: the server accepts or refuses a transition
 * with them, the portal and the staff console offer exactly the buttons the server would accept.
 *
 * Plain rules, no schemas: the web build imports this module without pulling any validator in.
 */

/** What a request is about, in the order the form offers them. */
export const MAINTENANCE_CATEGORIES = [
  'plumbing',
  'electricity',
  'heating',
  'furniture',
  'internet',
  'cleaning',
  'pests',
  'keys-and-locks',
  'other',
] as const;
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];

/**
 * How soon it must be dealt with. `danger` is fire, flood, gas or someone hurt: the form shows the emergency
 * numbers first and tells the person to call them, before it lets them write anything.
 */
export const MAINTENANCE_URGENCIES = ['low', 'normal', 'high', 'danger'] as const;
export type MaintenanceUrgency = (typeof MAINTENANCE_URGENCIES)[number];

/**
 * Where a request stands. The first four are open (the team still owes an answer or a visit); `resolved`
 * waits for the author's confirmation or reopening; the last three are final.
 */
export const MAINTENANCE_STATUSES = [
  'submitted',
  'acknowledged',
  'scheduled',
  'in-progress',
  'resolved',
  'closed',
  'cancelled',
  'merged',
] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** The open statuses: the team's queue by default, its figures' "open now", the "me too" list of an area. */
export const OPEN_MAINTENANCE_STATUSES: readonly MaintenanceStatus[] = [
  'submitted',
  'acknowledged',
  'scheduled',
  'in-progress',
];
const FINAL_STATUSES: readonly MaintenanceStatus[] = ['closed', 'cancelled', 'merged'];

/** Photos a request may carry from its author, and as many from its team (the repair done). */
export const MAINTENANCE_PHOTOS_MAX = 5;
/** A maintenance photo is fitted in this box, enough to see a crack or a meter's figures. */
export const MAINTENANCE_PHOTO_MAX_SIZE_PX = 1600;
/** Longest description or message, in characters. */
export const MAINTENANCE_TEXT_MAX = 2_000;
/** A resolved request may be confirmed or reopened this long after its resolution, then closes by itself. */
export const MAINTENANCE_REOPEN_DAYS = 7;
const DAY_MS = 86_400_000;

/** Who acts: the request's author, the house's maintenance team, or the server's own clock (auto-close). */
export type MaintenanceActor = 'author' | 'team' | 'system';

/** The transitions, by the word the API and the buttons use. */
export const MAINTENANCE_ACTIONS = [
  'acknowledge',
  'schedule',
  'start',
  'resolve',
  'merge',
  'cancel',
  'confirm',
  'reopen',
  'auto-close',
] as const;
export type MaintenanceAction = (typeof MAINTENANCE_ACTIONS)[number];

interface Transition {
  by: MaintenanceActor;
  from: readonly MaintenanceStatus[];
  to: MaintenanceStatus;
}

/**
 * The state machine. The team may schedule again (a new slot) and resolve from any open status, since a
 * plumber who fixes the tap on the spot should not click through three states first; a resident cancels
 * only what has no visit booked yet; a reopened request goes back to the team as work in progress.
 */
const TRANSITIONS: Record<MaintenanceAction, Transition> = {
  acknowledge: { by: 'team', from: ['submitted'], to: 'acknowledged' },
  schedule: { by: 'team', from: OPEN_MAINTENANCE_STATUSES, to: 'scheduled' },
  start: { by: 'team', from: ['submitted', 'acknowledged', 'scheduled'], to: 'in-progress' },
  resolve: { by: 'team', from: OPEN_MAINTENANCE_STATUSES, to: 'resolved' },
  merge: { by: 'team', from: OPEN_MAINTENANCE_STATUSES, to: 'merged' },
  cancel: { by: 'author', from: ['submitted', 'acknowledged'], to: 'cancelled' },
  confirm: { by: 'author', from: ['resolved'], to: 'closed' },
  reopen: { by: 'author', from: ['resolved'], to: 'in-progress' },
  'auto-close': { by: 'system', from: ['resolved'], to: 'closed' },
};

/** What the rules need to know of a request. */
export interface MaintenanceRequestState {
  status: MaintenanceStatus;
  /** When it was last resolved (ISO 8601), null when it never was. */
  resolvedAt: string | null;
}

export const isOpenMaintenanceStatus = (status: MaintenanceStatus): boolean =>
  OPEN_MAINTENANCE_STATUSES.includes(status);
export const isFinalMaintenanceStatus = (status: MaintenanceStatus): boolean =>
  FINAL_STATUSES.includes(status);
export const isDangerUrgency = (urgency: MaintenanceUrgency): boolean => urgency === 'danger';

/** The last instant a resolved request may be confirmed or reopened by its author; null if not resolved. */
export function reopenDeadline(request: MaintenanceRequestState): Date | null {
  if (request.status !== 'resolved' || request.resolvedAt === null) return null;
  return new Date(Date.parse(request.resolvedAt) + MAINTENANCE_REOPEN_DAYS * DAY_MS);
}

/** Why a transition is refused; the server turns each into its WordPress-style error. */
export type MaintenanceRefusal = 'not-allowed' | 'wrong-status' | 'reopen-window-passed' | 'too-early';

export type MaintenanceDecision =
  { ok: true; to: MaintenanceStatus } | { ok: false; reason: MaintenanceRefusal };

/**
 * Whether `actor` may apply `action` to the request at `now`: the actor must be the one the transition
 * belongs to, the request in one of its statuses, and the reopening window open for the author (closed for
 * the clock, which closes a resolved request only once the author may no longer answer).
 */
export function decideMaintenanceTransition(
  request: MaintenanceRequestState,
  action: MaintenanceAction,
  actor: MaintenanceActor,
  now: Date,
): MaintenanceDecision {
  const transition = TRANSITIONS[action];
  if (transition.by !== actor) return { ok: false, reason: 'not-allowed' };
  if (!transition.from.includes(request.status)) return { ok: false, reason: 'wrong-status' };
  const deadline = reopenDeadline(request);
  if (deadline !== null) {
    const windowOpen = now.getTime() <= deadline.getTime();
    if (actor === 'author' && !windowOpen) return { ok: false, reason: 'reopen-window-passed' };
    if (actor === 'system' && windowOpen) return { ok: false, reason: 'too-early' };
  }
  return { ok: true, to: transition.to };
}

/** The actions `actor` may take on the request at `now`, in the order the screens offer them. */
export function maintenanceActions(
  request: MaintenanceRequestState,
  actor: Exclude<MaintenanceActor, 'system'>,
  now: Date,
): MaintenanceAction[] {
  return MAINTENANCE_ACTIONS.filter((action) => decideMaintenanceTransition(request, action, actor, now).ok);
}

/** A visit's slot: a campus day and a time window on it ('HH:MM', 24-hour clock). */
export interface MaintenanceSlot {
  date: string;
  from: string;
  to: string;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Whether a slot can be booked on `today` (the campus day, 'YYYY-MM-DD'): a real day, today or later, and a
 * window that ends after it starts. Null when it can, else what is wrong with it.
 */
export function slotProblem(slot: MaintenanceSlot, today: string): 'date' | 'past' | 'window' | null {
  const day = DAY_PATTERN.exec(slot.date);
  if (day === null) return 'date';
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  if (parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== date) return 'date';
  if (slot.date < today) return 'past';
  if (!TIME_PATTERN.test(slot.from) || !TIME_PATTERN.test(slot.to) || slot.from >= slot.to) return 'window';
  return null;
}
