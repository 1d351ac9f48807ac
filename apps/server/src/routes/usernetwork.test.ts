import type { RelationStatus } from '@campus/domain/relation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionApp, type SessionApp } from '../../test/signed-in-as.ts';
import { expectWpError } from '../../test/wp-error.ts';

/**
 * The contact relation of spec §4 and the rights of §6, through the API: 3 actors (the sender user_a, the
 * recipient user_b, a third person) × every action × every state. The expected table is written here, apart
 * from the rule under test (@campus/domain/relation).
 */
type State = RelationStatus | 'none';
type Actor = 'sender' | 'recipient' | 'third';
type Action = 'request' | 'accept' | 'refuse' | 'delete';

/** [HTTP status, the sender→recipient pair's state afterwards ('none', or status and who is user_a)]. */
type Outcome = [number, 'none' | `${RelationStatus} by ${'sender' | 'recipient'}`];

const EXPECTED: Record<State, Record<Actor, Record<Action, Outcome>>> = {
  none: {
    sender: {
      request: [201, 'requested by sender'],
      accept: [404, 'none'],
      refuse: [404, 'none'],
      delete: [404, 'none'],
    },
    recipient: {
      request: [201, 'requested by recipient'],
      accept: [404, 'none'],
      refuse: [404, 'none'],
      delete: [404, 'none'],
    },
    third: { request: [201, 'none'], accept: [404, 'none'], refuse: [404, 'none'], delete: [404, 'none'] },
  },
  requested: {
    sender: {
      request: [200, 'requested by sender'],
      accept: [403, 'requested by sender'],
      refuse: [403, 'requested by sender'],
      delete: [200, 'none'],
    },
    recipient: {
      request: [403, 'requested by sender'],
      accept: [200, 'accepted by sender'],
      refuse: [200, 'refused by sender'],
      delete: [403, 'requested by sender'],
    },
    third: {
      request: [201, 'requested by sender'],
      accept: [404, 'requested by sender'],
      refuse: [404, 'requested by sender'],
      delete: [404, 'requested by sender'],
    },
  },
  accepted: {
    sender: {
      request: [200, 'requested by sender'],
      accept: [403, 'accepted by sender'],
      refuse: [403, 'accepted by sender'],
      delete: [200, 'none'],
    },
    recipient: {
      request: [403, 'accepted by sender'],
      accept: [403, 'accepted by sender'],
      refuse: [200, 'refused by sender'],
      delete: [403, 'accepted by sender'],
    },
    third: {
      request: [201, 'accepted by sender'],
      accept: [404, 'accepted by sender'],
      refuse: [404, 'accepted by sender'],
      delete: [404, 'accepted by sender'],
    },
  },
  refused: {
    sender: {
      request: [200, 'requested by sender'],
      accept: [403, 'refused by sender'],
      refuse: [403, 'refused by sender'],
      delete: [200, 'none'],
    },
    recipient: {
      request: [403, 'refused by sender'],
      accept: [200, 'accepted by sender'],
      refuse: [403, 'refused by sender'],
      delete: [403, 'refused by sender'],
    },
    third: {
      request: [201, 'refused by sender'],
      accept: [404, 'refused by sender'],
      refuse: [404, 'refused by sender'],
      delete: [404, 'refused by sender'],
    },
  },
};

