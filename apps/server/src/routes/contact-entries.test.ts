import type { Entry, OutboxMessage } from '@campus/domain/forms';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEntryBody, itHelpServiceId } from '../../test/contact-entry.ts';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { buildTestApp } from '../../test/test-app.ts';

const ENTRY = '/wp-json/wp/v2/entry';
const OUTBOX = '/wp-json/portal/v1/outbox';

const post = (app: FastifyInstance, caller: SignedInCaller, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: caller.headers, payload });

async function idOf(app: FastifyInstance, sql: string): Promise<number> {
  const [row] = await app.db.query<{ id: number }>(sql);
  if (!row) throw new Error(`No row for ${sql}`);
  return row.id;
}

async function entryStatusOf(app: FastifyInstance, id: number): Promise<string> {
  const [row] = await app.db.query<{ entry_status: string }>(
    'SELECT entry_status FROM contact_entries WHERE id = $1',
    [id],
  );
  return row?.entry_status ?? 'missing';
}

/** Entries whose e-mail the job queue has not written yet. */
async function pendingEntries(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.query<{ pending: number }>(
    "SELECT count(*)::int AS pending FROM contact_entries WHERE entry_status = 'not_sent'",
  );
  return row?.pending ?? 0;
}

const waitForStatus = (app: FastifyInstance, id: number, status: string) =>
  expect.poll(() => entryStatusOf(app, id), { timeout: 15_000, interval: 200 }).toBe(status);

describe('contact form entries with the embedded outbox (spec §3 Entry, §4, §5, §7; issue #15)', () => {
  let app: FastifyInstance;
  let alice: SignedInCaller;
  let staff: SignedInCaller;

  beforeAll(async () => {
    app = await buildTestApp({ FORM_SUBMISSIONS_PER_MINUTE: '3' });
    alice = await signedInCaller(app, 'alice.martin');
    staff = await signedInCaller(app, 'integration.api');
  });
  afterAll(() => app.close());

  it("stores the entry not_sent with the signed-in person's identity, never the body's, then keeps the e-mail in the outbox and marks it sent", async () => {
    const service = await itHelpServiceId(app);
    const answer = await post(
      app,
      alice,
      ENTRY,
      contactEntryBody(service, {
        entry_service_email: 'attacker@elsewhere.example',
        entry_datas: [
          { key: 'first_name', value: 'Mallory' },
          { key: 'sender_email', value: 'mallory@elsewhere.example' },
          { key: 'object', value: 'Wi-Fi drops' },
          { key: 'content', value: 'The Wi-Fi drops every hour in my room.' },
        ],
      }),
    );
    expect(answer.statusCode).toBe(201);
    const entry = answer.json<Entry>();
    expect(entry.status).toBe('publish');
    expect(entry.acf.entry_status).toBe('not_sent');
    expect(entry.acf.entry_service_email).toBe('support@campus.example');
    expect(entry.acf.entry_datas).toEqual([
      { key: 'first_name', value: 'Alice' },
      { key: 'last_name', value: 'Martin' },
      { key: 'sender_email', value: 'alice.martin@campus.example' },
      { key: 'object', value: 'Wi-Fi drops' },
      { key: 'content', value: 'The Wi-Fi drops every hour in my room.' },
    ]);

    await waitForStatus(app, entry.id, 'sent');
    const outbox = await app.inject({ method: 'GET', url: OUTBOX, headers: staff.headers });
    expect(outbox.statusCode).toBe(200);
    const message = outbox.json<OutboxMessage[]>().find((item) => item.entry_id === entry.id);
    expect(message).toMatchObject({
      to: 'support@campus.example',
      from: 'portail@campus.example',
      reply_to: 'alice.martin@campus.example',
    });
    expect(message?.subject).toContain('Wi-Fi drops');
    expect(message?.text).toContain('Alice Martin <alice.martin@campus.example>');
    expect(message?.text).toContain('The Wi-Fi drops every hour in my room.');
  });

  it('lets only staff read the outbox', async () => {
    const answer = await app.inject({ method: 'GET', url: OUTBOX, headers: alice.headers });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'rest_forbidden' });
  });

  it('refuses an entry without a sign-in, for an item without an active form, or without an object', async () => {
    // Each test sends as its own person: the rate limit counts per person.
    const sofia = await signedInCaller(app, 'sofia.garcia');
    const service = await itHelpServiceId(app);
    const visitor = await app.inject({ method: 'POST', url: ENTRY, payload: contactEntryBody(service) });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({ code: 'jwt_auth_no_auth_header' });

    const formless = await idOf(
      app,
      "SELECT id FROM service_pages WHERE slug = 'eduroam' AND language = 'en'",
    );
    const inactive = await post(app, sofia, ENTRY, contactEntryBody(formless));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toMatchObject({ code: 'rest_form_inactive' });

    const missing = await post(app, sofia, ENTRY, contactEntryBody(999_999));
    expect(missing.statusCode).toBe(404);

    const empty = await post(
      app,
      sofia,
      ENTRY,
      contactEntryBody(service, { entry_datas: [{ key: 'content', value: 'Hello' }] }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { object: 'is required' } },
    });
  });

  it("does not reach a house event's form from outside the house (§3 Event visibility)", async () => {
    const chloe = await signedInCaller(app, 'chloe.moreau');
    const houseEvent = await idOf(
      app,
      "SELECT id FROM events WHERE visibility = 'house' AND language = 'en' AND id NOT IN (SELECT eh.event_id FROM event_houses eh JOIN user_houses uh ON uh.house_id = eh.house_id JOIN users u ON u.id = uh.user_id WHERE u.username = 'chloe.moreau') ORDER BY id LIMIT 1",
    );
    const answer = await post(app, chloe, ENTRY, {
      ...contactEntryBody(houseEvent),
      acf: { ...contactEntryBody(houseEvent).acf, entry_post_type: 'event' },
    });
    expect(answer.statusCode).toBe(404);
  });

  it('limits the entries a person may send in a minute (rate limit per person)', async () => {
    const camille = await signedInCaller(app, 'camille.dupont');
    const service = await itHelpServiceId(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await post(app, camille, ENTRY, contactEntryBody(service))).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Another person still has their own budget.
    const thomas = await signedInCaller(app, 'thomas.petit');
    expect((await post(app, thomas, ENTRY, contactEntryBody(service))).statusCode).toBe(201);
  });

  it('refuses a body over the size bound', async () => {
    const service = await itHelpServiceId(app);
    const answer = await post(app, alice, ENTRY, contactEntryBody(service, { padding: 'x'.repeat(40_000) }));
    expect(answer.statusCode).toBe(413);
  });

  it('pages the outbox: totals over all pages, one page when empty, and an empty page past the last', async () => {
    const pagingHeaders = (answer: LightMyRequestResponse) => ({
      total: answer.headers['x-wp-total'],
      totalPages: answer.headers['x-wp-totalpages'],
      exposed: answer.headers['access-control-expose-headers'],
    });
    const read = (query: string) =>
      app.inject({ method: 'GET', url: `${OUTBOX}${query}`, headers: staff.headers });
    // The tests before queued e-mails that the job queue writes to the outbox in its own time: empty it
    // only once each is there (its entry marked sent), or one lands after the DELETE and the outbox is not
    // empty (seen on a loaded machine).
    await expect.poll(() => pendingEntries(app), { timeout: 15_000, interval: 200 }).toBe(0);
    await app.db.query('DELETE FROM mail_outbox');
    const empty = await read('');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(pagingHeaders(empty)).toEqual({ total: '0', totalPages: '1', exposed: undefined });

    await app.db.query(
      `INSERT INTO mail_outbox (recipient, sender, subject, body)
       VALUES ('desk@campus.example', 'portal@campus.example', 'First', 'A message'),
              ('desk@campus.example', 'portal@campus.example', 'Second', 'Another message')`,
    );
    const full = await read('?per_page=100');
    expect(full.json<OutboxMessage[]>()).toHaveLength(2);
    const second = await read('?per_page=1&page=2');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual([full.json<OutboxMessage[]>()[1]]);
    expect(pagingHeaders(second)).toEqual({ total: '2', totalPages: '2', exposed: undefined });
    const past = await read('?per_page=1&page=3');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(pagingHeaders(past)).toEqual({ total: '2', totalPages: '2', exposed: undefined });
  });
});

