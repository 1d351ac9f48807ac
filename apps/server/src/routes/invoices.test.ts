import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INVOICES_PATH, type Invoice, type InvoiceFile } from '@campus/domain/invoice';
import type { User } from '@campus/domain/user';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBillingFixture, type BillingFixture } from '../../test/house-and-service-fixtures.ts';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { TEST_PUBLIC_URL, buildTestApp } from '../../test/test-app.ts';
import { expectWpError } from '../../test/wp-error.ts';

const FILE = '/wp-json/wp/v2/file';

describe('invoices: the caller’s own, from the sample billing source (spec §2.7, §3 Invoice, §5, §7)', () => {
  let app: FastifyInstance;
  let fx: BillingFixture;
  let owner: SignedInCaller;
  let other: SignedInCaller;
  let withoutAccount: SignedInCaller;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signedInCaller(app, 'alice.martin');
    other = await signedInCaller(app, 'lucas.bernard');
    withoutAccount = await signedInCaller(app, 'yuki.tanaka');
    fx = await insertBillingFixture(app.db, {
      owner: owner.id,
      other: other.id,
      withoutAccount: withoutAccount.id,
    });
  });
  afterAll(() => app.close());

  const get = (caller: SignedInCaller, url: string): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'GET', url, headers: caller.headers });

  it('gives a person with a billing account an invoice url on the portal, and none to a person without', async () => {
    const me = (caller: SignedInCaller) => get(caller, '/wp-json/wp/v2/users/me?context=edit');
    expect((await me(owner)).json<User>().invoice_url).toBe(`${TEST_PUBLIC_URL}${INVOICES_PATH}`);
    expect((await me(withoutAccount)).json<User>().invoice_url).toBe('');
  });

  it('lists only the caller’s invoices, newest first, each with its additional parts, never cached', async () => {
    const response = await get(owner, INVOICES_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<Invoice[]>()).toEqual([
      {
        id: fx.own.newer,
        number: 'FX-2025-0003',
        issueDate: '2025-03-10',
        details: [
          { id: fx.own.pdfPart, number: 'FX-T-1', title: 'Laundry ticket' },
          { id: fx.own.emptyPart, number: 'FX-T-2', title: 'Parking ticket' },
        ],
      },
      { id: fx.own.older, number: 'FX-2024-0011', issueDate: '2024-11-02', details: [] },
    ]);
    const others = (await get(other, INVOICES_PATH)).json<Invoice[]>();
    expect(others.map((invoice) => invoice.id)).toEqual([fx.other.invoice]);
  });

  it('answers 404 rest_no_invoices to a person without a billing account', async () => {
    const response = await get(withoutAccount, INVOICES_PATH);
    expectWpError(response, 404, 'rest_no_invoices', 'No invoice account for this user.');
  });

  it('sends the file of an own invoice and of an own part as base64 of the PDF, with its name and type', async () => {
    for (const [id, filename] of [
      [fx.own.newer, 'FX-2025-0003.pdf'],
      [fx.own.pdfPart, 'FX-T-1.pdf'],
    ] as const) {
      const response = await get(owner, `${FILE}/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const file = response.json<InvoiceFile>();
      expect(Object.keys(file)).toEqual(['base64', 'filename', 'mime']);
      expect(Buffer.from(file.base64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(file).toMatchObject({ filename, mime: 'application/pdf' });
    }
  });

  it('sends base64 "" for a document the billing system has no content for', async () => {
    const file = (await get(owner, `${FILE}/${fx.own.emptyPart}`)).json<InvoiceFile>();
    expect(file).toEqual({ base64: '', filename: 'FX-T-2.pdf', mime: 'application/pdf' });
  });

  it('answers another person’s invoice or part exactly as a file that does not exist', async () => {
    const notFound = {
      code: 'rest_file_invalid_id',
      message: 'Invalid file ID.',
      data: { status: 404 },
    };
    for (const id of [fx.other.invoice, fx.other.part, 2_147_483_647]) {
      const response = await get(owner, `${FILE}/${id}`);
      expect(response.statusCode, `file ${id}`).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    const noAccount = await get(withoutAccount, `${FILE}/${fx.own.newer}`);
    expect(noAccount.statusCode).toBe(404);
    expect(noAccount.json()).toEqual(notFound);
  });

  it('refuses a file id that is not an id, and a visitor without a token', async () => {
    expect((await get(owner, `${FILE}/abc`)).statusCode).toBe(400);
    expect((await get(owner, `${FILE}/0`)).statusCode).toBe(400);
    const visitor = await app.inject({ method: 'GET', url: INVOICES_PATH });
    expect(visitor.statusCode).toBe(403);
  });
});

describe('invoices: a campus billing system that does not answer (spec §7 timeouts)', () => {
  let silent: Server;
  let app: FastifyInstance;
  let caller: SignedInCaller;

  beforeAll(async () => {
    // Accepts the connection and never answers.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    app = await buildTestApp({
      BILLING_URL: `http://127.0.0.1:${String(port)}`,
      BILLING_API_KEY: 'fixture-billing-key-0123456789',
      BILLING_TIMEOUT_MS: '200',
    });
    caller = await signedInCaller(app, 'alice.martin');
    await app.db.query("UPDATE users SET billing_account = 'fx-account-silent' WHERE id = $1", [caller.id]);
  });
  afterAll(async () => {
    await app.close();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 503 rest_billing_unavailable with Retry-After once the timeout has passed', async () => {
    const started = performance.now();
    for (const url of [INVOICES_PATH, `${FILE}/1`]) {
      const response = await app.inject({ method: 'GET', url, headers: caller.headers });
      expect(response.statusCode, url).toBe(503);
      expect(response.json<{ code: string }>().code).toBe('rest_billing_unavailable');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('does not mount the sample billing source when a billing system is configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/billing/accounts/x/invoices' });
    expect(response.statusCode).toBe(404);
  });
});
