/**
 * News and events edited in the staff console (issue #18, docs/decisions/019-staff-console.md): one
 * translation group at a time, both languages side by side, one status and one set of houses. Every change
 * is checked by staff-rights.ts, sanitised to the §5 allow-list, and audited in its own transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Language } from '@campus/domain/locale';
import { holdsImageNotUploaded } from '@campus/domain/rich-html-allow-list';
import type {
  AuditAction,
  ContentState,
  StaffContentType,
  StaffItem,
  StaffItemBody,
  StaffItemListQuery,
  StaffItemSummary,
  StaffTransitionBody,
  StaffTranslation,
} from '@campus/domain/staff';
import {
  staffActionEverAllowed,
  staffItemActions,
  type StaffItemRights,
} from '@campus/domain/staff-item-actions';
import { invalidParam, WpHttpError } from '@campus/domain/wp-error';
import type { Db, Queryable } from '../../db/db.ts';
import { mediaUrl, mediaExists } from '../../db/staff-media-repository.ts';
import {
  campusTimeMs,
  deleteRow,
  groupRows,
  insertRow,
  listGroups,
  publishIfDue,
  reviewFlags,
  setGroupStatus,
  setRowHouses,
  slugTaken,
  updateRow,
  type RowValues,
  type StaffRow,
} from '../../db/staff-items-repository.ts';
import { forgetAutosave } from '../../db/staff-autosaves-repository.ts';
import {
  deleteStagedChange,
  saveStagedChange,
  setStagedState,
  stagedChange,
  type StagedChangeRow,
} from '../../db/staff-revisions-repository.ts';
import { slugify } from '@campus/domain/slug';
import { recordChange } from './audit.ts';
import { can, forbidden, requireRight, type StaffCaller } from './staff-access.ts';
import { editedHouses, itemRights } from './staff-rights.ts';
import { richHtmlSanitiser, type RichHtmlSanitiser } from './sanitise-rich-html.ts';
import { ALL_EDITED_TYPES, editedType, type StaffFields } from './edited-types.ts';
import { staffReason } from './staff-messages.ts';
import { itemBody, recordRevision } from './staff-revisions.ts';

const LANGUAGES = ['fr', 'en'] as const satisfies readonly Language[];

const notFound = () => new WpHttpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
const wrongState = (status: ContentState) =>
  new WpHttpError(
    409,
    'rest_invalid_transition',
    `This action is not possible on an item in status ${status}.`,
  );

/** Queues the job that publishes a scheduled item at its time (routes pass the job queue in). */
export type SchedulePublication = (type: StaffContentType, group: string, at: Date) => Promise<void>;

/** The houses among `houses` that require review (those of a staged change), in one query. */
async function reviewedHouses(db: Queryable, houses: readonly number[]): Promise<ReadonlySet<number>> {
  if (houses.length === 0) return new Set();
  const flags = await reviewFlags(db, [...new Set(houses)]);
  return new Set(flags.filter((house) => house.review_required).map((house) => house.id));
}

function rightsOn(
  caller: StaffCaller,
  houses: readonly number[],
  reviewed: ReadonlySet<number>,
): StaffItemRights {
  return itemRights(
    caller.grants,
    houses,
    houses.some((house) => reviewed.has(house)),
  );
}

/** A house editor sees every published item, and items of any status only of their own houses. */
function mayView(caller: StaffCaller, status: ContentState, houses: readonly number[]): boolean {
  if (can(caller, { action: 'review-item' })) return true;
  const theirs = editedHouses(caller.grants);
  if (theirs.length === 0) return false;
  return status === 'publish' || houses.some((house) => theirs.includes(house));
}

function requireEditor(caller: StaffCaller): void {
  if (!can(caller, { action: 'review-item' }) && editedHouses(caller.grants).length === 0) throw forbidden();
}

