import type { Post } from '@campus/domain/content';
import type { StaffItem, StaffItemBody } from '@campus/domain/staff';
import type { StaffAutosave } from '@campus/domain/staff-autosave';
import { describe, expect, it } from 'vitest';
import type { SignedInCaller } from '../../test/signed-in-caller.ts';
import { STAFF_ITEMS, itemTranslation, postBody, staffSuite } from '../../test/staff-fixtures.ts';

/**
 * Autosave (issue #33: "drafts saved on their own a few seconds after typing stops, and restored after a
 * crash or a closed tab"; ADR 034): one slot per item and person, overwritten, read back by its author only,
 * never a revision, never what residents see, never a change of status; a save or an action empties it.
 */

describe('staff items: autosave slots (issue #33)', () => {
  const { app, as, call, paul, chloe, mehdi, alice, house } = staffSuite();
  const urlOf = (item: StaffItem) => `${STAFF_ITEMS}/${item.type}/${encodeURIComponent(item.group)}`;
  const autosaveUrl = (item: StaffItem) => `${urlOf(item)}/autosave`;

  async function create(body: StaffItemBody, caller = paul): Promise<StaffItem> {
    const answer = await call(caller, 'POST /portal/v1/staff/items/{type}', {
      params: { type: 'post' },
      body,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<StaffItem>();
  }
  async function autosave(item: StaffItem, body: object, caller = paul): Promise<StaffAutosave> {
    const answer = await as(caller, 'PUT', autosaveUrl(item), body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<StaffAutosave>();
  }
  /** What `caller` is answered on reading, writing and emptying the item's slot. */
  async function expectEveryMethod(caller: SignedInCaller, item: StaffItem, status: number) {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const answer = await as(
        caller,
        method,
        autosaveUrl(item),
        method === 'PUT' ? postBody('X', []) : undefined,
      );
      expect(answer.statusCode, `${method}: ${answer.body}`).toBe(status);
    }
  }
  const revisionCount = async (item: StaffItem) =>
    Number((await as(paul, 'GET', `${urlOf(item)}/revisions`)).headers['x-wp-total']);
  const auditCount = async (item: StaffItem) =>
    (
      await app().db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM audit_log WHERE target_type = $1 AND target = $2',
        [item.type, item.group],
      )
    )[0]?.count;

  it('keeps one slot per person, overwritten, without a revision, an audit entry or a change residents see', async () => {
    const item = await create(postBody('Pangolinlive', []));
    const published = (
      await as(paul, 'POST', `${urlOf(item)}/transitions`, { action: 'publish' })
    ).json<StaffItem>();
    const slug = published.fr!.slug!;
    const revisions = await revisionCount(item);
    const audits = await auditCount(item);
    expect((await as(paul, 'GET', autosaveUrl(item))).statusCode).toBe(404);

    const first = await autosave(item, postBody('Pangolintyped', []));
    expect(first.content.fr?.title).toBe('Pangolintyped FR');
    expect(first.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const second = await autosave(item, postBody('Pangolinretyped', []));
    const read = await as(paul, 'GET', autosaveUrl(item));
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.json<StaffAutosave>()).toEqual(second);
    const rows = await app().db.query('SELECT 1 FROM staff_item_autosaves WHERE item_group = $1', [
      item.group,
    ]);
    expect(rows).toHaveLength(1);

    expect(await revisionCount(item)).toBe(revisions);
    expect(await auditCount(item)).toBe(audits);
    const staffView = (await as(paul, 'GET', urlOf(item))).json<StaffItem>();
    expect(staffView).toMatchObject({ status: 'publish', fr: { title: 'Pangolinlive FR' } });
    expect(staffView.staged).toBeUndefined();
    const residents = await as(alice, 'GET', `/wp-json/wp/v2/posts?wpml_language=fr&slug=${slug}`);
    expect(residents.json<Post[]>().map((post) => post.title.rendered)).toEqual(['Pangolinlive FR']);
  });

  it('keeps an incomplete draft a save would refuse, its HTML sanitised to the allow-list', async () => {
    const item = await create(postBody('Tapirdraft', []));
    // No language at all, and a script: a save refuses the first and strips the second.
    const empty = await as(paul, 'PUT', urlOf(item), { houses: [], image: null });
    expect(empty.statusCode).toBe(400);
    expect((await autosave(item, { houses: [], image: null })).content).toEqual({ houses: [], image: null });
    const kept = await autosave(item, {
      houses: [],
      image: null,
      fr: itemTranslation('', '<p>Début<script>alert(1)</script></p>'),
    });
    expect(kept.content.fr).toEqual({ title: '', content: '<p>Début</p>', faq: [] });
    // The schema of a save still applies.
    const malformed = await as(paul, 'PUT', autosaveUrl(item), { houses: 'all', image: null });
    expect(malformed.statusCode).toBe(400);
    const unsafeLink = await as(paul, 'PUT', autosaveUrl(item), {
      houses: [],
      image: null,
      en: {
        ...itemTranslation('Tapir'),
        locations: [{ name: 'Hall', url: 'javascript:alert(1)', place: '' }],
      },
    });
    expect(unsafeLink.statusCode).toBe(400);
    // Nothing of it reached the item.
    const saved = (await as(paul, 'GET', urlOf(item))).json<StaffItem>();
    expect(saved.fr?.title).toBe('Tapirdraft FR');
  });

  it('shows each person only their own slot', async () => {
    const item = await create(postBody('Okapishared', [house.deutsch]));
    await autosave(item, postBody('Okapipaul', [house.deutsch]));
    expect((await as(mehdi, 'GET', autosaveUrl(item))).statusCode).toBe(404);
    await autosave(item, postBody('Okapimehdi', [house.deutsch]), mehdi);
    expect((await as(paul, 'GET', autosaveUrl(item))).json<StaffAutosave>().content.fr?.title).toBe(
      'Okapipaul FR',
    );
    expect((await as(mehdi, 'GET', autosaveUrl(item))).json<StaffAutosave>().content.fr?.title).toBe(
      'Okapimehdi FR',
    );
    // Discarding one's own leaves the other's.
    expect((await as(mehdi, 'DELETE', autosaveUrl(item))).statusCode).toBe(204);
    expect((await as(mehdi, 'GET', autosaveUrl(item))).statusCode).toBe(404);
    expect((await as(mehdi, 'DELETE', autosaveUrl(item))).statusCode).toBe(204);
    expect((await as(paul, 'GET', autosaveUrl(item))).statusCode).toBe(200);
  });

  it('is for those who may edit the item only', async () => {
    const item = await create(postBody('Axolotlbresil', [house.bresil]));
    // Mehdi edits Deutsch only: a draft of Brésil is not even shown to him.
    await expectEveryMethod(mehdi, item, 404);
    // Published, he may read it but not edit it.
    await as(paul, 'POST', `${urlOf(item)}/transitions`, { action: 'publish' });
    await expectEveryMethod(mehdi, item, 403);
    const residents = await as(alice, 'PUT', autosaveUrl(item), postBody('X', []));
    expect(residents.statusCode).toBe(403);
    // Chloé, editor of Brésil, may.
    await autosave(item, postBody('Axolotlchloe', [house.bresil]), chloe);
  });

  it('is emptied for its author by a save or an action on the item, not for anyone else', async () => {
    const item = await create(postBody('Capybarasave', [house.deutsch]));
    await autosave(item, postBody('Capybaratyped', [house.deutsch]));
    await autosave(item, postBody('Capybaramehdi', [house.deutsch]), mehdi);
    expect((await as(paul, 'PUT', urlOf(item), postBody('Capybarasaved', [house.deutsch]))).statusCode).toBe(
      200,
    );
    expect((await as(paul, 'GET', autosaveUrl(item))).statusCode).toBe(404);
    expect((await as(mehdi, 'GET', autosaveUrl(item))).statusCode).toBe(200);

    await autosave(item, postBody('Capybaraagain', [house.deutsch]));
    const action = await as(paul, 'POST', `${urlOf(item)}/transitions`, { action: 'publish' });
    expect(action.statusCode, action.body).toBe(200);
    expect((await as(paul, 'GET', autosaveUrl(item))).statusCode).toBe(404);
    expect((await as(mehdi, 'GET', autosaveUrl(item))).statusCode).toBe(200);
  });

  it('answers 404 for an item that does not exist', async () => {
    const answer = await as(paul, 'PUT', `${STAFF_ITEMS}/post/news:nowhere/autosave`, postBody('X', []));
    expect(answer.statusCode).toBe(404);
  });
});
