import type { PollResults } from '@campus/domain/forms';
import type { StaffAutosave } from '@campus/domain/staff-autosave';
import type { StaffNotificationSummary } from '@campus/domain/staff-notification';
import {
  type AuditEntry,
  type ContentState,
  type StaffContentType,
  type StaffFormEntry,
  type StaffFormSummary,
  type StaffGrant,
  type StaffItem,
  type StaffItemBody,
  type StaffItemSummary,
  type StaffMe,
  type StaffMedia,
  type StaffRevision,
  type StaffTransitionBody,
} from '@campus/domain/staff';
import {
  staffActionEverAllowed,
  staffItemActions,
  staffItemRightsOf,
  staffListState,
} from '@campus/domain/staff-item-actions';
import { HttpResponse } from 'msw';
import { endpointHandler } from './endpoint-handler.ts';
import { recordRequest } from './test-campus.ts';

export const STAFF_HOUSES = {
  bresil: { id: 12, name: 'Maison du Brésil', review_required: true },
  deutsch: { id: 15, name: 'Fondation Deutsch de la Meurthe', review_required: false },
} as const;

/** A house editor of the Maison du Brésil (review required): the console's usual caller in tests. */
export function testHouseEditor(extra: Partial<StaffMe> = {}): StaffMe {
  return {
    username: 'chloe.moreau',
    roles: ['house-editor'],
    houses: [STAFF_HOUSES.bresil],
    forms: [],
    ...extra,
  };
}

export function testCampusEditor(extra: Partial<StaffMe> = {}): StaffMe {
  return {
    username: 'paul.durand',
    roles: ['campus-editor', 'campus-admin'],
    houses: [STAFF_HOUSES.bresil, STAFF_HOUSES.deutsch],
    forms: [5],
    ...extra,
  };
}

export function testStaffItem(group: string, extra: Partial<StaffItem> = {}): StaffItem {
  const item: StaffItem = {
    type: 'post',
    group,
    status: 'draft',
    houses: [STAFF_HOUSES.bresil.id],
    fr: { title: `Titre ${group}`, content: '<p>Bonjour</p>', excerpt: '', faq: [] },
    en: { title: `Title ${group}`, content: '<p>Hello</p>', excerpt: '', faq: [] },
    image: null,
    image_url: null,
    ids: { fr: 1, en: 2 },
    publish_at: null,
    modified: '2026-11-20T10:00:00',
    author: { username: 'chloe.moreau', display_name: 'Chloé Moreau' },
    review_note: '',
    can: { edit: true, approve: false, publish: false },
    actions: [],
    ...extra,
  };
  return withActions(item);
}

/** A caller with no staff role may do nothing (the server answers them 403 anyway). */
const NO_RIGHTS: StaffItem['can'] = { edit: false, approve: false, publish: false };

/** The item with the actions its state and rights allow, as the server's answers carry them. */
const withActions = (item: StaffItem): StaffItem => ({
  ...item,
  actions: staffItemActions(item.status, item.can, item.staged?.state ?? null),
});

const summaryOf = (item: StaffItem): StaffItemSummary => ({
  type: item.type,
  group: item.group,
  status: item.status,
  houses: item.houses,
  title: {
    ...(item.fr !== undefined && { fr: item.fr.title }),
    ...(item.en !== undefined && { en: item.en.title }),
  },
  modified: item.modified,
  author: item.author,
  review_note: item.review_note,
  staged: item.staged?.state ?? null,
  can: item.can,
});

/** What a transition leads to, as the server's lifecycle does (review decided by the house). */
function nextStatus(item: StaffItem, action: StaffTransitionBody['action']): ContentState {
  switch (action) {
    case 'submit':
      return 'pending';
    case 'approve':
    case 'publish':
      return 'publish';
    case 'reject':
    case 'unpublish':
      return 'draft';
    case 'schedule':
      return item.status === 'publish' ? 'publish' : 'future';
    case 'update':
    case 'discard':
      return item.status;
  }
}