const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A type's own fields (edited-types.ts) by name, for the generic reads and writes below. */
const ownFields = <Field>(fields: Partial<Record<string, Field>>): [string, Field][] =>
  Object.entries(fields).flatMap(([name, field]) => (field === undefined ? [] : [[name, field]]));

/** `value` if it is of the kind of `absent` (a text or a list), else `absent`. */
const ofKind = (value: unknown, absent: string | unknown[]): unknown =>
  Array.isArray(absent) === Array.isArray(value) && typeof value === typeof absent ? value : absent;

/** The console's fields of an item or a translation, by name: the wire shape's own fields are named so. */
const byName = (shape: object) => shape as Record<string, unknown>;

function translationOf(fields: StaffFields, row: StaffRow): StaffTranslation {
  const translation: StaffTranslation = {
    title: row.title,
    slug: row.slug,
    content: row.content,
    faq: asList(row.acf['faq']),
  };
  for (const [name, field] of ownFields(fields.translation)) {
    byName(translation)[name] = ofKind(
      field.in === 'column' ? row.fields[name] : row.acf[name],
      field.absent,
    );
  }
  return translation;
}

const isLive = (status: ContentState) => status === 'publish' || status === 'future';

const bothRights = (a: StaffItemRights, b: StaffItemRights): StaffItemRights => ({
  edit: a.edit && b.edit,
  approve: a.approve && b.approve,
  publish: a.publish && b.publish,
});

/**
 * The item as the console edits it. With a change staged on a live item, its content is the change's
 * (what the editor works on) and the caller's rights are those on both the live houses and the staged ones.
 */
async function itemView(
  db: Queryable,
  caller: StaffCaller,
  type: StaffContentType,
  group: string,
  rows: StaffRow[],
  staged: StagedChangeRow | null,
): Promise<StaffItem> {
  const first = rows[0];
  if (first === undefined) throw notFound();
  const pending = isLive(first.status) ? staged : null;
  let rights = itemRights(caller.grants, first.house_ids, first.review_required);
  if (pending !== null) {
    const { houses } = pending.content;
    rights = bothRights(rights, rightsOn(caller, houses, await reviewedHouses(db, houses)));
  }
  const item: StaffItem = {
    type,
    group,
    status: first.status,
    houses: first.house_ids,
    image: first.image_id,
    image_url: first.fimg_url,
    ids: {},
    publish_at: first.publish_at,
    modified:
      rows
        .map((row) => row.modified)
        .sort()
        .at(-1) ?? first.modified,
    author: { username: first.author_username, display_name: first.author_display_name },
    review_note: first.review_note,
    can: rights,
    actions: staffItemActions(first.status, rights, pending?.state ?? null),
  };
  const { fields } = editedType(type);
  for (const row of rows) {
    item[row.language] = translationOf(fields, row);
    item.ids[row.language] = row.id;
  }
  // The item's own fields are the same on every row; the columns' constraints hold them to the domain's values.
  for (const [name] of ownFields(fields.item)) {
    const value = first.fields[name];
    if (value !== null && value !== undefined) byName(item)[name] = value;
  }
  if (pending === null) return item;
  const { content } = pending;
  const withStaged: StaffItem = {
    ...item,
    ...content,
    image_url: content.image === null ? null : mediaUrl(content.image),
    staged: {
      state: pending.state,
      modified: pending.modified,
      author: { username: pending.author_username, display_name: pending.author_display_name },
      review_note: pending.review_note,
    },
  };
  // A language the change removes is absent from it.
  if (content.fr === undefined) delete withStaged.fr;
  if (content.en === undefined) delete withStaged.en;
  return withStaged;
}

/** The item with its staged change if any (`live` false), or as residents' rows hold it (`live` true). */
async function loadGroup(
  db: Queryable,
  caller: StaffCaller,
  type: StaffContentType,
  group: string,
  { live = false }: { live?: boolean } = {},
): Promise<StaffItem> {
  const rows = await groupRows(db, editedType(type).table, group);
  const first = rows[0];
  if (first === undefined || !mayView(caller, first.status, first.house_ids)) throw notFound();
  return itemView(db, caller, type, group, rows, live ? null : await stagedChange(db, type, group));
}

