import { STAFF_PATH, type StaffItem, type StaffItemBody } from '@campus/domain/staff';
import type { StaffPreviewLink } from '@campus/domain/staff-preview';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionApp, type SessionApp } from '../../test/signed-in-as.ts';
import { jpegPhoto } from '../../test/test-images.ts';

/**
 * The staff console's rights (issue #18) against an oracle of their own (not services/staff/staff-rights.ts,
 * the rule under test): role × action × item houses. Every allowed call must succeed, every refused one must
 * answer 403 (or 404 for an item the caller may not even see) and change nothing.
 */

const ROLES = [
  'campusEditor',
  'reviewedHouseEditor',
  'openHouseEditor',
  'formReader',
  'admin',
  'resident',
] as const;
type Role = (typeof ROLES)[number];
type HouseKey = 'bresil' | 'deutsch' | 'argentine';

/** Who plays each role: the sample staff, and two people given a role for this test. */
const PEOPLE: Record<Role, string> = {
  campusEditor: 'paul.durand',
  reviewedHouseEditor: 'chloe.moreau',
  openHouseEditor: 'mehdi.benali',
  formReader: 'lucas.bernard',
  admin: 'sofia.garcia',
  resident: 'alice.martin',
};
/** The houses each house editor was given; Brésil requires review, Deutsch does not. */
const EDITED: Partial<Record<Role, HouseKey[]>> = {
  reviewedHouseEditor: ['bresil'],
  openHouseEditor: ['deutsch'],
};
const REVIEWED: HouseKey[] = ['bresil'];

const KINDS = {
  ownReviewed: ['bresil'],
  ownOpen: ['deutsch'],
  otherHouse: ['argentine'],
  campus: [],
  twoHouses: ['bresil', 'deutsch'],
} as const satisfies Record<string, readonly HouseKey[]>;
type Kind = keyof typeof KINDS;

const ITEM_ACTIONS = [
  'create',
  'view',
  'edit',
  'submit',
  'publish',
  'schedule',
  'approve',
  'reject',
  'unpublish',
  'revisions',
  'previewLink',
  'stage',
  'update',
  'discard',
  'submitStaged',
  'approveStaged',
  'rejectStaged',
  'autosave',
  'readAutosave',
  'discardAutosave',
] as const;
type ItemAction = (typeof ITEM_ACTIONS)[number];

/** The oracle for items, written out as the sentences. */
function itemOracle(role: Role, action: ItemAction, kind: Kind): boolean {
  // A campus editor: everything, but sending to review what they may publish themselves (issue #33).
  if (role === 'campusEditor') return action !== 'submit' && action !== 'submitStaged';
  const edited = EDITED[role];
  // Anyone else who edits no house: nothing.
  if (edited === undefined) return false;
  const houses: readonly HouseKey[] = KINDS[kind];
  // A house editor: items all of whose houses are theirs; a campus item is never theirs.
  const theirs = houses.length > 0 && houses.every((house) => edited.includes(house));
  const reviewed = houses.some((house) => REVIEWED.includes(house));
  switch (action) {
    // Drafts of other houses are not shown to them.
    // A preview link is shared by whoever may read the item (issue #33).
    case 'view':
    case 'revisions':
    case 'previewLink':
      return houses.some((house) => edited.includes(house));
    // A change to a live item is staged by, and can be dropped by, whoever may edit it (issue #33).
    case 'create':
    case 'edit':
    case 'unpublish':
    case 'stage':
    case 'discard':
      return theirs;
    // An autosave (ADR 034) is for whoever may edit the item, reviewed house or not.
    case 'autosave':
    case 'readAutosave':
    case 'discardAutosave':
      return theirs;
    // Without review only: an item of a house that requires it goes through a campus editor; whoever may
    // publish an item publishes it, so submitting is for those who may not.
    case 'submit':
    case 'submitStaged':
      return theirs && reviewed;
    case 'publish':
    case 'schedule':
    case 'update':
      return theirs && !reviewed;
    // Reviews are the campus editors'.
    case 'approve':
    case 'reject':
    case 'approveStaged':
    case 'rejectStaged':
      return false;
  }
}

