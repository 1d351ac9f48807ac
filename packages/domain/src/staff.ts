/**
 * The staff console's contract (issue #18, beyond the spec): the portal's server is the campus's CMS, and
 * staff publish through these calls under /wp-json/portal/v1/staff. Residents never call them; every call
 * checks the caller's roles and houses on the server.
 *
 * An item is edited as one translation group (WPML): its French and English rows side by side, one status,
 * one set of houses. Residents' lists only ever show `publish` rows.
 */
import { Type, type Static } from 'typebox';
import { EventVisibilitySchema } from './content.ts';
import { NotificationSendBodySchema } from './notification.ts';
import { StaffRoleSchema } from './staff-roles.ts';
import { StoredUrlSchema } from './stored-url.ts';
import {
  IdSchema,
  LanguageSchema,
  Nullable,
  PagingQuerySchema,
  PlainTextSchema,
  SafeTextSchema,
} from './wire.ts';

export const STAFF_PATH = '/wp-json/portal/v1/staff';

/** One row of the roles table: house-editor names a house, form-reader a form, the others neither. */
export const StaffGrantSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  display_name: Type.String(),
  role: StaffRoleSchema,
  house: Nullable(Type.Integer()),
  form: Nullable(Type.Integer()),
  granted_by: Type.String(),
  granted_at: Type.String(),
});
export type StaffGrant = Static<typeof StaffGrantSchema>;

/** POST /staff/grants (campus-admin only). */
export const StaffGrantBodySchema = Type.Object({
  username: SafeTextSchema({ minLength: 1, maxLength: 200 }),
  role: StaffRoleSchema,
  house: Type.Optional(IdSchema),
  form: Type.Optional(IdSchema),
});
export type StaffGrantBody = Static<typeof StaffGrantBodySchema>;

/** GET /staff/me: what the console may show. 403 rest_forbidden for a person with no role. */
export const StaffMeSchema = Type.Object({
  username: Type.String(),
  roles: Type.Array(StaffRoleSchema),
  /** Houses whose items the caller may edit (every house for a campus editor). */
  houses: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), review_required: Type.Boolean() }),
  ),
  /** Forms whose entries and results the caller may read. */
  forms: Type.Array(Type.Integer()),
});
export type StaffMe = Static<typeof StaffMeSchema>;

/** Types of item the console edits (translation groups of posts and events). */
export const STAFF_CONTENT_TYPES = ['post', 'event'] as const;
export const StaffContentTypeSchema = Type.Enum(STAFF_CONTENT_TYPES);
export type StaffContentType = Static<typeof StaffContentTypeSchema>;

/**
 * The lifecycle: draft → pending (in review) → publish, or future (scheduled: published by a queued job at
 * `publish_at`); unpublish returns to draft. WordPress's own status names.
 */
export const CONTENT_STATES = ['draft', 'pending', 'future', 'publish'] as const;
export const ContentStateSchema = Type.Enum(CONTENT_STATES);
export type ContentState = Static<typeof ContentStateSchema>;

/**
 * The states the console's list tells apart: the lifecycle's, and "rejected" — a draft a reviewer sent back
 * with a note (stored as a draft with its review note; staff-item-actions.ts staffListState).
 */
export const STAFF_LIST_STATES = ['draft', 'rejected', 'pending', 'future', 'publish'] as const;
export const StaffListStateSchema = Type.Enum(STAFF_LIST_STATES);
export type StaffListState = Static<typeof StaffListStateSchema>;

/**
 * `update` puts the change staged on a live item live; `discard` drops it (issue #33). On a live item with a
 * staged change, `submit`, `approve` and `reject` act on that change, not on the live version.
 */
export const STAFF_ACTIONS = [
  'submit',
  'approve',
  'reject',
  'publish',
  'schedule',
  'unpublish',
  'update',
  'discard',
] as const;
export const StaffActionSchema = Type.Enum(STAFF_ACTIONS);
export type StaffAction = Static<typeof StaffActionSchema>;

export const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/**
 * An FAQ entry as staff write it: the question is plain text (served as is in `faq_ask`), the answer rich
 * HTML kept within the §5 allow-list by the server on save.
 */
