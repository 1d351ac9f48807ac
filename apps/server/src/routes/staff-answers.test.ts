import type { Post } from '@campus/domain/content';
import type { Entry, PollResults } from '@campus/domain/forms';
import type { Notification } from '@campus/domain/notification';
import {
  STAFF_PATH,
  type AuditEntry,
  type StaffFormEntry,
  type StaffItem,
  type StaffMedia,
} from '@campus/domain/staff';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { staffSuite } from '../../test/staff-fixtures.ts';
import { jpegPhoto } from '../../test/test-images.ts';
import { waitForDelivery } from '../../test/notification-delivery.ts';

describe('staff media, notifications, form answers and audit (issue #18)', () => {
  const { app, as, paul, chloe, mehdi, alice, house } = staffSuite();
  let ines: SignedInCaller;
  let sofia: SignedInCaller;

  beforeAll(async () => {
    ines = await signedInCaller(app(), 'ines.silva');
    sofia = await signedInCaller(app(), 'sofia.garcia');
  });

  it('re-encodes an uploaded image into upright WebP variants without its metadata, shown as the item’s image', async () => {
    const upload = await app().inject({
      method: 'POST',
      url: `${STAFF_PATH}/media`,
      headers: { ...chloe.headers, 'content-type': 'image/jpeg' },
      payload: await jpegPhoto(2000, 1000, { phoneExif: true, orientation: 6 }),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const media = upload.json<StaffMedia>();
    // Orientation 6: the phone held upright, so the stored picture is taller than wide.
    expect(media).toMatchObject({ width: 800, height: 1600 });
    expect(Object.keys(media.sizes).sort()).toEqual(['1600', '480', '960']);
    const served = await app().inject({ method: 'GET', url: media.sizes['480']! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 240, height: 480 });
    expect(stored.exif).toBeUndefined();

    const refused = await app().inject({
      method: 'POST',
      url: `${STAFF_PATH}/media`,
      headers: { ...chloe.headers, 'content-type': 'image/gif' },
      payload: Buffer.from('GIF89a'),
    });
    expect(refused.statusCode).toBe(415);

    const created = await as(chloe, 'POST', `${STAFF_PATH}/items/post`, {
      houses: [house.bresil],
      fr: { title: 'Photo de la fête', content: '<p>Photo</p>', faq: [] },
      en: { title: 'Party photo', content: '<p>Photo</p>', faq: [] },
      image: media.id,
    });
    const item = created.json<StaffItem>();
    expect(item).toMatchObject({ image: media.id, image_url: media.url });
    await as(chloe, 'POST', `${STAFF_PATH}/items/post/${encodeURIComponent(item.group)}/transitions`, {
      action: 'submit',
    });
    await as(paul, 'POST', `${STAFF_PATH}/items/post/${encodeURIComponent(item.group)}/transitions`, {
      action: 'approve',
    });
    for (const language of ['fr', 'en'] as const) {
      const list = await as(
        ines,
        'GET',
        `/wp-json/wp/v2/posts?wpml_language=${language}&tax-house=${String(house.bresil)}&slug=${item[language]!.slug!}`,
      );
      expect(list.json<Post[]>()[0]?.fimg_url).toBe(`http://localhost:8080${media.url}`);
    }
  });

  it('sends a house editor’s notification to their house, as that house, and keeps a scheduled one for later', async () => {
    const sent = await as(chloe, 'POST', `${STAFF_PATH}/notifications`, {
      audience: { type: 'house', house: house.bresil },
      content: { fr: 'Réunion ce soir', en: 'Meeting tonight' },
    });
    expect(sent.statusCode).toBe(202);
    const { id } = sent.json<{ id: number }>();
    await waitForDelivery(app(), id);
    // Sofia lives in the Maison du Brésil; Alice does not.
    const inbox = (await as(sofia, 'GET', '/wp-json/wp/v2/notification?wpml_language=en')).json<
      Notification[]
    >();
    const copy = inbox.find((notification) => notification.parent === id);
    // Named in the inbox's language, as its content is (issue #29).
    expect(copy?.acf.sender).toEqual({ term_id: house.bresil, name: 'Brazil House' });
    const elsewhere = (await as(alice, 'GET', '/wp-json/wp/v2/notification')).json<Notification[]>();
    expect(elsewhere.some((notification) => notification.parent === id)).toBe(false);

    const later = await as(paul, 'POST', `${STAFF_PATH}/notifications`, {
      audience: { type: 'everyone' },
      content: { fr: 'Plus tard', en: 'Later' },
      send_at: '2040-01-01T09:00',
    });
    expect(later.statusCode).toBe(202);
    const laterId = later.json<{ id: number }>().id;
    const [message] = await app().db.query<{ delivered_at: string | null; send_at: string }>(
      'SELECT delivered_at, send_at FROM notification_messages WHERE id = $1',
      [laterId],
    );
    expect(message?.delivered_at).toBeNull();
    expect(new Date(message!.send_at).toISOString()).toBe('2040-01-01T08:00:00.000Z');
    const past = await as(paul, 'POST', `${STAFF_PATH}/notifications`, {
      audience: { type: 'everyone' },
      content: { fr: 'Trop tard', en: 'Too late' },
      send_at: '2001-01-01T09:00',
    });
    expect(past.statusCode).toBe(400);
  });

  it('gives a form reader the entries, the counts per choice and a CSV export with field labels', async () => {
    const [form] = await app().db.query<{ id: number }>(
      "SELECT id FROM gravity_forms WHERE key = 'film-club-poll'",
    );
    const formId = form!.id;
    for (const [caller, film] of [
      [alice, 'cleo'],
      [ines, 'playtime'],
    ] as const) {
      const answer = await as(caller, 'POST', `/wp-json/gf/v2/forms/${String(formId)}/submissions`, {
        input_1: film,
        input_2_1: 'tuesday',
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const entries = await as(mehdi, 'GET', `${STAFF_PATH}/forms/${String(formId)}/entries`);
    expect(entries.headers['x-wp-total']).toBe('2');
    expect(entries.json<StaffFormEntry[]>().map((entry) => entry.values)).toEqual([
      { input_1: 'cleo', input_2_1: 'tuesday' },
      { input_1: 'playtime', input_2_1: 'tuesday' },
    ]);
    const results = (
      await as(mehdi, 'GET', `${STAFF_PATH}/forms/${String(formId)}/results?language=en`)
    ).json<PollResults>();
    expect(results.entries).toBe(2);
    expect(results.fields[0]?.choices.map((choice) => [choice.value, choice.count])).toEqual([
      ['cleo', 1],
      ['playtime', 1],
      ['amelie', 0],
    ]);
    const csv = await as(mehdi, 'GET', `${STAFF_PATH}/forms/${String(formId)}/entries.csv?language=en`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="form-${String(formId)}-entries.csv"`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Entry,Date,Your film,Evenings you can come: Tuesday,Evenings you can come: Thursday,One vote per person',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(2).join(','))).toEqual([
      'cleo,tuesday,,',
      'playtime,tuesday,,',
    ]);
    // Without ?language, the results and the export speak the reader's own language (mehdi: French).
    const french = await as(mehdi, 'GET', `${STAFF_PATH}/forms/${String(formId)}/entries.csv`);
    expect(french.body.replace(/^\uFEFF/, '').split('\n')[0]).toMatch(/^Réponse,Date,/);
    const frenchResults = (
      await as(mehdi, 'GET', `${STAFF_PATH}/forms/${String(formId)}/results`)
    ).json<PollResults>();
    const englishLabels = results.fields.map((field) => field.label);
    expect(frenchResults.fields.map((field) => field.label)).not.toEqual(englishLabels);
  });

  it('shows a house editor the contact entries of their house’s items only', async () => {
    const all = (await as(paul, 'GET', `${STAFF_PATH}/contact-entries?per_page=100`)).json<Entry[]>();
    const theirs = (await as(chloe, 'GET', `${STAFF_PATH}/contact-entries?per_page=100`)).json<Entry[]>();
    expect(theirs.length).toBeLessThanOrEqual(all.length);
    for (const entry of theirs) {
      const table = entry.acf.entry_post_type === 'post' ? 'post_houses' : 'event_houses';
      const key = entry.acf.entry_post_type === 'post' ? 'post_id' : 'event_id';
      const houses = await app().db.query<{ house_id: number }>(
        `SELECT house_id FROM ${table} WHERE ${key} = $1`,
        [entry.acf.entry_id_post],
      );
      expect(houses.map((row) => row.house_id)).toEqual([house.bresil]);
    }
  });

  it('lists the audit newest first, filtered by target and by actor', async () => {
    const byChloe = await as(paul, 'GET', `${STAFF_PATH}/audit?actor=chloe.moreau`);
    expect(byChloe.statusCode).toBe(200);
    const entries = byChloe.json<AuditEntry[]>();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.actor === 'chloe.moreau')).toBe(true);
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['upload', 'create', 'send']),
    );
    const ids = entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const media = await as(paul, 'GET', `${STAFF_PATH}/audit?target_type=media`);
    expect(media.json<AuditEntry[]>().every((entry) => entry.target_type === 'media')).toBe(true);
  });
});