const START: Record<ItemAction, 'draft' | 'pending' | 'publish'> = {
  create: 'draft',
  view: 'draft',
  edit: 'draft',
  submit: 'draft',
  publish: 'draft',
  schedule: 'draft',
  approve: 'pending',
  reject: 'pending',
  unpublish: 'publish',
  revisions: 'draft',
  previewLink: 'draft',
  stage: 'publish',
  update: 'publish',
  discard: 'publish',
  submitStaged: 'publish',
  approveStaged: 'publish',
  rejectStaged: 'publish',
  autosave: 'draft',
  readAutosave: 'draft',
  discardAutosave: 'publish',
};
/** The change staged on the live item before the action, if any. */
const STAGED: Partial<Record<ItemAction, 'draft' | 'pending'>> = {
  update: 'draft',
  discard: 'draft',
  submitStaged: 'draft',
  approveStaged: 'pending',
  rejectStaged: 'pending',
};

const FORMS = ['film-club-poll', 'front-desk-satisfaction', 'career-fair-registration'] as const;
type FormKey = (typeof FORMS)[number];
const FORM_READ: Partial<Record<Role, FormKey>> = {
  openHouseEditor: 'film-club-poll',
  formReader: 'front-desk-satisfaction',
};
const formOracle = (role: Role, form: FormKey) => role === 'campusEditor' || FORM_READ[role] === form;

const AUDIENCES = ['bresil', 'deutsch', 'argentine', 'everyone', 'person'] as const;
type Audience = (typeof AUDIENCES)[number];
/** A campus editor writes to anyone; a house editor to their own house only. */
const notifyOracle = (role: Role, audience: Audience) =>
  role === 'campusEditor' || (EDITED[role]?.some((house) => house === audience) ?? false);