export const StaffFaqItemSchema = Type.Object({
  faq_ask: PlainTextSchema({ maxLength: 500 }),
  faq_answer: Type.String({ maxLength: 20_000 }),
});

/** An event location as staff write it: its link is a §5 URL (never `javascript:`), its name plain text. */
export const StaffEventLocationSchema = Type.Object({
  name: PlainTextSchema({ maxLength: 300 }),
  url: StoredUrlSchema(),
  /** A place id of the map, or '' when the location is an external link. */
  place: SafeTextSchema({ maxLength: 50 }),
});

/**
 * One language of an item. The title and FAQ questions are plain text (wire.ts PlainTextSchema: served as
 * `title.rendered` and `faq_ask`, which clients may render as HTML); the HTML is kept within the §5
 * allow-list by the server on save.
 */
export const StaffTranslationSchema = Type.Object({
  title: PlainTextSchema({ minLength: 1, maxLength: 300 }),
  /** Generated from the title when absent; unique per language (a suffix is added). */
  slug: Type.Optional(Type.String({ pattern: SLUG_PATTERN, maxLength: 200 })),
  content: Type.String({ maxLength: 200_000 }),
  excerpt: Type.Optional(Type.String({ maxLength: 2_000 })),
  faq: Type.Array(StaffFaqItemSchema, { maxItems: 50 }),
  /** Events only. */
  locations: Type.Optional(Type.Array(StaffEventLocationSchema, { maxItems: 10 })),
  practical: Type.Optional(Type.String({ maxLength: 20_000 })),
});
export type StaffTranslation = Static<typeof StaffTranslationSchema>;

/** Local campus time `YYYY-MM-DDTHH:mm`, as an HTML datetime-local input gives it. */
export const LOCAL_DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?$';
const LocalDateTime = Type.String({ pattern: LOCAL_DATE_TIME_PATTERN });

/** POST /staff/items/{type} and PUT /staff/items/{type}/{group}: the whole editable item. */
export const StaffItemBodySchema = Type.Object({
  /** Houses the item belongs to; empty = a campus item (campus editors only). A set: no house twice. */
  houses: Type.Array(IdSchema, { maxItems: 50, uniqueItems: true }),
  fr: Type.Optional(StaffTranslationSchema),
  en: Type.Optional(StaffTranslationSchema),
  /** A media id from POST /staff/media, or null. */
  image: Nullable(Type.Integer()),
  /** News only: pinned first (§2.4). */
  sticky: Type.Optional(Type.Boolean()),
  /** Events only. */
  start: Type.Optional(LocalDateTime),
  end: Type.Optional(LocalDateTime),
  visibility: Type.Optional(EventVisibilitySchema),
});
export type StaffItemBody = Static<typeof StaffItemBodySchema>;

const AuthorSchema = Type.Object({ username: Type.String(), display_name: Type.String() });

/**
 * A change to a live (published or scheduled) item kept apart from what residents see (issue #33): `draft`
 * until submitted for review, `pending` once submitted; a rejected change is a draft again with the note.
 */
export const STAGED_STATES = ['draft', 'pending'] as const;
export const StagedStateSchema = Type.Enum(STAGED_STATES);
export type StagedState = Static<typeof StagedStateSchema>;

export const StagedChangeSchema = Type.Object({
  state: StagedStateSchema,
  /** When it was last saved, campus time. */
  modified: Type.String(),
  /** Who saved it last. */
  author: AuthorSchema,
  /** The reviewer's note when the change was sent back, else ''. */
  review_note: Type.String(),
});
export type StagedChange = Static<typeof StagedChangeSchema>;

/** What the caller may do to an item, decided by the server (the console only hides what it would refuse). */
export const StaffItemRightsSchema = Type.Object({
  edit: Type.Boolean(),
  approve: Type.Boolean(),
  publish: Type.Boolean(),
});