/** GET /staff/items. */
export async function listItems(
  db: Queryable,
  caller: StaffCaller,
  query: StaffItemListQuery,
): Promise<{ items: StaffItemSummary[]; total: number }> {
  requireEditor(caller);
  const campusEditor = can(caller, { action: 'review-item' });
  const { rows, total } = await listGroups(
    db,
    {
      types:
        query.type === undefined
          ? ALL_EDITED_TYPES
          : [{ name: query.type, table: editedType(query.type).table }],
      status: query.status ?? null,
      house: query.house ?? null,
      language: query.language ?? null,
      search: query.search?.trim() || null,
      visibleHouses: campusEditor ? null : editedHouses(caller.grants),
      editableHouses: query.editable === true && !campusEditor ? editedHouses(caller.grants) : null,
    },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  const items = rows.map((row) => ({
    type: row.type,
    group: row.group,
    status: row.status,
    houses: row.house_ids,
    title: {
      ...(row.title_fr === null ? {} : { fr: row.title_fr }),
      ...(row.title_en === null ? {} : { en: row.title_en }),
    },
    modified: row.modified,
    author: { username: row.author_username, display_name: row.author_display_name },
    review_note: row.review_note,
    staged: row.staged,
    can: itemRights(caller.grants, row.house_ids, row.review_required),
  }));
  return { items, total };
}

/** GET /staff/items/{type}/{group}. */
export async function getItem(
  db: Queryable,
  caller: StaffCaller,
  type: StaffContentType,
  group: string,
): Promise<StaffItem> {
  requireEditor(caller);
  return loadGroup(db, caller, type, group);
}

const sanitiseFaq = (faq: StaffTranslation['faq'], sanitiseRichHtml: RichHtmlSanitiser) =>
  faq.map((item) => ({ faq_ask: item.faq_ask, faq_answer: sanitiseRichHtml(item.faq_answer) }));

/**
 * A free slug in `language`: the one asked for, or `kept` (a live item's, which a PUT without a slug keeps,
 * as WordPress does), or one made from the title; with -2, -3… when another item has it.
 */
async function freeSlug(
  db: Queryable,
  type: StaffContentType,
  language: Language,
  group: string,
  translation: StaffTranslation,
  kept: string | undefined,
): Promise<string> {
  const base =
    translation.slug ?? kept ?? (slugify(translation.title).slice(0, 180).replace(/-+$/, '') || type);
  let candidate = base;
  for (let suffix = 2; await slugTaken(db, editedType(type).table, language, candidate, group); suffix += 1) {
    candidate = `${base}-${String(suffix)}`;
  }
  return candidate;
}

/** Refuses what the schema cannot: each reason names its field, in the editor's `language`. */
async function checkBody(
  db: Queryable,
  type: StaffContentType,
  body: StaffItemBody,
  language: Language,
): Promise<void> {
  if (body.fr === undefined && body.en === undefined)
    throw invalidParam('fr', staffReason('needsLanguage', language));
  for (const itemLanguage of LANGUAGES) {
    const translation = body[itemLanguage];
    if (translation === undefined) continue;
    for (const field of ['content', 'practical'] as const)
      if (holdsImageNotUploaded(translation[field] ?? ''))
        throw invalidParam(`${itemLanguage}.${field}`, staffReason('imageNotUploaded', language));
  }
  if (body.image !== null && !(await mediaExists(db, body.image)))
    throw invalidParam('image', staffReason('noImage', language));
  const known = body.houses.length === 0 ? [] : await reviewFlags(db, body.houses);
  if (known.length !== new Set(body.houses).size)
    throw invalidParam('houses', staffReason('noHouse', language));
  const refused = editedType(type).fields.check?.(body) ?? null;
  if (refused !== null) throw invalidParam(refused.field, staffReason(refused.refusal, language));
}

/**
 * The body as it will be stored: HTML sanitised to the §5 allow-list and every slug decided, so that the
 * staged change, the revision and the rows hold the same content. `keptSlugs`: a live item's slugs.
 */
async function storedBody(
  db: Queryable,
  type: StaffContentType,
  group: string,
  body: StaffItemBody,
  keptSlugs: Partial<Record<Language, string>>,
): Promise<StaffItemBody> {
  const sanitiseRichHtml = await richHtmlSanitiser();
  const { fields } = editedType(type);
  const stored: StaffItemBody = { ...body };
  for (const language of LANGUAGES) {
    const translation = body[language];
    if (translation === undefined) continue;
    const clean: StaffTranslation = {
      ...translation,
      slug: await freeSlug(db, type, language, group, translation, keptSlugs[language]),
      content: sanitiseRichHtml(translation.content),
      faq: sanitiseFaq(translation.faq, sanitiseRichHtml),
    };
    for (const [name, field] of ownFields(fields.translation)) {
      const value = byName(translation)[name] ?? field.absent;
      byName(clean)[name] =
        field.html === true && typeof value === 'string' ? sanitiseRichHtml(value) : value;
    }
    stored[language] = clean;
  }
  return stored;
}

/** The row of one language of a body already through storedBody. */
function rowValues(
  type: StaffContentType,
  language: Language,
  translation: StaffTranslation,
  body: StaffItemBody,
): RowValues {
  const { fields } = editedType(type);
  const acf: Record<string, unknown> = { faq: translation.faq };
  const columns: Record<string, unknown> = {};
  for (const [name, field] of ownFields(fields.translation)) {
    const value = byName(translation)[name] ?? field.absent;
    if (field.in === 'acf') acf[name] = value;
    else columns[name] = value;
  }
  for (const [name, field] of ownFields(fields.item)) columns[name] = byName(body)[name] ?? field.absent;
  return {
    language,
    slug: translation.slug ?? '',
    title: translation.title,
    content: translation.content,
    fimgUrl: body.image === null ? null : mediaUrl(body.image),
    imageId: body.image,
    acf,
    fields: columns,
  };
}

/**
 * Writes a stored body to the rows residents read: each language updated, added (in the item's status, a
 * scheduled item's date copied to it) or removed.
 */
async function writeRows(
  tx: Queryable,
  caller: StaffCaller,
  type: StaffContentType,
  group: string,
  body: StaffItemBody,
): Promise<void> {
  const table = editedType(type).table;
  const rows = await groupRows(tx, table, group);
  const status = rows[0]?.status ?? 'draft';
  for (const language of LANGUAGES) {
    const translation = body[language];
    const existing = rows.find((row) => row.language === language);
    if (translation === undefined) {
      if (existing !== undefined) await deleteRow(tx, table, existing.id);
      continue;
    }
    const values = rowValues(type, language, translation, body);
    const id =
      existing === undefined ? await insertRow(tx, table, group, values, status, caller.id) : existing.id;
    if (existing !== undefined) await updateRow(tx, table, id, values);
    await setRowHouses(tx, table, id, body.houses);
  }
  const first = rows[0];
  if (first?.status === 'future' && first.publish_at !== null) {
    // Copied to the new row of a language added to a scheduled item.
    await setGroupStatus(tx, table, group, {
      status: 'future',
      publishAt: first.publish_at,
      reviewNote: first.review_note,
      dateNow: false,
    });
  }
}

const slugsOf = (item: StaffItem): Partial<Record<Language, string>> => ({
  ...(item.fr?.slug === undefined ? {} : { fr: item.fr.slug }),
  ...(item.en?.slug === undefined ? {} : { en: item.en.slug }),
});

/** POST /staff/items/{type}: a new group, as a draft. */
export async function createItem(
  db: Db,
  caller: StaffCaller,
  type: StaffContentType,
  body: StaffItemBody,
): Promise<StaffItem> {
  requireRight(caller, { action: 'edit-item', houses: body.houses });
  return db.transaction(async (tx) => {
    await checkBody(tx, type, body, caller.language);
    const group = `${editedType(type).fields.groupPrefix}:${randomUUID()}`;
    const stored = await storedBody(tx, type, group, body, {});
    for (const language of LANGUAGES) {
      const translation = stored[language];
      if (translation === undefined) continue;
      const id = await insertRow(
        tx,
        editedType(type).table,
        group,
        rowValues(type, language, translation, stored),
        'draft',
        caller.id,
      );
      await setRowHouses(tx, editedType(type).table, id, stored.houses);
    }
    const item = await loadGroup(tx, caller, type, group);
    await recordRevision(tx, caller, type, group, {
      kind: 'create',
      liveContent: true,
      content: stored,
      liveBefore: null,
    });
    await recordChange(tx, caller, {
      action: 'create',
      targetType: type,
      target: group,
      before: null,
      after: item,
    });
    return item;
  });
}

/**
 * PUT /staff/items/{type}/{group}: the whole item. The caller must have the right on the houses it had and
 * on those it gets. A draft or an item in review is changed in place; a live (published or scheduled) item
 * keeps its live version and the change is staged (issue #33), put live by the `update` action — or by a
 * reviewer's `approve` once submitted. A PUT without a slug keeps a live item's slug, as WordPress does.
 */
export async function updateItem(
  db: Db,
  caller: StaffCaller,
  type: StaffContentType,
  group: string,
  body: StaffItemBody,
): Promise<StaffItem> {
  return db.transaction(async (tx) => {
    const before = await loadGroup(tx, caller, type, group);
    if (!before.can.edit) throw forbidden();
    requireRight(caller, { action: 'edit-item', houses: body.houses });
    await checkBody(tx, type, body, caller.language);
    const live = await loadGroup(tx, caller, type, group, { live: true });
    const staging = isLive(before.status);
    const stored = await storedBody(tx, type, group, body, staging ? slugsOf(live) : {});
    if (staging) await saveStagedChange(tx, type, group, stored, caller.id);
    else await writeRows(tx, caller, type, group, stored);
    await recordRevision(tx, caller, type, group, {
      kind: staging ? 'stage' : 'save',
      liveContent: !staging,
      content: stored,
      liveBefore: live,
    });
    // Saved: the caller's autosave of the item is behind what they saved (ADR 034).
    await forgetAutosave(tx, type, group, caller.id);
    const after = await loadGroup(tx, caller, type, group);
    await recordChange(tx, caller, {
      action: staging ? 'save staged change' : 'update',
      targetType: type,
      target: group,
      before,
      after,
    });
    return after;
  });
}

/** The audit's name of an action on the change staged on a live item: what happened, in words. */
const STAGED_AUDIT_ACTIONS: Partial<Record<StaffTransitionBody['action'], AuditAction>> = {
  update: 'put staged change live',
  approve: 'approve staged change',
  reject: 'reject staged change',
  submit: 'submit staged change',
  discard: 'discard staged change',
  unpublish: 'unpublish with staged change as draft',
};

/** The audit's name of a transition: on a staged change, what happened to it in words; else the action. */
function auditActionOf(action: StaffTransitionBody['action'], onStaged: boolean): AuditAction {
  const staged = onStaged ? STAGED_AUDIT_ACTIONS[action] : undefined;
  // `discard` is only ever offered with a staged change (the state machine), so it is named above.
  return staged ?? (action === 'discard' ? 'discard staged change' : action);
}

/**
 * The actions on a live item's staged change (issue #33). Returns whether `action` was one: `submit`,
 * `approve` and `reject` act on the staged change when there is one, and `unpublish` makes the staged
 * content the draft, so that the editor's latest work is not lost.
 */
async function stagedTransition(
  tx: Queryable,
  caller: StaffCaller,
  before: StaffItem,
  body: StaffTransitionBody,
): Promise<boolean> {
  const { type, group } = before;
  const staged = before.staged;
  if (staged === undefined) return false;
  const putLive = async () => {
    // Stored again: a slug another item took since the change was staged gets its suffix now.
    const content = await storedBody(tx, type, group, itemBody(before), {});
    await writeRows(tx, caller, type, group, content);
    await deleteStagedChange(tx, type, group);
    await recordRevision(tx, caller, type, group, {
      kind: 'update',
      liveContent: true,
      content,
      liveBefore: null,
    });
  };
  switch (body.action) {
    case 'update':
    case 'approve':
      await putLive();
      return true;
    case 'unpublish':
      await putLive();
      return false;
    case 'discard':
      await deleteStagedChange(tx, type, group);
      return true;
    case 'submit':
      await setStagedState(tx, type, group, 'pending', '');
      return true;
    case 'reject':
      await setStagedState(tx, type, group, 'draft', body.note ?? '');
      return true;
    case 'publish':
    case 'schedule':
      return false;
  }
}

/**
 * POST /staff/items/{type}/{group}/transitions. `now`: the request's time by the app's clock (app.ts), which
 * a schedule must be after.
 */
export async function transitionItem(
  db: Db,
  schedule: SchedulePublication,
  caller: StaffCaller,
  type: StaffContentType,
  group: string,
  body: StaffTransitionBody,
  now: number,
): Promise<StaffItem> {
  const { item: after, scheduledAt } = await db.transaction(async (tx) => {
    let scheduledAt: Date | null = null;
    const before = await loadGroup(tx, caller, type, group);
    // The item's actions come from the state machine the console shows its buttons from.
    if (!before.actions.includes(body.action)) {
      throw staffActionEverAllowed(body.action, before.can) ? wrongState(before.status) : forbidden();
    }
    const change = { publishAt: null, reviewNote: '', dateNow: false };
    const onStaged = await stagedTransition(tx, caller, before, body);
    if (!onStaged) {
      switch (body.action) {
        case 'submit':
          await setGroupStatus(tx, editedType(type).table, group, { ...change, status: 'pending' });
          break;
        case 'approve':
        case 'publish':
          await setGroupStatus(tx, editedType(type).table, group, {
            ...change,
            status: 'publish',
            dateNow: true,
          });
          break;
        case 'reject':
          await setGroupStatus(tx, editedType(type).table, group, {
            ...change,
            status: 'draft',
            reviewNote: body.note ?? '',
          });
          break;
        case 'unpublish':
          await setGroupStatus(tx, editedType(type).table, group, { ...change, status: 'draft' });
          break;
        case 'update':
        case 'discard':
          // Only ever offered with a staged change, acted on above.
          throw wrongState(before.status);
        case 'schedule': {
          if (body.at === undefined)
            throw invalidParam('at', staffReason('scheduleNeedsTime', caller.language));
          const at = await campusTimeMs(tx, body.at);
          if (at <= now) throw invalidParam('at', staffReason('scheduleInPast', caller.language));
          await setGroupStatus(tx, editedType(type).table, group, {
            ...change,
            status: 'future',
            publishAt: body.at,
          });
          scheduledAt = new Date(at);
          break;
        }
      }
    }
    // The action was taken on the item as saved: an autosave of the caller's is behind it (ADR 034).
    await forgetAutosave(tx, type, group, caller.id);
    const item = await loadGroup(tx, caller, type, group);
    await recordChange(tx, caller, {
      action: auditActionOf(body.action, before.staged !== undefined),
      targetType: type,
      target: group,
      before,
      after: item,
    });
    return { item, scheduledAt };
  });
  // Queued once the change is committed: the job then always finds the item as scheduled (or later changed).
  if (scheduledAt !== null) await schedule(type, group, scheduledAt);
  return after;
}

/** The scheduled publication job (idempotent: see publishIfDue). */
export async function publishScheduled(db: Queryable, type: StaffContentType, group: string): Promise<void> {
  await publishIfDue(db, editedType(type).table, group);
}