describe('contact relations: only the allowed transitions succeed (spec §4, §6)', () => {
  let session: SessionApp;
  const ids = {} as Record<Actor, number>;
  let cases = 0;

  beforeAll(async () => {
    session = await buildSessionApp();
    // Public people (everyone sees them) with no sample relation between them.
    ids.sender = await session.idOf('paul.durand');
    ids.recipient = await session.idOf('yuki.tanaka');
    ids.third = await session.idOf('ines.silva');
  });
  afterAll(async () => {
    console.info(`relation transitions: ${cases} cases`);
    await session.app.close();
  });

  /** Puts the pair in a state and returns the relation id (a removed one for 'none'). */
  async function setState(state: State): Promise<number> {
    const db = session.app.db;
    await db.query('DELETE FROM user_relations WHERE user_a = ANY($1::int[]) OR user_b = ANY($1::int[])', [
      Object.values(ids),
    ]);
    const [row] = await db.query<{ id: number }>(
      "INSERT INTO user_relations (user_a, user_b, relation_status) VALUES ($1, $2, 'requested') RETURNING id",
      [ids.sender, ids.recipient],
    );
    if (state === 'none') await db.query('DELETE FROM user_relations WHERE id = $1', [row!.id]);
    else await db.query('UPDATE user_relations SET relation_status = $2 WHERE id = $1', [row!.id, state]);
    return row!.id;
  }

  async function pairState(): Promise<Outcome[1]> {
    const [row] = await session.app.db.query<{ user_a: number; relation_status: RelationStatus }>(
      `SELECT user_a, relation_status FROM user_relations
       WHERE (user_a = $1 AND user_b = $2) OR (user_a = $2 AND user_b = $1)`,
      [ids.sender, ids.recipient],
    );
    if (row === undefined) return 'none';
    return `${row.relation_status} by ${row.user_a === ids.sender ? 'sender' : 'recipient'}`;
  }

  function act(actor: Actor, action: Action, relationId: number) {
    const as = (options: Parameters<SessionApp['as']>[1]) => session.as(ids[actor], options);
    switch (action) {
      case 'request': {
        // The body names the pair; whoever sends becomes user_a whatever it says (§4).
        const other = actor === 'recipient' ? ids.sender : ids.recipient;
        return as({
          method: 'POST',
          url: '/wp-json/wp/v2/usernetwork',
          payload: {
            status: 'publish',
            acf: { user_a: ids.sender, user_b: other, relation_status: 'requested' },
          },
        });
      }
      case 'accept':
      case 'refuse':
        return as({
          method: 'PUT',
          url: `/wp-json/acf/v3/usernetwork/${relationId}`,
          payload: { acf: { relation_status: action === 'accept' ? 'accepted' : 'refused' } },
        });
      case 'delete':
        return as({ method: 'DELETE', url: `/wp-json/wp/v2/usernetwork/${relationId}` });
    }
  }

  for (const [state, byActor] of Object.entries(EXPECTED) as [State, (typeof EXPECTED)[State]][]) {
    for (const [actor, byAction] of Object.entries(byActor) as [Actor, Record<Action, Outcome>][]) {
      for (const [action, [status, after]] of Object.entries(byAction) as [Action, Outcome][]) {
        it(`${state}: the ${actor} may${status >= 400 ? ' not' : ''} ${action} (${status}, then ${after})`, async () => {
          const relationId = await setState(state);
          const response = await act(actor, action, relationId);
          expect(response.statusCode, response.body).toBe(status);
          expect(await pairState()).toBe(after);
          // The third person's forged request body creates their own request to the recipient, as user_a.
          const forged = actor === 'third' && action === 'request';
          const [own] = await session.app.db.query<{ user_a: number; user_b: number }>(
            'SELECT user_a, user_b FROM user_relations WHERE user_a = $1 AND $2',
            [ids.third, forged],
          );
          expect(own).toEqual(forged ? { user_a: ids.third, user_b: ids.recipient } : undefined);
          cases += 1;
        });
      }
    }
  }

  it('two concurrent identical requests leave one relation', async () => {
    await setState('none');
    const request = () =>
      session.as(ids.sender, {
        method: 'POST',
        url: '/wp-json/wp/v2/usernetwork',
        payload: { acf: { user_a: ids.sender, user_b: ids.recipient, relation_status: 'requested' } },
      });
    const responses = await Promise.all([request(), request(), request()]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 201]);
    const rows = await session.app.db.query(
      'SELECT id FROM user_relations WHERE LEAST(user_a, user_b) = LEAST($1::int, $2::int) AND GREATEST(user_a, user_b) = GREATEST($1::int, $2::int)',
      [ids.sender, ids.recipient],
    );
    expect(rows).toHaveLength(1);
  });

  it('two people requesting each other at the same moment end with one relation', async () => {
    await setState('none');
    const responses = await Promise.all([
      session.as(ids.sender, {
        method: 'POST',
        url: '/wp-json/wp/v2/usernetwork',
        payload: { acf: { user_b: ids.recipient } },
      }),
      session.as(ids.recipient, {
        method: 'POST',
        url: '/wp-json/wp/v2/usernetwork',
        payload: { acf: { user_b: ids.sender } },
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 403]);
    expect(await pairState()).toMatch(/^requested by/);
  });

  it('refuses a request to someone the sender may not see as if they did not exist', async () => {
    const hidden = await session.idOf('mehdi.benali'); // private
    const response = await session.as(ids.sender, {
      method: 'POST',
      url: '/wp-json/wp/v2/usernetwork',
      payload: { acf: { user_b: hidden } },
    });
    expectWpError(response, 404, 'rest_user_invalid_id', 'Invalid user ID.');
  });

  it('lists the caller’s relations with the other party and the WordPress paging headers', async () => {
    await setState('requested');
    const response = await session.as(ids.recipient, {
      method: 'GET',
      url: '/wp-json/wp/v2/usernetwork?per_page=100',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe('1');
    expect(response.headers['x-wp-totalpages']).toBe('1');
    const [relation] = response.json<{ status: string; acf: object; other_user: { name: string } }[]>();
    expect(relation).toMatchObject({
      status: 'publish',
      acf: { user_a: ids.sender, user_b: ids.recipient, relation_status: 'requested' },
      other_user: { name: 'Paul Durand' },
    });
  });
});

describe('blocks (spec §6): withhold contact information both ways until unblocked', () => {
  let session: SessionApp;
  let alice: number;
  let lucas: number;
  beforeAll(async () => {
    session = await buildSessionApp();
    alice = await session.idOf('alice.martin');
    lucas = await session.idOf('lucas.bernard');
  });
  afterAll(() => session.app.close());

  const lucasAsSeenBy = async (viewer: number, subject: number) =>
    (await session.as(viewer, { method: 'GET', url: `/wp-json/wp/v2/users/${subject}` })).json<{
      email: string;
      name: string;
      acf: { mobilephone: string | null };
    }>();

  it('blocking hides e-mail and mobile both ways, forbids requests, and unblocking restores them', async () => {
    expect((await lucasAsSeenBy(alice, lucas)).acf.mobilephone).toBe('+33 7 12 34 56 78');
    const block = await session.as(alice, {
      method: 'POST',
      url: '/wp-json/portal/v1/blocks',
      payload: { user_id: lucas },
    });
    expect(block.statusCode).toBe(201);
    expect((await session.as(alice, { method: 'GET', url: '/wp-json/portal/v1/blocks' })).json()).toEqual([
      { user_id: lucas },
    ]);

    const blocked = await lucasAsSeenBy(alice, lucas);
    expect(blocked).toMatchObject({ name: 'Lucas Bernard', email: '', acf: { mobilephone: null } });
    expect((await lucasAsSeenBy(lucas, alice)).email).toBe('');
    const request = await session.as(lucas, {
      method: 'POST',
      url: '/wp-json/wp/v2/usernetwork',
      payload: { acf: { user_b: alice } },
    });
    expect(request.statusCode).toBe(403);

    const unblock = await session.as(alice, { method: 'DELETE', url: `/wp-json/portal/v1/blocks/${lucas}` });
    expect(unblock.statusCode).toBe(200);
    expect((await lucasAsSeenBy(alice, lucas)).acf.mobilephone).toBe('+33 7 12 34 56 78');
    expect((await lucasAsSeenBy(lucas, alice)).email).toBe('alice.martin@campus.example');
  });

  it('cannot block someone the caller may not see, nor unblock someone not blocked', async () => {
    const hidden = await session.idOf('mehdi.benali');
    expect(
      (
        await session.as(alice, {
          method: 'POST',
          url: '/wp-json/portal/v1/blocks',
          payload: { user_id: hidden },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await session.as(alice, { method: 'DELETE', url: `/wp-json/portal/v1/blocks/${hidden}` })).statusCode,
    ).toBe(404);
  });
});