export const StaffItemSchema = Type.Object({
  ...StaffItemBodySchema.properties,
  type: StaffContentTypeSchema,
  /** The translation group: the item's id in the console. */
  group: Type.String(),
  status: ContentStateSchema,
  /** Ids of the rows residents' API serves, per language. */
  ids: Type.Object({ fr: Type.Optional(Type.Integer()), en: Type.Optional(Type.Integer()) }),
  image_url: Nullable(Type.String()),
  publish_at: Nullable(Type.String()),
  modified: Type.String(),
  author: AuthorSchema,
  /** The reviewer's note when an item was sent back to draft. */
  review_note: Type.String(),
  can: StaffItemRightsSchema,
  /**
   * Present when a change to this live item is staged: the item's content (translations, houses, image,
   * dates…) is then that change, for editing, while residents still see the live version.
   */
  staged: Type.Optional(StagedChangeSchema),
  /**
   * What the caller may do to the item in its state, in the order the console offers them
   * (staff-item-actions.ts): the console shows exactly these buttons.
   */
  actions: Type.Array(StaffActionSchema),
});
export type StaffItem = Static<typeof StaffItemSchema>;

/** A row of the console's lists. */
export const StaffItemSummarySchema = Type.Object({
  type: StaffContentTypeSchema,
  group: Type.String(),
  status: ContentStateSchema,
  houses: Type.Array(Type.Integer()),
  title: Type.Object({ fr: Type.Optional(Type.String()), en: Type.Optional(Type.String()) }),
  modified: Type.String(),
  author: AuthorSchema,
  /** The reviewer's note when the item was sent back to draft, else ''. */
  review_note: Type.String(),
  /** The state of a change staged on a live item (draft, or waiting for review), null when there is none. */
  staged: Type.Union([StagedStateSchema, Type.Null()]),
  can: StaffItemRightsSchema,
});
export type StaffItemSummary = Static<typeof StaffItemSummarySchema>;

/** GET /staff/items: X-WP-Total and X-WP-TotalPages as every list. */
export const StaffItemListQuerySchema = Type.Object({
  ...PagingQuerySchema(20).properties,
  type: Type.Optional(StaffContentTypeSchema),
  /** `draft` is a draft never sent back; `rejected` one a reviewer sent back with a note. */
  status: Type.Optional(StaffListStateSchema),
  /** Only the items the caller may change (a house editor's own houses); absent or false: every visible item. */
  editable: Type.Optional(Type.Boolean()),
  house: Type.Optional(IdSchema),
  /** Items that have a row in this language. */
  language: Type.Optional(LanguageSchema),
  search: Type.Optional(SafeTextSchema({ maxLength: 200 })),
});
export type StaffItemListQuery = Static<typeof StaffItemListQuerySchema>;

/** POST /staff/items/{type}/{group}/transitions. */
export const StaffTransitionBodySchema = Type.Object({
  action: StaffActionSchema,
  /** schedule: when to publish (campus local time). */
  at: Type.Optional(LocalDateTime),
  /** reject: why, shown to the author. */
  note: Type.Optional(SafeTextSchema({ maxLength: 2000 })),
});
export type StaffTransitionBody = Static<typeof StaffTransitionBodySchema>;

/** Bounding widths of a content image's WebP variants; 960 is the one content shows as its image (fimg_url). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

/** POST /staff/media: an image body (image/jpeg, png, webp), re-encoded by sharp without metadata. */
export const StaffMediaSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** Resized variants by width, each a URL. */
  sizes: Type.Record(Type.String(), Type.String()),
});
export type StaffMedia = Static<typeof StaffMediaSchema>;

