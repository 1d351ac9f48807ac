import type { Post } from '@campus/domain/content';
import type {
  StaffItem,
  StaffItemBody,
  StaffItemSummary,
  StaffRevision,
  StaffRevisionSummary,
  StaffAction,
  StaffTransitionBody,
} from '@campus/domain/staff';
import { describe, expect, it } from 'vitest';
import { publishScheduled } from '../services/staff/staff-items.ts';
import { STAFF_ITEMS, eventBody, postBody, staffSuite } from '../../test/staff-fixtures.ts';

/**
 * Changes to live items staged, and revisions (issue #33): "editing a published item keeps a pending
 * revision that residents do not see until it is published (or submitted and approved); the live version
 * stays as it was", and "every saved version kept with who and when, compare two versions, restore one".
 */

describe('staff items: changes to live items staged, and revisions (issue #33)', () => {
  const { app, as, call, paul, chloe, mehdi, alice, house } = staffSuite();
  const urlOf = (item: StaffItem) => `${STAFF_ITEMS}/${item.type}/${encodeURIComponent(item.group)}`;

  const groupOf = ({ type, group }: StaffItem) => ({ params: { type, group } });

  async function create(type: 'post' | 'event', body: StaffItemBody, caller = paul): Promise<StaffItem> {
    const answer = await call(caller, 'POST /portal/v1/staff/items/{type}', { params: { type }, body });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<StaffItem>();
  }
  async function act(
    item: StaffItem,
    action: StaffAction,
    caller = paul,
    extra: Omit<StaffTransitionBody, 'action'> = {},
  ): Promise<StaffItem> {
    const answer = await call(caller, 'POST /portal/v1/staff/items/{type}/{group}/transitions', {
      ...groupOf(item),
      body: { action, ...extra },
    });
    expect(answer.statusCode, `${action}: ${answer.body}`).toBe(200);
    return answer.json<StaffItem>();
  }
  async function put(item: StaffItem, body: StaffItemBody, caller = paul): Promise<StaffItem> {
    const answer = await call(caller, 'PUT /portal/v1/staff/items/{type}/{group}', {
      ...groupOf(item),
      body,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<StaffItem>();
  }
  const get = async (item: StaffItem, caller = paul) =>
    (await call(caller, 'GET /portal/v1/staff/items/{type}/{group}', groupOf(item))).json<StaffItem>();
  /** The titles residents read of a news item, by its slug, in French. */
  const residentsTitles = async (slug: string) =>
    (await as(alice, 'GET', `/wp-json/wp/v2/posts?wpml_language=fr&slug=${slug}`))
      .json<Post[]>()
      .map((post) => post.title.rendered);
  const residentsSearch = async (word: string) =>
    (await as(alice, 'GET', `/wp-json/wp/v2/search?search=${word}&wpml_language=fr`)).body;
  const auditOf = async (item: StaffItem) =>
    (
      await app().db.query<{ action: string }>(
        'SELECT action FROM audit_log WHERE target_type = $1 AND target = $2 ORDER BY id',
        [item.type, item.group],
      )
    ).map((row) => row.action);
  const revisionsOf = async (item: StaffItem, caller = paul, query = '') => {
    const answer = await as(caller, 'GET', `${urlOf(item)}/revisions${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer;
  };

  it('keeps residents on the live version of a published news item until Update, on every endpoint', async () => {
    const item = await act(await create('post', postBody('Quokkalive', [])), 'publish');
    const slug = item.fr!.slug!;
    // A new title and no slug: the change is staged, and the live item keeps its slug (as WordPress does).
    const staged = await put(item, postBody('Wombatstaged', []));
    expect(staged).toMatchObject({
      status: 'publish',
      staged: { state: 'draft', author: { username: 'paul.durand' }, review_note: '' },
      actions: ['update', 'discard', 'unpublish'],
      fr: { title: 'Wombatstaged FR', slug },
    });
    expect(await get(item)).toMatchObject({ fr: { title: 'Wombatstaged FR' }, staged: { state: 'draft' } });
    expect(await residentsTitles(slug)).toEqual(['Quokkalive FR']);
    expect(await residentsSearch('wombatstaged')).not.toContain('Wombatstaged');
    expect(await residentsSearch('quokkalive')).toContain('Quokkalive FR');

    const updated = await act(item, 'update');
    expect(updated).toMatchObject({ status: 'publish', fr: { title: 'Wombatstaged FR', slug } });
    expect(updated.staged).toBeUndefined();
    expect(updated.actions).toEqual(['unpublish']);
    expect(await residentsTitles(slug)).toEqual(['Wombatstaged FR']);
    expect(await residentsSearch('wombatstaged')).toContain('Wombatstaged FR');
    // Nothing left to put live: Update and Discard are a wrong state now, not a refusal.
    expect((await as(paul, 'POST', `${urlOf(item)}/transitions`, { action: 'update' })).statusCode).toBe(409);
    expect(await auditOf(item)).toEqual([
      'create',
      'publish',
      'save staged change',
      'put staged change live',
    ]);
  });

  it('keeps residents on the live version of an event, its calendar included, until Update', async () => {
    const item = await act(
      await create('event', eventBody('Koalalive', [house.deutsch]), mehdi),
      'publish',
      mehdi,
    );
    const changed = {
      ...eventBody('Dingostaged', [house.deutsch]),
      start: '2031-06-01T10:00',
      end: '2031-06-01T12:00',
    };
    expect((await put(item, changed, mehdi)).actions).toEqual(['update', 'discard', 'unpublish']);
    const residents = async () => {
      const list = await as(alice, 'GET', `/wp-json/wp/v2/event?wpml_language=fr&slug=${item.fr!.slug!}`);
      const calendar = await as(alice, 'GET', `/wp-json/portal/v1/event-calendar/${String(item.ids.en)}`);
      expect(calendar.statusCode).toBe(200);
      return `${list.body}\n${calendar.body}`;
    };
    const before = await residents();
    expect(before).toContain('Koalalive FR');
    expect(before).toContain('Koalalive EN');
    expect(before).not.toContain('Dingostaged');
    await act(item, 'update', mehdi);
    const after = await residents();
    expect(after).toContain('Dingostaged FR');
    expect(after).toContain('Dingostaged EN');
    expect(after).not.toContain('Koalalive');
  });

  it('makes a house editor with review submit the staged change, which a reviewer rejects or approves', async () => {
    const created = await create('post', postBody('Capybaralive', [house.bresil]), chloe);
    await act(created, 'submit', chloe);
    const item = await act(created, 'approve');
    const slug = item.fr!.slug!;
    const staged = await put(item, postBody('Tapirstaged', [house.bresil]), chloe);
    // Still published: the old rule sent a live item back to review, out of residents' sight.
    expect(staged).toMatchObject({ status: 'publish', actions: ['submit', 'discard', 'unpublish'] });
    expect((await as(chloe, 'POST', `${urlOf(item)}/transitions`, { action: 'update' })).statusCode).toBe(
      403,
    );
    expect(await act(item, 'submit', chloe)).toMatchObject({
      status: 'publish',
      staged: { state: 'pending' },
      actions: ['discard', 'unpublish'],
    });
    expect((await get(item)).actions).toEqual(['approve', 'reject', 'unpublish']);
    // The reviewer finds it under "In review", still published, its change marked as waiting.
    const inReview = (
      await as(paul, 'GET', `${STAFF_ITEMS}?status=pending&search=Capybaralive&per_page=100`)
    ).json<StaffItemSummary[]>();
    expect(inReview.map((row) => [row.group, row.status, row.staged])).toEqual([
      [item.group, 'publish', 'pending'],
    ]);
    const rejected = await act(item, 'reject', paul, { note: 'Le titre est trop long.' });
    expect(rejected).toMatchObject({
      status: 'publish',
      review_note: '',
      staged: { state: 'draft', review_note: 'Le titre est trop long.' },
      fr: { title: 'Tapirstaged FR' },
    });
    expect(await residentsTitles(slug)).toEqual(['Capybaralive FR']);
    const listed = (await as(paul, 'GET', `${STAFF_ITEMS}?search=Capybaralive`)).json<StaffItemSummary[]>();
    expect(listed.map((row) => row.staged)).toEqual(['draft']);
    await act(item, 'submit', chloe);
    const approved = await act(item, 'approve');
    expect(approved.staged).toBeUndefined();
    const after = (await as(paul, 'GET', `${STAFF_ITEMS}?search=Tapirstaged`)).json<StaffItemSummary[]>();
    expect(after.map((row) => row.staged)).toEqual([null]);
    expect(approved.status).toBe('publish');
    expect(await residentsTitles(slug)).toEqual(['Tapirstaged FR']);
    expect(await auditOf(item)).toEqual([
      'create',
      'submit',
      'approve',
      'save staged change',
      'submit staged change',
      'reject staged change',
      'submit staged change',
      'approve staged change',
    ]);
  });

  it('drops a staged change on Discard, the live version untouched', async () => {
    const item = await act(await create('post', postBody('Okapilive', [])), 'publish');
    await put(item, postBody('Okapistaged', []));
    const discarded = await act(item, 'discard');
    expect(discarded.staged).toBeUndefined();
    expect(discarded.fr?.title).toBe('Okapilive FR');
    expect(await residentsTitles(item.fr!.slug!)).toEqual(['Okapilive FR']);
    expect((await auditOf(item)).at(-1)).toBe('discard staged change');
  });

  it('makes the staged content the draft when a live item with a staged change is unpublished', async () => {
    const item = await act(await create('post', postBody('Lemurlive', [])), 'publish');
    await put(item, postBody('Lemurstaged', []));
    const unpublished = await act(item, 'unpublish');
    expect(unpublished).toMatchObject({ status: 'draft', fr: { title: 'Lemurstaged FR' } });
    expect(unpublished.staged).toBeUndefined();
    expect(await residentsTitles(item.fr!.slug!)).toEqual([]);
    // A draft is edited in place: nothing is staged on it.
    expect((await put(item, postBody('Lemurdraft', []))).staged).toBeUndefined();
  });

  it('lets the scheduled publication put the live version out and leave the staged change staged', async () => {
    const item = await act(await create('post', postBody('Ibexlive', [])), 'schedule', paul, {
      at: '2040-01-01T09:00',
    });
    expect((await put(item, postBody('Ibexstaged', []))).actions).toEqual([
      'update',
      'discard',
      'publish',
      'schedule',
      'unpublish',
    ]);
    await app().db.query(
      "UPDATE posts SET publish_at = now() - interval '1 minute' WHERE translation_group = $1",
      [item.group],
    );
    await publishScheduled(app().db, 'post', item.group);
    const after = await get(item);
    expect(after).toMatchObject({
      status: 'publish',
      staged: { state: 'draft' },
      fr: { title: 'Ibexstaged FR' },
    });
    expect(await residentsTitles(item.fr!.slug!)).toEqual(['Ibexlive FR']);
  });

  it('keeps every saved version with who and when, newest first, the live one marked, paged', async () => {
    const item = await create('post', postBody('Alpacav1', [house.deutsch]), mehdi);
    await put(item, postBody('Alpacav2', [house.deutsch]), mehdi);
    const live = await act(item, 'publish', mehdi);
    await put(item, postBody('Alpacav3', [house.deutsch]), paul);
    let answer = await revisionsOf(item);
    expect(answer.headers['x-wp-total']).toBe('3');
    const [staged, saved, created] = answer.json<StaffRevisionSummary[]>();
    expect([staged?.kind, saved?.kind, created?.kind]).toEqual(['stage', 'save', 'create']);
    expect(staged).toMatchObject({ live: false, staged: true, author: { username: 'paul.durand' } });
    expect(saved).toMatchObject({ live: true, staged: false, author: { username: 'mehdi.benali' } });
    expect(saved?.author.display_name).not.toBe('');
    expect(created).toMatchObject({ live: false, staged: false });
    expect(staged?.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

    await act(item, 'update');
    answer = await revisionsOf(item, paul, '?per_page=2&page=1');
    expect(answer.headers['x-wp-totalpages']).toBe('2');
    expect(answer.json<StaffRevisionSummary[]>().map((revision) => [revision.kind, revision.live])).toEqual([
      ['update', true],
      ['stage', false],
    ]);

    // Restore = PUT the revision's content: on a live item it becomes the staged change.
    const first = (
      await as(paul, 'GET', `${urlOf(item)}/revisions/${String(created!.id)}`)
    ).json<StaffRevision>();
    expect(first.content.fr).toMatchObject({ title: 'Alpacav1 FR', content: '<p>Texte</p>' });
    const restored = await put(item, first.content);
    expect(restored).toMatchObject({ staged: { state: 'draft' }, fr: { title: 'Alpacav1 FR' } });
    expect(await residentsTitles(live.fr!.slug!)).toEqual(['Alpacav3 FR']);
  });

  it('records the content found before the first change to a sample item, signed and dated as it was', async () => {
    const [row] = await app().db.query<{ group: string; title: string }>(
      `SELECT translation_group AS "group", title FROM posts
       WHERE status = 'publish' AND language = 'fr' ORDER BY id LIMIT 1`,
    );
    const item = await get({ type: 'post', group: row!.group } as StaffItem);
    await put(item, { ...postBody('Sampleedit', item.houses), image: item.image });
    const revisions = (await revisionsOf(item)).json<StaffRevisionSummary[]>();
    expect(revisions.map((revision) => [revision.kind, revision.live, revision.staged])).toEqual([
      ['stage', false, true],
      ['original', true, false],
    ]);
    expect(revisions[1]?.date.slice(0, 16)).toBe(item.modified.slice(0, 16));
    const original = (
      await as(paul, 'GET', `${urlOf(item)}/revisions/${String(revisions[1]!.id)}`)
    ).json<StaffRevision>();
    expect(original.content.fr?.title).toBe(row!.title);
  });

  it('shows revisions to whoever may read the item, and no one else', async () => {
    const draft = await create('post', postBody('Revisionsprivate', [house.argentine]));
    expect((await as(chloe, 'GET', `${urlOf(draft)}/revisions`)).statusCode).toBe(404);
    expect((await as(alice, 'GET', `${urlOf(draft)}/revisions`)).statusCode).toBe(403);
    const [revision] = (await revisionsOf(draft)).json<StaffRevisionSummary[]>();
    expect((await as(chloe, 'GET', `${urlOf(draft)}/revisions/${String(revision!.id)}`)).statusCode).toBe(
      404,
    );
    // A revision of another item is not this item's.
    const other = await create('post', postBody('Revisionsother', []));
    expect((await as(paul, 'GET', `${urlOf(other)}/revisions/${String(revision!.id)}`)).statusCode).toBe(404);
  });
});
