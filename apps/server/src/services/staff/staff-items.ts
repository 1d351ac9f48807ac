/**
 * News and events edited in the staff console (issue #18, docs/decisions/019-staff-console.md): one
 * translation group at a time, both languages side by side, one status and one set of houses. Every change
 * is checked by staff-rights.ts, sanitised to the §5 allow-list, and audited in its own transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Language } from '@campus/domain/locale';
import type {
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
import { WpHttpError } from '@campus/domain/wp-error';
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
import { slugify } from '@campus/domain/slug';
import { recordChange } from './audit.ts';
import { can, forbidden, requireRight, type StaffCaller } from './staff-access.ts';
import { editedHouses, itemRights } from './staff-rights.ts';
import { richHtmlSanitiser, type RichHtmlSanitiser } from './sanitise-rich-html.ts';
import { staffReason } from './staff-messages.ts';

const LANGUAGES = ['fr', 'en'] as const satisfies readonly Language[];

const notFound = () => new WpHttpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
const invalidParam = (name: string, why: string) =>
  new WpHttpError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, { [name]: why });
const wrongState = (status: ContentState) =>
  new WpHttpError(
    409,
    'rest_invalid_transition',
    `This action is not possible on an item in status ${status}.`,
  );

/** Queues the job that publishes a scheduled item at its time (routes pass the job queue in). */
export type SchedulePublication = (type: StaffContentType, group: string, at: Date) => Promise<void>;

/** The houses among `houses` that require review: one query for a whole list, not one per row. */
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
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

function translationOf(type: StaffContentType, row: StaffRow): StaffTranslation {
  const translation: StaffTranslation = {
    title: row.title,
    slug: row.slug,
    content: row.content,
    faq: asList(row.acf['faq']),
  };
  if (type === 'post') return { ...translation, excerpt: row.excerpt };
  return { ...translation, locations: asList(row.acf['locations']), practical: asText(row.acf['practical']) };
}

async function itemView(
  db: Queryable,
  caller: StaffCaller,
  type: StaffContentType,
  group: string,
  rows: StaffRow[],
): Promise<StaffItem> {
  const first = rows[0];
  if (first === undefined) throw notFound();
  const rights = rightsOn(caller, first.house_ids, await reviewedHouses(db, first.house_ids));
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
    actions: staffItemActions(first.status, rights),
  };
  for (const row of rows) {
    item[row.language] = translationOf(type, row);
    item.ids[row.language] = row.id;
  }
  if (type === 'post') item.sticky = first.sticky;
  else {
    item.start = first.start ?? undefined;
    item.end = first.end ?? undefined;
    item.visibility = first.visibility ?? undefined;
  }
  return item;
}

