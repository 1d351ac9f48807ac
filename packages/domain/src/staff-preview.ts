/**
 * A signed preview link (issue #33): an editor shares an item's saved content (a draft, or the change staged
 * on a live item) with a colleague who has an editor role, before residents see it. The server signs the
 * link; its token is a credential, never logged (log-redaction.ts).
 */
import { Type, type Static } from 'typebox';
import {
  ContentStateSchema,
  StaffContentTypeSchema,
  StagedStateSchema,
  StaffTranslationSchema,
} from './staff.ts';
import { Nullable } from './wire.ts';

/** How long a shared preview link opens the item: a week, long enough for a colleague's review. */
export const STAFF_PREVIEW_LINK_DAYS = 7;

/** The web page a preview link opens: `/staff/preview/{token}`. */
export const STAFF_PREVIEW_PAGE_PATH = '/staff/preview';

/** A token: base64url payload and signature joined by `~` (no dot, so that log redaction takes it whole). */
export const STAFF_PREVIEW_TOKEN_PATTERN = '^[A-Za-z0-9_-]{1,1000}~[A-Za-z0-9_-]{43}$';

/** POST /staff/items/{type}/{group}/preview-link: the link to share and until when it opens. */
export const StaffPreviewLinkSchema = Type.Object({
  url: Type.String(),
  /** ISO 8601, UTC. */
  expires: Type.String(),
});
export type StaffPreviewLink = Static<typeof StaffPreviewLinkSchema>;

/** GET /staff/preview/{token}: the item's current saved content in both languages, read only. */
export const StaffPreviewSchema = Type.Object({
  type: StaffContentTypeSchema,
  group: Type.String(),
  status: ContentStateSchema,
  /** The state of the change staged on a live item, when the content shown is that change. */
  staged: Type.Optional(StagedStateSchema),
  /** The item's houses with their names (the residents' card shows the first as its author). */
  houses: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  fr: Type.Optional(StaffTranslationSchema),
  en: Type.Optional(StaffTranslationSchema),
  image_url: Nullable(Type.String()),
  sticky: Type.Optional(Type.Boolean()),
  start: Type.Optional(Type.String()),
  end: Type.Optional(Type.String()),
  /** When the content shown was last saved, campus time. */
  modified: Type.String(),
  /** True when the item was saved again after the link was shared: the colleague sees the newer content. */
  changed_since_shared: Type.Boolean(),
  shared_by: Type.Object({ display_name: Type.String() }),
  /** ISO 8601, UTC. */
  expires: Type.String(),
});
export type StaffPreview = Static<typeof StaffPreviewSchema>;