describe('contact form e-mail through SMTP (issue #15: nodemailer, SMTP_URL)', () => {
  let app: FastifyInstance;
  let sink: SmtpSink;
  let alice: SignedInCaller;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await buildTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Campus portal <no-reply@campus.example>' });
    alice = await signedInCaller(app, 'alice.martin');
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('sends the entry to the receiver of the item through the SMTP server, then marks it sent', async () => {
    const answer = await post(app, alice, ENTRY, contactEntryBody(await itHelpServiceId(app)));
    expect(answer.statusCode).toBe(201);
    const { id } = answer.json<Entry>();
    await waitForStatus(app, id, 'sent');
    const mail = sink.received.at(-1);
    expect(mail?.to).toEqual(['support@campus.example']);
    expect(mail?.from).toBe('no-reply@campus.example');
    expect(mail?.raw).toMatch(/^Reply-To: alice\.martin@campus\.example/im);
    expect(mail?.raw).toContain('The Wi-Fi drops every hour in my room.');
    expect(await app.db.query('SELECT 1 FROM mail_outbox WHERE entry_id = $1', [id])).toEqual([]);
  });

  it('marks the entry failed when the mail server refuses it', async () => {
    sink.refuseRecipients();
    const answer = await post(app, alice, ENTRY, contactEntryBody(await itHelpServiceId(app)));
    expect(answer.statusCode).toBe(201);
    const { id } = answer.json<Entry>();
    await waitForStatus(app, id, 'failed');
    const [row] = await app.db.query<{ failure: string }>(
      'SELECT failure FROM contact_entries WHERE id = $1',
      [id],
    );
    expect(row?.failure).toMatch(/550|unavailable/i);
  });
});
