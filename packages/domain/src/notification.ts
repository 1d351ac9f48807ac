/**
 * Notifications (spec §2.10, §3 Notification, §4 Notifications and Push notifications, §7, §9): the wire
 * shapes of the inbox, the read update, the staff send and the Web Push subscription, and the pure rules
 * both sides need — the title shown in the list and the push toggle's state machine.
 */
import { Type, type Static } from 'typebox';
import { IdSchema, LanguageSchema, Nullable, SafeTextSchema } from './wire.ts';

/** §9: the inbox is fetched again every 5 minutes (and when a push arrives or the window regains focus). */
export const NOTIFICATION_REFRESH_MS = 5 * 60_000;
/** §5, §9: titles are cut at 115 characters, with an ellipsis. */
export const NOTIFICATION_TITLE_MAX = 115;
/** The unread count of the caller, sent with every list answer (documented in the OpenAPI document). */
export const UNREAD_COUNT_HEADER = 'x-wp-unread';

/** A notification's link: empty, a portal path (not //host), or an https address. */
export const NOTIFICATION_LINK_PATTERN = '^(/(?![/\\\\])\\S*|https://\\S+)?$';

export const NOTIFICATION_STATES = ['unread', 'read'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** A notification as `GET /wp/v2/notification` sends it: one recipient's copy, in the language asked. */
export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  /** Campus local time, YYYY-MM-DDTHH:mm:ss. */
  date: Type.String(),
  /**
   * The message this copy belongs to (one per send): /notifications/{notifId} selects the copy whose
   * parent is notifId, so a push or a link can name the message without knowing the recipient's copy.
   */
  parent: Type.Integer(),
  content: Type.Object({ rendered: Type.String() }),
  status: Type.Literal('publish'),
  type: Type.Literal('notification'),
  acf: Type.Object({
    state: Type.Enum(NOTIFICATION_STATES),
    /** The recipient's username. */
    recipient: Type.String(),
    /** Where the notification leads: a path of the portal (opened inside the app) or an https URL; ''. */
    link: Type.String(),
    /** The house that sent it; null for the campus services. */
    sender: Nullable(Type.Object({ term_id: Type.Integer(), name: Type.String() })),
  }),
});
export type Notification = Static<typeof NotificationSchema>;

/**
 * GET /wp/v2/notification: the caller's own notifications, newest first. Any other parameter (a
 * recipient, an author…) is accepted and ignored: the list is never anybody else's.
 */
export const NotificationListQuerySchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    per_page: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
    wpml_language: Type.Optional(LanguageSchema),
  },
  { additionalProperties: true },
);

/** PUT /acf/v3/notification/{id} (§7 "Notification read: acf{state:'read'}"). */
export const NotificationUpdateBodySchema = Type.Object({
  acf: Type.Object({ state: Type.Literal('read') }),
});

/** Who a staff send reaches: one person (by username), the residents of one house, or everyone. */
export const NotificationAudienceSchema = Type.Union([
  Type.Object({ type: Type.Literal('person'), username: SafeTextSchema({ minLength: 1, maxLength: 200 }) }),
  Type.Object({ type: Type.Literal('house'), house: IdSchema }),
  Type.Object({ type: Type.Literal('everyone') }),
]);
export type NotificationAudience = Static<typeof NotificationAudienceSchema>;

const MessageText = SafeTextSchema({ minLength: 1, maxLength: 2000 });

/**
 * POST /portal/v1/notifications (staff): a message in both languages to an audience. Answered 202 at once
 * with the message id; the recipients' copies and the pushes are made by a queued job.
 */
export const NotificationSendBodySchema = Type.Object({
  audience: NotificationAudienceSchema,
  content: Type.Object({ fr: MessageText, en: MessageText }),
  /** Where it leads: a portal path (/news/…) or an https address; nothing else (no javascript:). */
  link: Type.Optional(Type.String({ maxLength: 2000, pattern: NOTIFICATION_LINK_PATTERN })),
  /** The sending house (its term id); absent for the campus services. */
  sender: Type.Optional(IdSchema),
});
export type NotificationSendBody = Static<typeof NotificationSendBodySchema>;

export const NotificationSendAnswerSchema = Type.Object({
  /** The message id: the `parent` of every recipient's copy. */
  id: Type.Integer(),
  status: Type.Literal('queued'),
});
export type NotificationSendAnswer = Static<typeof NotificationSendAnswerSchema>;