/** An action on a live item with a staged change, as the server does it (issue #33). */
function stagedTransition(
  item: StaffItem & { staged: NonNullable<StaffItem['staged']> },
  body: StaffTransitionBody,
): StaffItem {
  const { staged, ...withoutStaged } = item;
  const live = staffCampus.live.get(item.group) ?? item;
  switch (body.action) {
    case 'update':
    case 'approve':
      staffCampus.live.delete(item.group);
      return withoutStaged;
    case 'discard': {
      staffCampus.live.delete(item.group);
      const { staged: _liveStaged, ...liveItem } = live;
      return liveItem;
    }
    case 'submit':
      return { ...item, staged: { ...staged, state: 'pending' } };
    case 'reject':
      return { ...item, staged: { ...staged, state: 'draft', review_note: body.note ?? '' } };
    case 'unpublish':
      staffCampus.live.delete(item.group);
      return { ...withoutStaged, status: 'draft' };
    case 'publish':
    case 'schedule':
      return { ...item, status: nextStatus(item, body.action) };
  }
}

/**
 * What the staff handlers answer from; reset before each test. `me` null: the caller has no role (403),
 * as every resident of the other tests.
 */
export const staffCampus: {
  me: StaffMe | null;
  items: StaffItem[];
  /** The status of the next save, when a test wants the server to refuse it. */
  saveRefusal: { status: number; body: object } | null;
  nextGroup: number;
  /** Saved versions of the items, newest first (GET /staff/items/{type}/{group}/revisions). */
  revisions: (StaffRevision & { group: string })[];
  /** The live version of an item while a change to it is staged (what Discard brings back). */
  live: Map<string, StaffItem>;
  /** The caller's autosave of each item, by group (ADR 034); a save or an action of the item empties it. */
  autosaves: Map<string, StaffAutosave>;
  grants: StaffGrant[];
  audit: AuditEntry[];
  /** GET /staff/notifications answers these; a cancel turns a scheduled one cancelled. */
  notifications: StaffNotificationSummary[];
  forms: StaffFormSummary[];
  results: PollResults | null;
  entries: StaffFormEntry[];
  csv: string;
} = freshStaffCampus();

function freshStaffCampus(): typeof staffCampus {
  return {
    me: null,
    items: [],
    saveRefusal: null,
    nextGroup: 900,
    revisions: [],
    live: new Map(),
    autosaves: new Map(),
    grants: [],
    audit: [],
    notifications: [],
    forms: [],
    results: null,
    entries: [],
    csv: 'Date,Answer\n2026-11-20,Yes\n',
  };
}

export function resetStaffCampus(): void {
  Object.assign(staffCampus, freshStaffCampus());
}

const forbidden = () =>
  HttpResponse.json(
    { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } },
    { status: 403 },
  );

const notFound = () =>
  HttpResponse.json(
    { code: 'rest_not_found', message: 'Not found.', data: { status: 404 } },
    { status: 404 },
  );

function paged(request: Request, all: readonly unknown[], perPageDefault = 20) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('per_page') ?? perPageDefault);
  return HttpResponse.json(all.slice((page - 1) * perPage, page * perPage), {
    headers: {
      'X-WP-Total': String(all.length),
      'X-WP-TotalPages': String(Math.max(1, Math.ceil(all.length / perPage))),
    },
  });
}

function matches(item: StaffItem, search: URLSearchParams): boolean {
  const type = search.get('type');
  const status = search.get('status');
  const house = search.get('house');
  const language = search.get('language');
  const text = search.get('search')?.toLowerCase();
  return (
    (type === null || item.type === type) &&
    (status === null ||
      staffListState(item.status, item.review_note) === status ||
      (status === 'pending' && item.staged?.state === 'pending')) &&
    (search.get('editable') !== 'true' || item.can.edit) &&
    (house === null || item.houses.includes(Number(house))) &&
    (language === null || (language === 'fr' ? item.fr : item.en) !== undefined) &&
    (text === undefined ||
      [item.fr?.title, item.en?.title].some((title) => title?.toLowerCase().includes(text) === true))
  );
}

