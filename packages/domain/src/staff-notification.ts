/**
 * The notifications a staff member manages in the console (issue #33): the list of sent, scheduled and
 * cancelled messages with their reach and read counts, and the rules the composer shares with the server —
 * the character count at the push preview's cut and why a link is refused.
 */
import { Type, type Static } from 'typebox';
import { NOTIFICATION_LINK_PATTERN, NOTIFICATION_TITLE_MAX, notificationShownText } from './notification.ts';
import { IdSchema, Nullable, PagingQuerySchema } from './wire.ts';

/**
 * scheduled: waiting for its send time, still cancellable; sent: handed to the delivery queue (at once, or
 * its time has come); cancelled: stopped before it went, delivered to nobody.
 */
export const STAFF_NOTIFICATION_STATES = ['scheduled', 'sent', 'cancelled'] as const;
export const StaffNotificationStateSchema = Type.Enum(STAFF_NOTIFICATION_STATES);
export type StaffNotificationState = Static<typeof StaffNotificationStateSchema>;

const PersonSchema = Type.Object({
  username: Type.String(),
  /** The display name; '' when the person has none (the console shows the username). */
  name: Type.String(),
});

/** Who the message is for, named: the console shows names, not ids. */
export const StaffNotificationAudienceSchema = Type.Union([
  Type.Object({ type: Type.Literal('everyone') }),
  Type.Object({
    type: Type.Literal('house'),
    house: Type.Object({ id: Type.Integer(), name: Type.String() }),
  }),
  Type.Object({ type: Type.Literal('person'), person: PersonSchema }),
]);
export type StaffNotificationAudience = Static<typeof StaffNotificationAudienceSchema>;

/** GET /staff/notifications: one message as the console lists it. */
export const StaffNotificationSummarySchema = Type.Object({
  id: Type.Integer(),
  /** The text in each language, as it was sent (HTML of a paragraph or plain text). */
  content: Type.Object({ fr: Type.String(), en: Type.String() }),
  link: Type.String(),
  audience: StaffNotificationAudienceSchema,
  /** The sending house; null for the campus services. */
  sender: Nullable(Type.Object({ term_id: Type.Integer(), name: Type.String() })),
  state: StaffNotificationStateSchema,
  /** Campus local time, YYYY-MM-DDTHH:mm:ss: when it was composed. */
  created_at: Type.String(),
  /** When it was asked to go (campus local time); null: at once. */
  send_at: Nullable(Type.String()),
  /** When it was cancelled (campus local time); null unless cancelled. */
  cancelled_at: Nullable(Type.String()),
  /** Who composed it; null for the sample data or a deleted account. */
  created_by: Nullable(PersonSchema),
  /** The recipients it reached (their copies); 0 until it is delivered. */
  reach: Type.Integer(),
  /** How many of them have read it. */
  read: Type.Integer(),
});
export type StaffNotificationSummary = Static<typeof StaffNotificationSummarySchema>;

/** GET /staff/notifications: newest first, X-WP-Total and X-WP-TotalPages as every list. */
export const StaffNotificationListQuerySchema = Type.Object({
  ...PagingQuerySchema(20).properties,
  state: Type.Optional(StaffNotificationStateSchema),
});
export type StaffNotificationListQuery = Static<typeof StaffNotificationListQuerySchema>;

export const StaffNotificationIdParamsSchema = Type.Object({ id: IdSchema });

/**
 * What the composer's counter says of a text: its length in characters (as the push preview counts them,
 * code points) and how many go past the cut of §5/§9, where the list and the push show '…'.
 */
export function notificationTextLength(text: string): { length: number; over: number } {
  // What notificationTitle cuts.
  const length = Array.from(notificationShownText(text)).length;
  return { length, over: Math.max(0, length - NOTIFICATION_TITLE_MAX) };
}

/** Why the composer refuses a link (the server's NOTIFICATION_LINK_PATTERN): null when it is fine. */
export type NotificationLinkProblem = 'spaces' | 'protocol-relative' | 'not-https' | 'not-a-path';

export function notificationLinkProblem(link: string): NotificationLinkProblem | null {
  const trimmed = link.trim();
  if (new RegExp(NOTIFICATION_LINK_PATTERN).test(trimmed)) return null;
  if (/\s/.test(trimmed)) return 'spaces';
  if (/^\/[/\\]/.test(trimmed)) return 'protocol-relative';
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return 'not-https';
  return 'not-a-path';
}
