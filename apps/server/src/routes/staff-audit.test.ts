import { languageOfLocale } from '@campus/domain/locale';
import { STAFF_PATH, type AuditEntry, type StaffItem } from '@campus/domain/staff';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller, requestsAs } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';

describe('the audit log people can read (issue #33)', () => {
  let app: FastifyInstance;
  let paul: SignedInCaller;
  let chloe: SignedInCaller;
  let bresil: number;
  let item: StaffItem;
  let chloeName: string;
  let paulLanguage: 'fr' | 'en';

  const as = requestsAs(() => app);
  const audit = async (query: string): Promise<AuditEntry[]> => {
    const answer: LightMyRequestResponse = await as(paul, 'GET', `${STAFF_PATH}/audit?per_page=100&${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<AuditEntry[]>();
  };

  beforeAll(async () => {
    app = await buildTestApp();
    paul = await signedInCaller(app, 'paul.durand');
    chloe = await signedInCaller(app, 'chloe.moreau');
    const [house] = await app.db.query<{ id: number }>(
      "SELECT id FROM houses WHERE slug = 'maison-du-bresil'",
    );
    bresil = house!.id;
    const [person] = await app.db.query<{ display_name: string }>(
      "SELECT display_name FROM users WHERE username = 'chloe.moreau'",
    );
    chloeName = person!.display_name;
    const [paulLocale] = await app.db.query<{ locale: string }>(
      "SELECT locale FROM users WHERE username = 'paul.durand'",
    );
    paulLanguage = languageOfLocale(paulLocale!.locale);
    const created = await as(chloe, 'POST', `${STAFF_PATH}/items/post`, {
      houses: [bresil],
      fr: { title: 'Soirée feijoada', content: '<p>Venez</p>', faq: [] },
      en: { title: 'Feijoada night', content: '<p>Come</p>', faq: [] },
      image: null,
    });
    if (created.statusCode !== 201) throw new Error(created.body);
    item = created.json<StaffItem>();
    const sent = await as(chloe, 'POST', `${STAFF_PATH}/notifications`, {
      audience: { type: 'house', house: bresil },
      content: { fr: 'Feijoada ce soir', en: 'Feijoada tonight' },
      send_at: '2040-01-01T09:00',
    });
    if (sent.statusCode !== 202) throw new Error(sent.body);
  });
  afterAll(() => app.close());

  it('names the actor and the target in the caller’s language, joined in the page’s query', async () => {
    const entries = await audit('actor=chloe.moreau');
    expect(chloeName).not.toBe('');
    const created = entries.find((entry) => entry.action === 'create' && entry.target === item.group);
    expect(created).toMatchObject({
      actor: 'chloe.moreau',
      actor_name: chloeName,
      target_type: 'post',
      target_title: paulLanguage === 'fr' ? 'Soirée feijoada' : 'Feijoada night',
    });
    const send = entries.find((entry) => entry.action === 'send');
    expect(send?.target_title).toBe(paulLanguage === 'fr' ? 'Feijoada ce soir' : 'Feijoada tonight');
  });

  it('filters by item, by person and by campus dates', async () => {
    const byItem = await audit(`target_type=post&target=${encodeURIComponent(item.group)}`);
    expect(byItem.map((entry) => entry.action)).toEqual(['create']);

    const byPerson = await audit('actor=chloe.moreau');
    expect(byPerson.every((entry) => entry.actor === 'chloe.moreau')).toBe(true);
    expect(byPerson.length).toBeGreaterThanOrEqual(2);

    // Entries are stamped now: today's campus date holds them, tomorrow's start is after them.
    const [today] = await app.db.query<{ day: string; next: string }>(
      `SELECT to_char(now() AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS day,
         to_char((now() AT TIME ZONE 'Europe/Paris') + interval '1 day', 'YYYY-MM-DD') AS next`,
    );
    const within = await audit(`actor=chloe.moreau&after=${today!.day}&before=${today!.next}`);
    expect(within.map((entry) => entry.id)).toEqual(byPerson.map((entry) => entry.id));
    expect(await audit(`actor=chloe.moreau&after=${today!.next}`)).toEqual([]);
    expect(await audit(`actor=chloe.moreau&before=${today!.day}T00:00`)).toEqual([]);

    for (const date of ['yesterday', '2026-02-31', '2026-11-20T25:00']) {
      const refused = await as(paul, 'GET', `${STAFF_PATH}/audit?after=${date}`);
      expect(refused.statusCode, date).toBe(400);
      expect(refused.json(), date).toMatchObject({ code: 'rest_invalid_param' });
    }
  });
});