function findItem(type: unknown, group: unknown): StaffItem | undefined {
  return staffCampus.items.find((item) => item.type === type && item.group === group);
}

function replaceItem(changed: StaffItem): StaffItem {
  const item = withActions(changed);
  staffCampus.items = [...staffCampus.items.filter((other) => other.group !== item.group), item];
  return item;
}

export function staffHandlers() {
  return [
    endpointHandler('GET /portal/v1/staff/me', async ({ request }) => {
      await recordRequest(request);
      return staffCampus.me === null ? forbidden() : HttpResponse.json(staffCampus.me);
    }),
    endpointHandler('GET /portal/v1/staff/items', async ({ request }) => {
      await recordRequest(request);
      if (staffCampus.me === null) return forbidden();
      const search = new URL(request.url).searchParams;
      return paged(request, staffCampus.items.filter((item) => matches(item, search)).map(summaryOf));
    }),
    endpointHandler('POST /portal/v1/staff/items/{type}', async ({ request, params }) => {
      const body = (await recordRequest(request)).body as StaffItemBody;
      if (staffCampus.saveRefusal !== null)
        return HttpResponse.json(staffCampus.saveRefusal.body, { status: staffCampus.saveRefusal.status });
      staffCampus.nextGroup += 1;
      const item = testStaffItem(String(staffCampus.nextGroup), {
        ...body,
        type: params.type as StaffContentType,
        can: staffCampus.me === null ? NO_RIGHTS : staffItemRightsOf(staffCampus.me, body.houses),
        image_url: body.image === null ? null : `http://localhost/uploads/staff-${String(body.image)}.webp`,
      });
      return HttpResponse.json(replaceItem(item), { status: 201 });
    }),
    endpointHandler('GET /portal/v1/staff/items/{type}/{group}', async ({ request, params }) => {
      await recordRequest(request);
      const item = findItem(params.type, params.group);
      return item === undefined ? notFound() : HttpResponse.json(item);
    }),
    endpointHandler('PUT /portal/v1/staff/items/{type}/{group}', async ({ request, params }) => {
      const body = (await recordRequest(request)).body as StaffItemBody;
      const item = findItem(params.type, params.group);
      if (item === undefined) return notFound();
      if (!item.can.edit) return forbidden();
      if (staffCampus.saveRefusal !== null)
        return HttpResponse.json(staffCampus.saveRefusal.body, { status: staffCampus.saveRefusal.status });
      staffCampus.autosaves.delete(item.group);
      // A live item keeps its live version; the change is staged (issue #33).
      if (item.status === 'publish' || item.status === 'future') {
        if (!staffCampus.live.has(item.group)) staffCampus.live.set(item.group, item);
        const author = { username: staffCampus.me?.username ?? '', display_name: 'Paul Durand' };
        const staged = {
          state: item.staged?.state ?? 'draft',
          modified: '2026-11-27T10:00:00',
          author,
          review_note: '',
        } as const;
        return HttpResponse.json(replaceItem({ ...item, ...body, staged }));
      }
      return HttpResponse.json(replaceItem({ ...item, ...body }));
    }),
    endpointHandler('GET /portal/v1/staff/items/{type}/{group}/revisions', async ({ request, params }) => {
      await recordRequest(request);
      if (findItem(params.type, params.group) === undefined) return notFound();
      const revisions = staffCampus.revisions
        .filter((revision) => revision.group === params.group)
        .map(({ group: _group, content: _content, ...summary }) => summary);
      return paged(request, revisions, 10);
    }),
    endpointHandler(
      'GET /portal/v1/staff/items/{type}/{group}/revisions/{revision}',
      async ({ request, params }) => {
        await recordRequest(request);
        const found = staffCampus.revisions.find(
          (revision) => revision.group === params.group && revision.id === Number(params.revision),
        );
        if (found === undefined) return notFound();
        const { group: _group, ...revision } = found;
        return HttpResponse.json(revision);
      },
    ),
    endpointHandler('POST /portal/v1/staff/items/{type}/{group}/transitions', async ({ request, params }) => {
      const body = (await recordRequest(request)).body as StaffTransitionBody;
      const item = findItem(params.type, params.group);
      if (item === undefined) return notFound();
      if (!item.actions.includes(body.action)) {
        return staffActionEverAllowed(body.action, item.can)
          ? HttpResponse.json(
              { code: 'rest_invalid_transition', message: 'Not in this status.', data: { status: 409 } },
              { status: 409 },
            )
          : forbidden();
      }
      staffCampus.autosaves.delete(item.group);
      const { staged } = item;
      if (staged !== undefined)
        return HttpResponse.json(replaceItem(stagedTransition({ ...item, staged }, body)));
      return HttpResponse.json(
        replaceItem({
          ...item,
          status: nextStatus(item, body.action),
          review_note: body.action === 'reject' ? (body.note ?? '') : item.review_note,
        }),
      );
    }),
    endpointHandler('GET /portal/v1/staff/items/{type}/{group}/autosave', async ({ request, params }) => {
      await recordRequest(request);
      const item = findItem(params.type, params.group);
      if (item === undefined) return notFound();
      if (!item.can.edit) return forbidden();
      const autosave = staffCampus.autosaves.get(item.group);
      return autosave === undefined
        ? HttpResponse.json(
            {
              code: 'rest_no_autosave',
              message: 'There is no autosave of this item.',
              data: { status: 404 },
            },
            { status: 404 },
          )
        : HttpResponse.json(autosave);
    }),
    endpointHandler('PUT /portal/v1/staff/items/{type}/{group}/autosave', async ({ request, params }) => {
      const body = (await recordRequest(request)).body as StaffItemBody;
      const item = findItem(params.type, params.group);
      if (item === undefined) return notFound();
      if (!item.can.edit) return forbidden();
      const autosave = { content: body, date: '2026-11-27T14:32:05' };
      staffCampus.autosaves.set(item.group, autosave);
      return HttpResponse.json(autosave);
    }),
    endpointHandler('DELETE /portal/v1/staff/items/{type}/{group}/autosave', async ({ request, params }) => {
      await recordRequest(request);
      const item = findItem(params.type, params.group);
      if (item === undefined) return notFound();
      staffCampus.autosaves.delete(item.group);
      return new HttpResponse(null, { status: 204 });
    }),
    endpointHandler('POST /portal/v1/staff/media', async ({ request }) => {
      await recordRequest(request);
      const media: StaffMedia = {
        id: 77,
        url: 'http://localhost/uploads/staff-77.webp',
        width: 960,
        height: 640,
        sizes: { '480': 'http://localhost/uploads/staff-77-480.webp' },
      };
      return HttpResponse.json(media, { status: 201 });
    }),
    endpointHandler('POST /portal/v1/staff/notifications', async ({ request }) => {
      await recordRequest(request);
      return HttpResponse.json({ id: 4000, status: 'queued' }, { status: 202 });
    }),
    endpointHandler('GET /portal/v1/staff/forms', async ({ request }) => {
      await recordRequest(request);
      return HttpResponse.json(staffCampus.forms);
    }),
    endpointHandler('GET /portal/v1/staff/forms/{id}/results', async ({ request }) => {
      await recordRequest(request);
      return staffCampus.results === null ? notFound() : HttpResponse.json(staffCampus.results);
    }),
    endpointHandler('GET /portal/v1/staff/forms/{id}/entries', async ({ request }) => {
      await recordRequest(request);
      return paged(request, staffCampus.entries);
    }),
    endpointHandler('GET /portal/v1/staff/forms/{id}/entries.csv', async ({ request }) => {
      await recordRequest(request);
      return new HttpResponse(staffCampus.csv, {
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      });
    }),
    endpointHandler('GET /portal/v1/staff/grants', async ({ request }) => {
      await recordRequest(request);
      return HttpResponse.json(staffCampus.grants);
    }),
    endpointHandler('POST /portal/v1/staff/grants', async ({ request }) => {
      const body = (await recordRequest(request)).body as Pick<StaffGrant, 'username' | 'role'> & {
        house?: number;
        form?: number;
      };
      const grant: StaffGrant = {
        id: 600 + staffCampus.grants.length,
        username: body.username,
        display_name: body.username,
        role: body.role,
        house: body.house ?? null,
        form: body.form ?? null,
        granted_by: staffCampus.me?.username ?? '',
        granted_at: '2026-11-20T10:00:00',
      };
      staffCampus.grants = [...staffCampus.grants, grant];
      return HttpResponse.json(grant, { status: 201 });
    }),
    endpointHandler('DELETE /portal/v1/staff/grants/{id}', async ({ request, params }) => {
      await recordRequest(request);
      const revoked = staffCampus.grants.find((grant) => grant.id === Number(params.id));
      if (revoked === undefined) return notFound();
      staffCampus.grants = staffCampus.grants.filter((grant) => grant !== revoked);
      // The server answers the grant as it was.
      return HttpResponse.json(revoked);
    }),
    endpointHandler('GET /portal/v1/staff/notifications', async ({ request }) => {
      await recordRequest(request);
      const state = new URL(request.url).searchParams.get('state');
      return paged(
        request,
        staffCampus.notifications.filter((notification) => state === null || notification.state === state),
      );
    }),
    endpointHandler('POST /portal/v1/staff/notifications/{id}/cancel', async ({ request, params }) => {
      await recordRequest(request);
      const found = staffCampus.notifications.find((notification) => notification.id === Number(params.id));
      if (found === undefined) return notFound();
      if (found.state !== 'scheduled') {
        return HttpResponse.json(
          {
            code: 'rest_notification_not_scheduled',
            message:
              'Only a scheduled notification can be cancelled, before its time: this one has been sent or cancelled.',
            data: { status: 409 },
          },
          { status: 409 },
        );
      }
      const cancelled: StaffNotificationSummary = {
        ...found,
        state: 'cancelled',
        cancelled_at: '2026-11-20T10:05:00',
      };
      staffCampus.notifications = staffCampus.notifications.map((notification) =>
        notification === found ? cancelled : notification,
      );
      return HttpResponse.json(cancelled);
    }),
    endpointHandler('GET /portal/v1/staff/audit', async ({ request }) => {
      await recordRequest(request);
      return paged(request, staffCampus.audit);
    }),
  ];
}

/** A notification as GET /staff/notifications lists it; sent to the Maison du Brésil by default. */
export function testStaffNotification(
  overrides: Partial<StaffNotificationSummary> = {},
): StaffNotificationSummary {
  return {
    id: 4100,
    content: { fr: '<p>Réunion ce soir</p>', en: '<p>Meeting tonight</p>' },
    link: '',
    audience: { type: 'house', house: { id: 12, name: 'Maison du Brésil' } },
    sender: { term_id: 12, name: 'Maison du Brésil' },
    state: 'sent',
    created_at: '2026-11-20T09:00:00',
    send_at: null,
    cancelled_at: null,
    created_by: { username: 'chloe.moreau', name: 'Chloé Moreau' },
    reach: 42,
    read: 17,
    ...overrides,
  };
}

/** The server's refusal of a save whose French address is taken (the field named in `params`). */
export const SLUG_TAKEN = {
  status: 400,
  body: {
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): fr.slug',
    data: { status: 400, params: { 'fr.slug': 'This address is already used.' } },
  },
};
