import type { Post } from '@campus/domain/content';
import type {
  StaffAction,
  StaffItem,
  StaffItemBody,
  StaffItemSummary,
  StaffTransitionBody,
} from '@campus/domain/staff';
import { describe, expect, it } from 'vitest';
import { STAFF_ITEMS, eventBody, itemTranslation, postBody, staffSuite } from '../../test/staff-fixtures.ts';

describe('staff items: news and events through their lifecycle (issue #18)', () => {
  const { app, as, call, paul, chloe, mehdi, alice, house } = staffSuite();

  async function create(type: 'post' | 'event', body: StaffItemBody, caller = paul): Promise<StaffItem> {
    const answer = await call(caller, 'POST /portal/v1/staff/items/{type}', { params: { type }, body });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<StaffItem>();
  }
  const transition = (
    { type, group }: StaffItem,
    action: StaffAction,
    caller = paul,
    extra: Omit<StaffTransitionBody, 'action'> = {},
  ) =>
    call(caller, 'POST /portal/v1/staff/items/{type}/{group}/transitions', {
      params: { type, group },
      body: { action, ...extra },
    });

  it('creates a draft group with slugs from the titles, unique per language, and sanitised HTML', async () => {
    const body = {
      ...postBody('Fête de la musique', [house.bresil]),
      fr: itemTranslation('Fête de la musique', '<p onclick="x()">Salut</p><script>alert(1)</script>'),
    };
    const first = await create('post', body);
    const second = await create('post', body);
    expect(first.status).toBe('draft');
    expect(first.fr).toMatchObject({ slug: 'fete-de-la-musique', content: '<p>Salut</p>' });
    expect(first.en?.slug).toBe('fete-de-la-musique-en');
    expect(second.fr?.slug).toBe('fete-de-la-musique-2');
    expect(first.author.username).toBe('paul.durand');
    expect(first.ids.fr).toBeTypeOf('number');
    const [stored] = await app().db.query<{ content: string }>('SELECT content FROM posts WHERE id = $1', [
      first.ids.fr,
    ]);
    expect(stored!.content).toBe('<p>Salut</p>');
  });

  it('never shows a draft, pending or scheduled item to residents, on any resident endpoint', async () => {
    const houses = [house.argentine];
    const items = [
      await create('post', postBody('Zorglubdraft news', houses)),
      await create('post', postBody('Zorglubpending news', houses)),
      await create('post', postBody('Zorglubfuture news', houses)),
      await create('event', eventBody('Zorglubdraft event', houses)),
      await create('event', eventBody('Zorglubpending event', houses)),
      await create('event', eventBody('Zorglubfuture event', houses)),
    ];
    // In review: a campus editor publishes what they write, so the state is set as a house editor's
    // submission would leave it.
    for (const item of items.filter((_, index) => index % 3 === 1)) {
      await app().db.query(
        `UPDATE ${item.type === 'post' ? 'posts' : 'events'} SET status = 'pending' WHERE translation_group = $1`,
        [item.group],
      );
    }
    for (const item of items.filter((_, index) => index % 3 === 2)) {
      expect((await transition(item, 'schedule', paul, { at: '2040-01-01T09:00' })).statusCode).toBe(200);
    }
    const hidden = async () => {
      const bodies: string[] = [];
      const get = async (url: string, status = 200) => {
        const answer = await as(alice, 'GET', `/wp-json${url}`);
        expect(answer.statusCode, url).toBe(status);
        bodies.push(answer.body);
        return answer;
      };
      for (const language of ['fr', 'en']) {
        await get(`/wp/v2/posts?wpml_language=${language}&per_page=100`);
        await get(`/wp/v2/posts?wpml_language=${language}&tax-house=${String(house.argentine)}&per_page=100`);
        await get(`/wp/v2/event?wpml_language=${language}&per_page=100`);
        await get(`/wp/v2/event?wpml_language=${language}&tax-house=${String(house.argentine)}&per_page=100`);
        for (const type of ['post', 'event']) {
          await get(
            `/wp/v2/search?search=zorglub&type=post&subtype=${type}&_embed=1&wpml_language=${language}`,
          );
        }
      }
      await get('/wp/v2/search?search=zorglub&_embed=1');
      for (const item of items) {
        for (const language of ['fr', 'en'] as const) {
          const slug = item[language]!.slug!;
          await get(
            `/wp/v2/${item.type === 'post' ? 'posts' : 'event'}?slug=${slug}&wpml_language=${language}`,
          );
          if (item.type === 'event') {
            await get(`/portal/v1/event-calendar/${String(item.ids[language])}`, 404);
          }
        }
      }
      const feed = await as(alice, 'POST', '/wp-json/portal/v1/calendar-feed');
      if (feed.statusCode === 201) {
        const { url } = feed.json<{ url: string }>();
        const calendar = await app().inject({ method: 'GET', url: new URL(url).pathname });
        bodies.push(calendar.body);
      }
      return bodies.join('\n').toLowerCase();
    };
    expect(await hidden()).not.toContain('zorglub');

    // The control: once published, the same endpoints show it.
    expect((await transition(items[0]!, 'publish')).statusCode).toBe(200);
    const list = await as(alice, 'GET', `/wp-json/wp/v2/posts?wpml_language=fr&slug=${items[0]!.fr!.slug!}`);
    expect(list.json<Post[]>().map((post) => post.title.rendered)).toEqual(['Zorglubdraft news FR']);
    const search = await as(alice, 'GET', '/wp-json/wp/v2/search?search=zorglub&wpml_language=fr');
    expect(search.body).toContain('Zorglubdraft news FR');
  });

  it('sends a house editor’s item to review when the house requires it, and lets the campus editor approve', async () => {
    const item = await create('post', postBody('Soirée brésilienne', [house.bresil]), chloe);
    expect(item.can).toEqual({ edit: true, approve: false, publish: false });
    expect(item.actions).toEqual(['submit']);
    expect((await transition(item, 'publish', chloe)).statusCode).toBe(403);
    const submitted = await transition(item, 'submit', chloe);
    expect(submitted.json<StaffItem>()).toMatchObject({ status: 'pending', actions: [] });
    // The reviewer is offered the decision, not a second way to publish.
    const inReview = await as(paul, 'GET', `${STAFF_ITEMS}/post/${encodeURIComponent(item.group)}`);
    expect(inReview.json<StaffItem>().actions).toEqual(['approve', 'reject']);
    expect((await transition(item, 'publish', paul)).statusCode).toBe(409);
    const rejected = await transition(item, 'reject', paul, { note: 'Ajoutez l’heure.' });
    expect(rejected.json<StaffItem>()).toMatchObject({ status: 'draft', review_note: 'Ajoutez l’heure.' });
    await transition(item, 'submit', chloe);
    const approved = await transition(item, 'approve', paul);
    expect(approved.json<StaffItem>().status).toBe('publish');
    const audit = await app().db.query<{ action: string; actor: string }>(
      "SELECT action, actor FROM audit_log WHERE target_type = 'post' AND target = $1 ORDER BY id",
      [item.group],
    );
    expect(audit).toEqual([
      { action: 'create', actor: 'chloe.moreau' },
      { action: 'submit', actor: 'chloe.moreau' },
      { action: 'reject', actor: 'paul.durand' },
      { action: 'submit', actor: 'chloe.moreau' },
      { action: 'approve', actor: 'paul.durand' },
    ]);
    // Edited again by an editor who may not publish it: the live version stays, the change is staged for
    // her to submit (issue #33; staff-staged-changes.test.ts follows it through).
    const edited = await as(chloe, 'PUT', `${STAFF_ITEMS}/post/${encodeURIComponent(item.group)}`, {
      ...postBody('Soirée brésilienne (horaires)', [house.bresil]),
    });
    expect(edited.json<StaffItem>()).toMatchObject({
      status: 'publish',
      staged: { state: 'draft' },
      actions: ['submit', 'discard', 'unpublish'],
    });
  });

  it('lets a house editor of a house without review publish directly', async () => {
    const item = await create('event', eventBody('Ciné-club', [house.deutsch]), mehdi);
    expect(item.can).toEqual({ edit: true, approve: false, publish: true });
    // Publish and Schedule from the first save; never to review, which no one would need to approve.
    expect(item.actions).toEqual(['publish', 'schedule']);
    expect((await transition(item, 'submit', mehdi)).statusCode).toBe(403);
    const published = await transition(item, 'publish', mehdi);
    expect(published.json<StaffItem>()).toMatchObject({ status: 'publish', actions: ['unpublish'] });
    expect((await transition(item, 'publish', mehdi)).statusCode).toBe(409);
  });

  it('publishes a scheduled item by its queued job once its time has come, and only then', async () => {
    const item = await create('post', postBody('Annonce programmée', []));
    const scheduled = await transition(item, 'schedule', paul, { at: '2040-01-01T09:00' });
    expect(scheduled.json<StaffItem>()).toMatchObject({ status: 'future', publish_at: '2040-01-01T09:00' });
    expect((await transition(item, 'schedule', paul, { at: '2001-01-01T09:00' })).statusCode).toBe(400);
    // The time comes (moved into the past here rather than waiting): the job publishes it.
    await app().db.query(
      "UPDATE posts SET publish_at = now() - interval '1 minute' WHERE translation_group = $1",
      [item.group],
    );
    const { publishScheduled } = await import('../services/staff/staff-items.ts');
    await publishScheduled(app().db, 'post', item.group);
    await publishScheduled(app().db, 'post', item.group);
    const after = await as(paul, 'GET', `${STAFF_ITEMS}/post/${encodeURIComponent(item.group)}`);
    expect(after.json<StaffItem>().status).toBe('publish');
  });

  it('lists groups with filters and paging headers', async () => {
    await create('post', postBody('Quokka filtre', [house.deutsch]));
    const answer = await as(
      paul,
      'GET',
      `${STAFF_ITEMS}?search=quokka&type=post&status=draft&house=${String(house.deutsch)}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-wp-total']).toBe('1');
    expect(answer.json<StaffItemSummary[]>()[0]).toMatchObject({
      type: 'post',
      status: 'draft',
      houses: [house.deutsch],
      title: { fr: 'Quokka filtre FR', en: 'Quokka filtre EN' },
      can: { edit: true, approve: true, publish: true },
    });
    // Another house's draft is not shown to a house editor; once published, it is, read-only.
    const asHouseEditor = await as(chloe, 'GET', `${STAFF_ITEMS}?search=quokka`);
    expect(asHouseEditor.headers['x-wp-total']).toBe('0');
    const [summary] = answer.json<StaffItemSummary[]>();
    await as(paul, 'POST', `${STAFF_ITEMS}/post/${encodeURIComponent(summary!.group)}/transitions`, {
      action: 'publish',
    });
    const published = await as(chloe, 'GET', `${STAFF_ITEMS}?search=quokka`);
    expect(published.json<StaffItemSummary[]>().map((item) => [item.status, item.can.edit])).toEqual([
      ['publish', false],
    ]);
    const refused = await as(chloe, 'PUT', `${STAFF_ITEMS}/post/${encodeURIComponent(summary!.group)}`, {
      ...postBody('Quokka filtre', [house.deutsch]),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('shows an item sent back from review as rejected, with its note, apart from drafts (issue #33)', async () => {
    const item = await create('post', postBody('Wombat renvoyé', [house.bresil]), chloe);
    await transition(item, 'submit', chloe);
    await transition(item, 'reject', paul, { note: 'Il manque la date.' });
    const rejected = await as(chloe, 'GET', `${STAFF_ITEMS}?search=wombat&status=rejected`);
    expect(rejected.json<StaffItemSummary[]>().map((row) => [row.status, row.review_note])).toEqual([
      ['draft', 'Il manque la date.'],
    ]);
    const drafts = await as(chloe, 'GET', `${STAFF_ITEMS}?search=wombat&status=draft`);
    expect(drafts.headers['x-wp-total']).toBe('0');
    // Sent to review again, the note is gone with the rejection.
    await transition(item, 'submit', chloe);
    const pending = await as(chloe, 'GET', `${STAFF_ITEMS}?search=wombat`);
    expect(pending.json<StaffItemSummary[]>().map((row) => [row.status, row.review_note])).toEqual([
      ['pending', ''],
    ]);
  });

  it('lists only the items the caller may change when asked, never a campus item for a house editor (issue #33)', async () => {
    const all = await as(chloe, 'GET', `${STAFF_ITEMS}?per_page=100`);
    const editable = await as(chloe, 'GET', `${STAFF_ITEMS}?per_page=100&editable=true`);
    const rows = editable.json<StaffItemSummary[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.can.edit && row.houses.length > 0)).toBe(true);
    expect(all.json<StaffItemSummary[]>().some((row) => !row.can.edit)).toBe(true);
    expect(all.json<StaffItemSummary[]>().filter((row) => row.can.edit)).toEqual(rows);
    // A campus editor may change everything: the same list either way.
    const campus = await as(paul, 'GET', `${STAFF_ITEMS}?per_page=20`);
    const campusEditable = await as(paul, 'GET', `${STAFF_ITEMS}?per_page=20&editable=true`);
    expect(campusEditable.headers['x-wp-total']).toBe(campus.headers['x-wp-total']);
  });

  it('gives every sample item its author and no modification date still to come (issue #33)', async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    for (const type of ['post', 'event'] as const) {
      const answer = await as(paul, 'GET', `${STAFF_ITEMS}?type=${type}&per_page=100`);
      const rows = answer.json<StaffItemSummary[]>();
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.filter((row) => row.author.username === '')).toEqual([]);
      expect(rows.filter((row) => row.modified.slice(0, 10) > today)).toEqual([]);
    }
  });

  it('explains a refused field in the editor’s own language, under WordPress’s message (issue #33)', async () => {
    const backwards = { ...eventBody('À rebours', [house.bresil]), end: '2031-05-04T17:00' };
    const french = await as(chloe, 'POST', `${STAFF_ITEMS}/event`, backwards);
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): end',
      data: { status: 400, params: { end: 'Un événement ne peut pas finir avant d’avoir commencé.' } },
    });
    const english = await as(paul, 'POST', `${STAFF_ITEMS}/event`, backwards);
    expect(english.json<{ data: { params: object } }>().data.params).toEqual({
      end: 'An event cannot end before it starts.',
    });
  });

  it('refuses a text whose image is still a data: address, naming the field, and stores nothing (issue #33)', async () => {
    const pasted = '<p>Plan</p><img src="data:image/png;base64,iVBORw0KGgo=" alt="Plan du hall">';
    const before = await as(paul, 'GET', `${STAFF_ITEMS}?per_page=1`);
    const body = postBody('Image en route', []);
    const refused = await as(chloe, 'POST', `${STAFF_ITEMS}/post`, {
      ...body,
      houses: [house.bresil],
      en: { ...body.en!, content: pasted },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): en.content',
      data: {
        status: 400,
        params: {
          'en.content':
            'Une image de ce texte est encore en cours d’envoi : enregistrez à nouveau quand elle s’affiche, ou retirez-la.',
        },
      },
    });
    const practical = await as(paul, 'POST', `${STAFF_ITEMS}/event`, {
      ...eventBody('Pratique', []),
      fr: { ...body.fr!, practical: pasted },
    });
    expect(practical.json<{ data: { params: object } }>().data.params).toEqual({
      'fr.practical':
        'An image in this text is still being uploaded: save again once it shows, or remove it.',
    });
    const after = await as(paul, 'GET', `${STAFF_ITEMS}?per_page=1`);
    expect(after.headers['x-wp-total']).toBe(before.headers['x-wp-total']);
  });

  it('refuses an event without its dates and an unknown house', async () => {
    const noDates = await as(paul, 'POST', `${STAFF_ITEMS}/event`, postBody('Sans date', []));
    expect(noDates.statusCode).toBe(400);
    const unknownHouse = await as(paul, 'POST', `${STAFF_ITEMS}/post`, postBody('Nulle part', [987654]));
    expect(unknownHouse.statusCode).toBe(400);
  });

  it('refuses a house named twice with a 400 naming houses, on create and on edit, and keeps the item (issue #27)', async () => {
    const countItems = async () =>
      (await app().db.query<{ count: number }>('SELECT count(*)::int AS count FROM posts'))[0]?.count;
    const before = await countItems();
    const created = await as(
      paul,
      'POST',
      `${STAFF_ITEMS}/post`,
      postBody('Deux fois', [house.bresil, house.bresil]),
    );
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { houses: 'must not name the same item twice' } },
    });
    expect(await countItems()).toBe(before);

    const item = await create('post', postBody('Une fois', [house.deutsch]), mehdi);
    const edited = await as(mehdi, 'PUT', `${STAFF_ITEMS}/post/${encodeURIComponent(item.group)}`, {
      ...postBody('Une fois', [house.deutsch, house.deutsch]),
    });
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { houses: 'must not name the same item twice' } },
    });
    const kept = await as(mehdi, 'GET', `${STAFF_ITEMS}/post/${encodeURIComponent(item.group)}`);
    expect(kept.json<StaffItem>().houses).toEqual([house.deutsch]);
  });

  it('refuses a location link outside the §5 schemes, and markup in a title or a question, naming the field (issue #27)', async () => {
    const countEvents = async () =>
      (await app().db.query<{ count: number }>('SELECT count(*)::int AS count FROM events'))[0]?.count;
    const before = await countEvents();
    const withEnglish = (english: object) => {
      const body = eventBody('Concert', [house.bresil]);
      return { ...body, en: { ...body.en!, ...english } };
    };
    const refusals: [object, string][] = [
      [{ locations: [{ name: 'Salle', url: 'javascript:alert(1)', place: '' }] }, 'en[locations][0][url]'],
      [{ locations: [{ name: 'Salle', url: ' JavaScript:alert(1)', place: '' }] }, 'en[locations][0][url]'],
      [{ locations: [{ name: 'Salle', url: 'data:text/html,x', place: '' }] }, 'en[locations][0][url]'],
      [{ title: '<img src=x onerror=alert(1)>' }, 'en[title]'],
      [
        { faq: [{ faq_ask: 'Où ? <script>alert(1)</script>', faq_answer: '<p>Ici</p>' }] },
        'en[faq][0][faq_ask]',
      ],
    ];
    for (const [english, field] of refusals) {
      const answer = await as(paul, 'POST', `${STAFF_ITEMS}/event`, withEnglish(english));
      expect(answer.statusCode, JSON.stringify(english)).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'rest_invalid_param',
        data: { status: 400, params: { en: `${field} has an invalid format` } },
      });
    }
    expect(await countEvents()).toBe(before);

    // Links of the allowed schemes, portal paths, and text with an ampersand are kept as written.
    const locations = [
      { name: 'Plan', url: 'https://www.openstreetmap.org/?mlat=48.82&mlon=2.34', place: '' },
      { name: 'Accueil', url: 'tel:+33144160000', place: '' },
      { name: 'Carte', url: '/pages/map', place: '' },
      { name: 'Sans lien', url: '', place: '' },
    ];
    const created = await create(
      'event',
      withEnglish({ title: 'Tom & Jerry', locations, faq: [{ faq_ask: 'Q & A?', faq_answer: '<p>A</p>' }] }),
    );
    expect(created.en).toMatchObject({ title: 'Tom & Jerry', locations, faq: [{ faq_ask: 'Q & A?' }] });
  });
});