async function loadGroup(
  db: Queryable,
  caller: StaffCaller,
  type: StaffContentType,
  group: string,
): Promise<StaffItem> {
  const rows = await groupRows(db, type, group);
  const first = rows[0];
  if (first === undefined || !mayView(caller, first.status, first.house_ids)) throw notFound();
  return itemView(db, caller, type, group, rows);
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
      type: query.type ?? null,
      status: query.status ?? null,
      house: query.house ?? null,
      language: query.language ?? null,
      search: query.search?.trim() || null,
      visibleHouses: campusEditor ? null : editedHouses(caller.grants),
      editableHouses: query.editable === true && !campusEditor ? editedHouses(caller.grants) : null,
    },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  const reviewed = await reviewedHouses(
    db,
    rows.flatMap((row) => row.house_ids),
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
    can: rightsOn(caller, row.house_ids, reviewed),
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

/** A free slug in `language`: the one asked for or made from the title, with -2, -3… when taken. */
async function freeSlug(
  db: Queryable,
  type: StaffContentType,
  language: Language,
  group: string,
  translation: StaffTranslation,
): Promise<string> {
  const base = translation.slug ?? (slugify(translation.title).slice(0, 180).replace(/-+$/, '') || type);
  let candidate = base;
  for (let suffix = 2; await slugTaken(db, type, language, candidate, group); suffix += 1) {
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
  if (body.image !== null && !(await mediaExists(db, body.image)))
    throw invalidParam('image', staffReason('noImage', language));
  const known = body.houses.length === 0 ? [] : await reviewFlags(db, body.houses);
  if (known.length !== new Set(body.houses).size)
    throw invalidParam('houses', staffReason('noHouse', language));
  if (type !== 'event') return;
  if (body.start === undefined || body.end === undefined)
    throw invalidParam('start', staffReason('eventDates', language));
  if (body.end < body.start) throw invalidParam('end', staffReason('endBeforeStart', language));
  if (body.visibility === 'house' && body.houses.length === 0) {
    throw invalidParam('visibility', staffReason('houseEventNeedsHouse', language));
  }
}

async function rowValues(
  db: Queryable,
  type: StaffContentType,
  group: string,
  language: Language,
  translation: StaffTranslation,
  body: StaffItemBody,
): Promise<RowValues> {
  const sanitiseRichHtml = await richHtmlSanitiser();
  const acf: Record<string, unknown> = { faq: sanitiseFaq(translation.faq, sanitiseRichHtml) };
  if (type === 'event') {
    acf['locations'] = translation.locations ?? [];
    acf['practical'] = sanitiseRichHtml(translation.practical ?? '');
  }
  return {
    language,
    slug: await freeSlug(db, type, language, group, translation),
    title: translation.title,
    content: sanitiseRichHtml(translation.content),
    excerpt: sanitiseRichHtml(translation.excerpt ?? ''),
    fimgUrl: body.image === null ? null : mediaUrl(body.image),
    imageId: body.image,
    sticky: body.sticky ?? false,
    acf,
    start: body.start ?? null,
    end: body.end ?? null,
    visibility: type === 'event' ? (body.visibility ?? 'public') : null,
  };
}

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
    const group = `${type === 'post' ? 'news' : 'event'}:${randomUUID()}`;
    for (const language of LANGUAGES) {
      const translation = body[language];
      if (translation === undefined) continue;
      const values = await rowValues(tx, type, group, language, translation, body);
      const id = await insertRow(tx, type, group, values, 'draft', caller.id);
      await setRowHouses(tx, type, id, body.houses);
    }
    const item = await loadGroup(tx, caller, type, group);
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
 * on those it gets. An editor who may not publish it sends a published or scheduled item back to review.
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
    const rows = await groupRows(tx, type, group);
    for (const language of LANGUAGES) {
      const translation = body[language];
      const existing = rows.find((row) => row.language === language);
      if (translation === undefined) {
        if (existing !== undefined) await deleteRow(tx, type, existing.id);
        continue;
      }
      const values = await rowValues(tx, type, group, language, translation, body);
      const id =
        existing === undefined
          ? await insertRow(tx, type, group, values, before.status, caller.id)
          : existing.id;
      if (existing !== undefined) await updateRow(tx, type, id, values);
      await setRowHouses(tx, type, id, body.houses);
    }
    const afterHouses = rightsOn(caller, body.houses, await reviewedHouses(tx, body.houses));
    if ((before.status === 'publish' || before.status === 'future') && !afterHouses.publish) {
      await setGroupStatus(tx, type, group, {
        status: 'pending',
        publishAt: null,
        reviewNote: '',
        dateNow: false,
      });
    } else if (before.status === 'future' && before.publish_at !== null) {
      // Copied to the new row of a language added to a scheduled item.
      await setGroupStatus(tx, type, group, {
        status: 'future',
        publishAt: before.publish_at,
        reviewNote: before.review_note,
        dateNow: false,
      });
    }
    const after = await loadGroup(tx, caller, type, group);
    await recordChange(tx, caller, { action: 'update', targetType: type, target: group, before, after });
    return after;
  });
}

/** POST /staff/items/{type}/{group}/transitions. */
export async function transitionItem(
  db: Db,
  schedule: SchedulePublication,
  caller: StaffCaller,
  type: StaffContentType,
  group: string,
  body: StaffTransitionBody,
): Promise<StaffItem> {
  const { item: after, scheduledAt } = await db.transaction(async (tx) => {
    let scheduledAt: Date | null = null;
    const before = await loadGroup(tx, caller, type, group);
    // The item's actions come from the state machine the console shows its buttons from.
    if (!before.actions.includes(body.action)) {
      throw staffActionEverAllowed(body.action, before.can) ? wrongState(before.status) : forbidden();
    }
    const change = { publishAt: null, reviewNote: '', dateNow: false };
    switch (body.action) {
      case 'submit':
        await setGroupStatus(tx, type, group, { ...change, status: 'pending' });
        break;
      case 'approve':
      case 'publish':
        await setGroupStatus(tx, type, group, { ...change, status: 'publish', dateNow: true });
        break;
      case 'reject':
        await setGroupStatus(tx, type, group, { ...change, status: 'draft', reviewNote: body.note ?? '' });
        break;
      case 'unpublish':
        await setGroupStatus(tx, type, group, { ...change, status: 'draft' });
        break;
      case 'schedule': {
        if (body.at === undefined)
          throw invalidParam('at', staffReason('scheduleNeedsTime', caller.language));
        const at = await campusTimeMs(tx, body.at);
        if (at <= Date.now()) throw invalidParam('at', staffReason('scheduleInPast', caller.language));
        await setGroupStatus(tx, type, group, { ...change, status: 'future', publishAt: body.at });
        scheduledAt = new Date(at);
        break;
      }
    }
    const item = await loadGroup(tx, caller, type, group);
    await recordChange(tx, caller, {
      action: body.action,
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
  await publishIfDue(db, type, group);
}