describe('staff rights matrix: role × action × house (issue #18)', () => {
  let session: SessionApp;
  const userIds = new Map<Role, number>();
  const houseIds = new Map<HouseKey, number>();
  const formIds = new Map<FormKey, number>();
  const items = new Map<Kind, StaffItem>();
  let previewToken = '';

  const as = (role: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    session.as(userIds.get(role)!, { method, url, ...(payload === undefined ? {} : { payload }) });
  const housesOf = (kind: Kind) => KINDS[kind].map((house) => houseIds.get(house)!);
  const body = (kind: Kind, title: string): StaffItemBody => ({
    houses: housesOf(kind),
    fr: { title: `${title} FR`, content: '<p>Texte</p>', faq: [] },
    en: { title: `${title} EN`, content: '<p>Text</p>', faq: [] },
    image: null,
  });
  /** The item's status, and the state of the change staged on it if any. */
  const statusOf = async (group: string) =>
    (
      await session.app.db.query<{ status: string }>(
        `SELECT DISTINCT status FROM posts WHERE translation_group = $1
         UNION ALL SELECT 'staged ' || state FROM staff_staged_changes WHERE item_group = $1`,
        [group],
      )
    ).map((row) => row.status);
  const startOf = (action: ItemAction) =>
    [START[action], ...(STAGED[action] === undefined ? [] : [`staged ${STAGED[action]}`])].join();

  beforeAll(async () => {
    session = await buildSessionApp();
    const db = session.app.db;
    for (const role of ROLES) userIds.set(role, await session.idOf(PEOPLE[role]));
    for (const row of await db.query<{ id: number; slug: string }>('SELECT id, slug FROM houses')) {
      if (row.slug === 'maison-du-bresil') houseIds.set('bresil', row.id);
      if (row.slug === 'fondation-deutsch-de-la-meurthe') houseIds.set('deutsch', row.id);
      if (row.slug === 'maison-de-l-argentine') houseIds.set('argentine', row.id);
    }
    for (const row of await db.query<{ id: number; key: FormKey }>('SELECT id, key FROM gravity_forms')) {
      formIds.set(row.key, row.id);
    }
    await db.query(`INSERT INTO staff_grants (user_id, role, form_id) VALUES ($1, 'form-reader', $2)`, [
      userIds.get('formReader'),
      formIds.get('front-desk-satisfaction'),
    ]);
    await db.query(`INSERT INTO staff_grants (user_id, role) VALUES ($1, 'campus-admin')`, [
      userIds.get('admin'),
    ]);
    // Each player holds their role only: the sample campus editor is an administrator too.
    await db.query("DELETE FROM staff_grants WHERE user_id = $1 AND role = 'campus-admin'", [
      userIds.get('campusEditor'),
    ]);
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const answer = await as(
        'campusEditor',
        'POST',
        `${STAFF_PATH}/items/post`,
        body(kind, `Matrix ${kind}`),
      );
      items.set(kind, answer.json<StaffItem>());
    }
    const group = encodeURIComponent(items.get('ownReviewed')!.group);
    const link = await as('campusEditor', 'POST', `${STAFF_PATH}/items/post/${group}/preview-link`);
    previewToken = link.json<StaffPreviewLink>().url.split('/staff/preview/')[1]!;
  });
  afterAll(() => session.app.close());

  function itemCall(role: Role, action: ItemAction, kind: Kind): Promise<LightMyRequestResponse> {
    const item = items.get(kind)!;
    const url = `${STAFF_PATH}/items/post/${encodeURIComponent(item.group)}`;
    switch (action) {
      case 'create':
        return as(role, 'POST', `${STAFF_PATH}/items/post`, body(kind, `Created by ${role}`));
      case 'view':
        return as(role, 'GET', url);
      case 'edit':
      case 'stage':
        return as(role, 'PUT', url, body(kind, `Matrix ${kind}`));
      case 'revisions':
        return as(role, 'GET', `${url}/revisions`);
      // In this order: the slot read back is the one just kept (the read is 404 when there is none).
      case 'autosave':
        return as(role, 'PUT', `${url}/autosave`, body(kind, `Typed by ${role}`));
      case 'readAutosave':
        return as(role, 'GET', `${url}/autosave`);
      case 'discardAutosave':
        return as(role, 'DELETE', `${url}/autosave`);
      case 'previewLink':
        return as(role, 'POST', `${url}/preview-link`);
      case 'submitStaged':
      case 'approveStaged':
      case 'rejectStaged':
        return as(role, 'POST', `${url}/transitions`, { action: action.replace('Staged', '') });
      case 'schedule':
        return as(role, 'POST', `${url}/transitions`, { action, at: '2040-01-01T09:00' });
      case 'submit':
      case 'publish':
      case 'approve':
      case 'reject':
      case 'unpublish':
      case 'update':
      case 'discard':
        return as(role, 'POST', `${url}/transitions`, { action });
    }
  }

  for (const role of ROLES) {
    it(`${role}: every item action on every kind of item is allowed exactly when the oracle says`, async () => {
      for (const kind of Object.keys(KINDS) as Kind[]) {
        for (const action of ITEM_ACTIONS) {
          const { group } = items.get(kind)!;
          await session.app.db.query(
            'UPDATE posts SET status = $2, publish_at = NULL WHERE translation_group = $1',
            [group, START[action]],
          );
          await session.app.db.query('DELETE FROM staff_staged_changes WHERE item_group = $1', [group]);
          const staged = STAGED[action];
          if (staged !== undefined) {
            await session.app.db.query(
              `INSERT INTO staff_staged_changes (item_type, item_group, content, state)
               VALUES ('post', $1, $2::jsonb, $3)`,
              [group, JSON.stringify(body(kind, `Staged ${kind}`)), staged],
            );
          }
          const answer = await itemCall(role, action, kind);
          const label = `${role} ${action} ${kind}: ${answer.body.slice(0, 120)}`;
          const allowed = itemOracle(role, action, kind);
          // Refused: 403, or 404 for an item the caller may not even see (a resident is refused outright).
          const refusals = role === 'resident' ? [403] : [403, 404];
          expect(allowed ? [200, 201, 204] : refusals, label).toContain(answer.statusCode);
          // A refusal changes nothing (an allowed create makes another item, not this one); an autosave
          // never changes the item's status, allowed or not.
          const reads = action === 'view' || action === 'revisions' || action === 'previewLink';
          const autosaving = action.toLowerCase().includes('autosave');
          const unchanged = allowed && action !== 'create' && !reads && action !== 'edit' && !autosaving;
          expect(unchanged || (await statusOf(group)).join() === startOf(action), label).toBe(true);
        }
      }
    });

    it(`${role}: forms' entries, results and exports are readable exactly when the oracle says`, async () => {
      for (const form of FORMS) {
        const id = String(formIds.get(form));
        for (const path of ['entries', 'results', 'entries.csv']) {
          const answer = await as(role, 'GET', `${STAFF_PATH}/forms/${id}/${path}`);
          expect(answer.statusCode, `${role} ${path} ${form}`).toBe(formOracle(role, form) ? 200 : 403);
        }
      }
      const list = await as(role, 'GET', `${STAFF_PATH}/forms`);
      const readable = FORMS.filter((form) => formOracle(role, form));
      expect(list.statusCode).toBe(readable.length > 0 ? 200 : 403);
      const listed = list.statusCode === 200 ? list.json<{ id: number }[]>().map((form) => form.id) : [];
      expect(listed).toEqual(expect.arrayContaining(readable.map((form) => formIds.get(form))));
    });

    it(`${role}: notifications go out exactly to the audiences the oracle allows`, async () => {
      for (const audience of AUDIENCES) {
        const to =
          audience === 'everyone'
            ? { type: 'everyone' }
            : audience === 'person'
              ? { type: 'person', username: 'alice.martin' }
              : { type: 'house', house: houseIds.get(audience) };
        const answer = await as(role, 'POST', `${STAFF_PATH}/notifications`, {
          audience: to,
          content: { fr: 'Bonjour', en: 'Hello' },
          // Later, so that the matrix queues its messages without delivering them to everyone.
          send_at: '2040-01-01T09:00',
        });
        expect(answer.statusCode, `${role} → ${audience}: ${answer.body}`).toBe(
          notifyOracle(role, audience) ? 202 : 403,
        );
      }
    });

    it(`${role}: the audit, the roles table, media and contact entries as the oracle says`, async () => {
      const editor = role === 'campusEditor' || EDITED[role] !== undefined;
      const expectations: [string, LightMyRequestResponse, boolean][] = [
        ['audit', await as(role, 'GET', `${STAFF_PATH}/audit`), role === 'campusEditor' || role === 'admin'],
        ['grants', await as(role, 'GET', `${STAFF_PATH}/grants`), role === 'admin'],
        // The notifications of the audiences one may send to (issue #33): whoever may send any.
        ['notifications', await as(role, 'GET', `${STAFF_PATH}/notifications`), editor],
        ['contact entries', await as(role, 'GET', `${STAFF_PATH}/contact-entries`), editor],
        [
          'media',
          await session.as(userIds.get(role)!, {
            method: 'POST',
            url: `${STAFF_PATH}/media`,
            headers: { 'content-type': 'image/jpeg' },
            payload: await jpegPhoto(64, 48),
          }),
          editor,
        ],
        ['me', await as(role, 'GET', `${STAFF_PATH}/me`), role !== 'resident'],
        // A colleague's preview link opens for the editor roles only (issue #33).
        ['preview link', await as(role, 'GET', `${STAFF_PATH}/preview/${previewToken}`), editor],
      ];
      for (const [what, answer, allowed] of expectations) {
        expect(answer.statusCode, `${role} ${what}: ${answer.body.slice(0, 120)}`).toBe(
          allowed ? (what === 'media' ? 201 : 200) : 403,
        );
      }
    });
  }

  it('refuses every staff route to a caller who is not signed in', async () => {
    const group = encodeURIComponent(items.get('campus')!.group);
    const calls: [string, string][] = [
      ['GET', 'me'],
      ['GET', 'grants'],
      ['POST', 'grants'],
      ['DELETE', 'grants/1'],
      ['GET', 'items'],
      ['POST', 'items/post'],
      ['GET', `items/post/${group}`],
      ['PUT', `items/post/${group}`],
      ['POST', `items/post/${group}/transitions`],
      ['GET', `items/post/${group}/autosave`],
      ['PUT', `items/post/${group}/autosave`],
      ['DELETE', `items/post/${group}/autosave`],
      ['POST', `items/post/${group}/preview-link`],
      ['GET', `preview/${previewToken}`],
      ['POST', 'media'],
      ['POST', 'notifications'],
      ['GET', 'notifications'],
      ['POST', 'notifications/1/cancel'],
      ['GET', 'forms'],
      ['GET', 'forms/1/entries'],
      ['GET', 'forms/1/results'],
      ['GET', 'forms/1/entries.csv'],
      ['GET', 'contact-entries'],
      ['GET', 'audit'],
    ];
    for (const [method, path] of calls) {
      const answer = await session.app.inject({
        method: method as 'GET',
        url: `${STAFF_PATH}/${path}`,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(answer.statusCode, `${method} ${path}`).toBe(403);
      expect(answer.json(), `${method} ${path}`).toMatchObject({ code: 'jwt_auth_no_auth_header' });
    }
  });
});
