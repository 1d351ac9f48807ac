import { STAFF_PATH, type StaffItem, type StaffItemBody } from '@campus/domain/staff';
import type { StaffPreview, StaffPreviewLink } from '@campus/domain/staff-preview';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';

/**
 * Signed preview links (issue #33): "a signed preview link a colleague with a staff role can open". The
 * server signs (type, group, the saved version) for 7 days; a campus or house editor opens it and reads the
 * item's current saved content in both languages; a resident is refused; a forged or expired link is not
 * opened.
 */

const ITEMS = `${STAFF_PATH}/items`;
const DAY_MS = 86_400_000;
const START = Date.parse('2026-11-26T10:00:00Z');

const draft = (title: string, houses: number[]): StaffItemBody => ({
  houses,
  fr: { title: `${title} FR`, content: '<p>Texte</p>', excerpt: '<p>Résumé</p>', faq: [] },
  en: { title: `${title} EN`, content: '<p>Text</p>', excerpt: '<p>Summary</p>', faq: [] },
  image: null,
});

describe('staff preview links (issue #33)', () => {
  let app: FastifyInstance;
  let now = START;
  let bresil: number;
  const logLines: string[] = [];
  const as = async (username: string): Promise<SignedInCaller> => signedInCaller(app, username);
  const create = async (by: SignedInCaller, body: StaffItemBody) =>
    (
      await app.inject({ method: 'POST', url: `${ITEMS}/post`, headers: by.headers, payload: body })
    ).json<StaffItem>();
  const share = (by: SignedInCaller, item: StaffItem) =>
    app.inject({
      method: 'POST',
      url: `${ITEMS}/post/${encodeURIComponent(item.group)}/preview-link`,
      headers: by.headers,
    });
  const tokenOf = (link: StaffPreviewLink) => link.url.split('/staff/preview/')[1]!;
  const open = (by: SignedInCaller, token: string) =>
    app.inject({ method: 'GET', url: `${STAFF_PATH}/preview/${token}`, headers: by.headers });

  beforeAll(async () => {
    app = await buildTestApp(
      { LOG_LEVEL: 'debug' },
      { clock: () => now, logStream: { write: (line) => logLines.push(line) } },
    );
    const [house] = await app.db.query<{ id: number }>(
      "SELECT id FROM houses WHERE slug = 'maison-du-bresil'",
    );
    bresil = house!.id;
  });
  afterAll(() => app.close());

  it('signs a link valid for 7 days that a colleague with an editor role opens to read the draft in both languages', async () => {
    now = START;
    const paul = await as('paul.durand');
    const item = await create(paul, draft('Aperçu partagé', [bresil]));
    const answer = await share(paul, item);
    expect(answer.statusCode, answer.body).toBe(201);
    const link = answer.json<StaffPreviewLink>();
    expect(link.url).toMatch(/^http:\/\/localhost:8080\/staff\/preview\/[\w-]+~[\w-]{43}$/);
    expect(link.expires).toBe(new Date(START + 7 * DAY_MS).toISOString());

    const opened = await open(await as('chloe.moreau'), tokenOf(link));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    const preview = opened.json<StaffPreview>();
    expect(preview).toMatchObject({
      type: 'post',
      group: item.group,
      status: 'draft',
      houses: [{ id: bresil, name: 'Maison du Brésil' }],
      fr: { title: 'Aperçu partagé FR', excerpt: '<p>Résumé</p>' },
      en: { title: 'Aperçu partagé EN', excerpt: '<p>Summary</p>' },
      changed_since_shared: false,
      shared_by: { display_name: 'Paul Durand' },
      expires: link.expires,
    });
  });

  it('answers the current saved content, saying it changed since the link was shared', async () => {
    now = START;
    const paul = await as('paul.durand');
    const item = await create(paul, draft('Avant', [bresil]));
    const token = tokenOf((await share(paul, item)).json<StaffPreviewLink>());
    now = START + 60_000;
    const saved = await app.inject({
      method: 'PUT',
      url: `${ITEMS}/post/${encodeURIComponent(item.group)}`,
      headers: paul.headers,
      payload: draft('Après', [bresil]),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const preview = (await open(paul, token)).json<StaffPreview>();
    expect(preview.fr?.title).toBe('Après FR');
    expect(preview.changed_since_shared).toBe(true);
  });

  it('shows the change staged on a live item, not the live version residents see', async () => {
    now = START;
    const paul = await as('paul.durand');
    const item = await create(paul, draft('En ligne', [bresil]));
    const url = `${ITEMS}/post/${encodeURIComponent(item.group)}`;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${url}/transitions`,
          headers: paul.headers,
          payload: { action: 'publish' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url,
          headers: paul.headers,
          payload: draft('Modification', [bresil]),
        })
      ).statusCode,
    ).toBe(200);
    const token = tokenOf((await share(paul, item)).json<StaffPreviewLink>());
    const preview = (await open(await as('chloe.moreau'), token)).json<StaffPreview>();
    expect(preview).toMatchObject({ status: 'publish', staged: 'draft', en: { title: 'Modification EN' } });
  });

  it('does not open a link after its 7 days, nor one whose signature or item was changed', async () => {
    now = START;
    const paul = await as('paul.durand');
    const item = await create(paul, draft('Expire', [bresil]));
    const token = tokenOf((await share(paul, item)).json<StaffPreviewLink>());

    now = START + 7 * DAY_MS - 1;
    expect((await open(await as('paul.durand'), token)).statusCode).toBe(200);
    now = START + 7 * DAY_MS;
    const expired = await open(await as('paul.durand'), token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ code: 'rest_preview_link_expired' });

    now = START;
    const reader = await as('paul.durand');
    const [payload, signature] = token.split('~') as [string, string];
    // The same claims for another row: the signature no longer matches.
    const bytes = Buffer.from(payload, 'base64url');
    bytes.writeUInt32BE(bytes.readUInt32BE(2) + 1, 2);
    const otherItem = bytes.toString('base64url');
    const lastCharacter = signature.endsWith('A') ? 'B' : 'A';
    for (const forged of [
      `${otherItem}~${signature}`,
      `${payload}~${signature.slice(0, -1)}${lastCharacter}`,
    ]) {
      const answer = await open(reader, forged);
      expect(answer.statusCode, forged).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'rest_preview_link_invalid' });
    }
    // Not a token at all: refused by the declaration's pattern.
    expect((await open(reader, 'not-a-token')).statusCode).toBe(400);
  });

  it('answers 404 for a link to an item that no longer exists, and for an unknown item to share', async () => {
    now = START;
    const paul = await as('paul.durand');
    const item = await create(paul, draft('Supprimé', [bresil]));
    const token = tokenOf((await share(paul, item)).json<StaffPreviewLink>());
    await app.db.query('DELETE FROM posts WHERE translation_group = $1', [item.group]);
    const gone = await open(paul, token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'rest_preview_link_invalid' });
    const unknown = await share(paul, { ...item, group: 'news:no-such-item' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a resident and a form reader (403), whatever the link', async () => {
    now = START;
    const paul = await as('paul.durand');
    const item = await create(paul, draft('Réservé', [bresil]));
    const token = tokenOf((await share(paul, item)).json<StaffPreviewLink>());
    const resident = await open(await as('alice.martin'), token);
    expect(resident.statusCode).toBe(403);
    expect(resident.json()).toMatchObject({ code: 'rest_forbidden' });
    const lucas = await as('lucas.bernard');
    await app.db.query(
      "INSERT INTO staff_grants (user_id, role, form_id) VALUES ($1, 'form-reader', (SELECT min(id) FROM gravity_forms))",
      [lucas.id],
    );
    expect((await open(lucas, token)).statusCode).toBe(403);
    // Nor may a resident sign one.
    expect((await share(await as('alice.martin'), item)).statusCode).toBe(403);
  });

  it('logs nothing of a token: neither when it is made nor when it is opened', async () => {
    now = START;
    const paul = await as('paul.durand');
    const item = await create(paul, draft('Journal', [bresil]));
    logLines.length = 0;
    const token = tokenOf((await share(paul, item)).json<StaffPreviewLink>());
    expect((await open(await as('chloe.moreau'), token)).statusCode).toBe(200);
    const [payload, signature] = token.split('~') as [string, string];
    expect(logLines.some((line) => line.includes('/staff/preview/[redacted]'))).toBe(true);
    expect(logLines.filter((line) => line.includes(payload) || line.includes(signature))).toEqual([]);
  });
});