/** A browser's Web Push subscription (PushSubscription.toJSON()), stored per person and device. */
export const WebPushSubscriptionSchema = Type.Object({
  endpoint: Type.String({ format: 'uri', minLength: 1, maxLength: 2000, pattern: '^https://' }),
  keys: Type.Object({
    p256dh: Type.String({ minLength: 1, maxLength: 200 }),
    auth: Type.String({ minLength: 1, maxLength: 100 }),
  }),
});
export type WebPushSubscription = Static<typeof WebPushSubscriptionSchema>;

/**
 * The native app's device (ADR 016): its Firebase Cloud Messaging registration token as the `endpoint`,
 * stored for the signed-in person — the username is the device's external user id (§4).
 */
export const NativePushSubscriptionSchema = Type.Object({
  kind: Type.Literal('fcm'),
  endpoint: Type.String({ minLength: 1, maxLength: 4096, pattern: '^[A-Za-z0-9_:.-]+$' }),
});
export type NativePushSubscription = Static<typeof NativePushSubscriptionSchema>;

/** POST /portal/v1/push-subscriptions: a browser's Web Push subscription, or the app's device token. */
export const PushSubscriptionBodySchema = Type.Union([
  WebPushSubscriptionSchema,
  NativePushSubscriptionSchema,
]);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBodySchema>;

/** DELETE /portal/v1/push-subscriptions: the device unsubscribes (its endpoint). */
export const PushUnsubscribeBodySchema = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: 2000 }),
});

/** What a push message carries to the service worker (the text in the recipient's language). */
export const PushPayloadSchema = Type.Object({
  title: Type.String(),
  body: Type.String(),
  /** The message id: the worker opens /notifications/{parent}. */
  parent: Type.Integer(),
  link: Type.String(),
});
export type PushPayload = Static<typeof PushPayloadSchema>;

/** A notification's text as the list and the push show it: without its paragraph tags, spaces collapsed. */
export function notificationShownText(contentHtml: string): string {
  return contentHtml
    .replace(/<\/?p(\s[^>]*)?>/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** §5, §9: the list title — the content without its paragraph tags, cut at 115 characters with '…'. */
export function notificationTitle(contentHtml: string): string {
  const text = notificationShownText(contentHtml);
  const characters = Array.from(text);
  return characters.length > NOTIFICATION_TITLE_MAX
    ? `${characters.slice(0, NOTIFICATION_TITLE_MAX).join('').trimEnd()}…`
    : text;
}

/** §4 Push notifications: the toggle's states, with the spec's numbers. */
export const PUSH_STATES = {
  waitingForInit: -3,
  initPending: -2,
  ready: -1,
  disabled: 0,
  enabled: 1,
} as const;
export type PushState = (typeof PUSH_STATES)[keyof typeof PUSH_STATES];

export type PushEvent =
  /** The push provider (service worker, native plugin) starts initialising. */
  | { type: 'init-started' }
  /** It is ready: the subscription can be read. */
  | { type: 'init-ready' }
  /** It could not start (no service worker, no push on this device): back to waiting. */
  | { type: 'init-failed' }
  /** The device's subscription as it now is, after reading it or after a toggle was applied. */
  | { type: 'subscription'; subscribed: boolean }
  /** The person flips the toggle: the wish, applied by the caller, which then reports `subscription`. */
  | { type: 'toggle'; on: boolean };

/**
 * The push toggle's state machine (§4): waiting for init (-3) → init pending (-2) → ready (-1) → enabled
 * (1) or disabled (0) once the subscription is known. The toggle is ignored in negative states; otherwise it
 * shows the wish at once, and the real subscription (granted, refused, failed) has the last word.
 */
export function nextPushState(state: PushState, event: PushEvent): PushState {
  switch (event.type) {
    case 'init-started':
      return state === PUSH_STATES.waitingForInit ? PUSH_STATES.initPending : state;
    case 'init-ready':
      return state === PUSH_STATES.initPending ? PUSH_STATES.ready : state;
    case 'init-failed':
      return state === PUSH_STATES.initPending ? PUSH_STATES.waitingForInit : state;
    case 'subscription':
      if (state === PUSH_STATES.waitingForInit || state === PUSH_STATES.initPending) return state;
      return event.subscribed ? PUSH_STATES.enabled : PUSH_STATES.disabled;
    case 'toggle':
      if (state < 0) return state;
      return event.on ? PUSH_STATES.enabled : PUSH_STATES.disabled;
  }
}