/** What the audit log names a change's target (`target_type`). */
export const AUDIT_TARGETS = ['post', 'event', 'notification', 'grant', 'media'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/**
 * What the server writes in the audit log's `action`: the console's changes, and the actions on a live item's
 * staged change, named in words (issue #33). The wire keeps a plain string, so that an entry written under
 * another name by an older version still reads.
 */
export const AUDIT_ACTIONS = [
  'create',
  // Every action of the state machine, but `discard`: it only ever drops a staged change, named below.
  ...STAFF_ACTIONS.filter((action): action is Exclude<StaffAction, 'discard'> => action !== 'discard'),
  'send',
  'cancel',
  'grant',
  'revoke',
  'upload',
  'save staged change',
  'put staged change live',
  'submit staged change',
  'approve staged change',
  'reject staged change',
  'discard staged change',
  'unpublish with staged change as draft',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /staff/audit (campus editors and admins): who changed what, when, with the row before and after. */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  /** The actor's username, kept after their account is deleted. */
  actor: Type.String(),
  /** Their display name today; '' when they have none or the account is gone (issue #33). */
  actor_name: Type.String(),
  action: Type.String(),
  target_type: Type.String(),
  target: Type.String(),
  /**
   * What the target is called today, in the caller's language when it has one (issue #33): an item's title,
   * a notification's text, the person a role was given to, a picture's size; null when it is gone.
   */
  target_title: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

/** POST /staff/notifications: a notification composed in the console, sent now or at `send_at`. */
export const StaffNotificationBodySchema = Type.Object({
  ...NotificationSendBodySchema.properties,
  send_at: Type.Optional(LocalDateTime),
});
export type StaffNotificationBody = Static<typeof StaffNotificationBodySchema>;

/** GET /staff/forms/{id}/entries: one submission, its values by input key (input_3, input_4_1…). */
export const StaffFormEntrySchema = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  values: Type.Record(Type.String(), Type.String()),
});
export type StaffFormEntry = Static<typeof StaffFormEntrySchema>;

/** GET /staff/forms: a form the caller may read the entries and results of (campus editor: every form). */
export const StaffFormSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.Object({ fr: Type.String(), en: Type.String() }),
  /** Anonymous forms store no one's identity (their entries say nothing of who answered). */
  anonymous: Type.Boolean(),
  /** Submissions so far. */
  entries: Type.Integer(),
});
export type StaffFormSummary = Static<typeof StaffFormSummarySchema>;

/** A campus local date, or date and time, as the audit's `after` and `before` take them. */
export const AUDIT_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?)?$';

/** GET /staff/audit: newest first, X-WP-Total and X-WP-TotalPages as every list. */
export const AuditListQuerySchema = Type.Object({
  ...PagingQuerySchema(50).properties,
  /** post, event, grant, media, notification. */
  target_type: Type.Optional(SafeTextSchema({ maxLength: 50 })),
  /** The target's id (a translation group for items). */
  target: Type.Optional(SafeTextSchema({ maxLength: 200 })),
  /** A username. */
  actor: Type.Optional(SafeTextSchema({ maxLength: 200 })),
  /** Entries at or after this campus local date or time (YYYY-MM-DD or YYYY-MM-DDTHH:mm[:ss]). */
  after: Type.Optional(Type.String({ pattern: AUDIT_DATE_PATTERN })),
  /** Entries strictly before this campus local date or time (a date: before that day begins). */
  before: Type.Optional(Type.String({ pattern: AUDIT_DATE_PATTERN })),
});
export type AuditListQuery = Static<typeof AuditListQuerySchema>;

/** Why a revision was recorded: the first one is the content found before the console first changed it. */
export const STAFF_REVISION_KINDS = ['original', 'create', 'save', 'stage', 'update'] as const;
export const StaffRevisionKindSchema = Type.Enum(STAFF_REVISION_KINDS);
export type StaffRevisionKind = Static<typeof StaffRevisionKindSchema>;

/** A row of GET /staff/items/{type}/{group}/revisions, newest first (issue #33). */
export const StaffRevisionSummarySchema = Type.Object({
  id: Type.Integer(),
  /** When it was saved, campus time `YYYY-MM-DDTHH:mm:ss`. */
  date: Type.String(),
  author: AuthorSchema,
  kind: StaffRevisionKindSchema,
  /** The version residents see now (the item is published and this is its content). */
  live: Type.Boolean(),
  /** The change staged on the live item now. */
  staged: Type.Boolean(),
});
export type StaffRevisionSummary = Static<typeof StaffRevisionSummarySchema>;

/** One revision: its content is a whole item body, which a PUT restores. */
export const StaffRevisionSchema = Type.Object({
  ...StaffRevisionSummarySchema.properties,
  content: StaffItemBodySchema,
});
export type StaffRevision = Static<typeof StaffRevisionSchema>;

export const StaffRevisionListQuerySchema = PagingQuerySchema(20);
export type StaffRevisionListQuery = Static<typeof StaffRevisionListQuerySchema>;
