import {
  parseSignedQr,
  signedQrPayload,
  type IdentityQrPublicKey,
  type IdentityQrVerification,
  type SignedIdentityQr,
} from '@campus/domain/identity-qr';
import type { FastifyInstance } from 'fastify';
import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';

const QR = '/wp-json/portal/v1/identity-qr';
const TTL_SECONDS = 120;

describe('signed identity QR codes (spec §2.13, ADR 013)', () => {
  let app: FastifyInstance;
  let now = Date.UTC(2030, 0, 1, 8, 0, 0);
  let alice: SignedInCaller;

  beforeAll(async () => {
    app = await buildTestApp({ IDENTITY_QR_TTL_SECONDS: String(TTL_SECONDS) }, { clock: () => now });
    alice = await signedInCaller(app, 'alice.martin');
  });
  afterAll(() => app.close());

  const drawn = async (caller: SignedInCaller, kind: string) => {
    const response = await app.inject({ method: 'GET', url: `${QR}/${kind}`, headers: caller.headers });
    expect(response.statusCode).toBe(200);
    return response.json<SignedIdentityQr>();
  };
  const check = async (payload: string) => {
    const response = await app.inject({ method: 'POST', url: `${QR}/verify`, payload: { payload } });
    expect(response.statusCode).toBe(200);
    return response.json<IdentityQrVerification>();
  };

  it("signs the person's own QR url, valid for the configured lifetime", async () => {
    const qr = await drawn(alice, 'identification');
    expect(
      qr.payload.startsWith(
        'https://campus.example/qr/identification/alice.martin?qr_kind=identification&qr_exp=',
      ),
    ).toBe(true);
    expect(Date.parse(qr.expires_at) - Date.parse(qr.issued_at)).toBe(TTL_SECONDS * 1000);
    expect(await check(qr.payload)).toEqual({
      valid: true,
      verdict: 'valid',
      url: 'https://campus.example/qr/identification/alice.martin',
      kind: 'identification',
      expires_at: qr.expires_at,
    });
  });

  it('refuses a payload once it has expired (a screenshot stops working)', async () => {
    const qr = await drawn(alice, 'sport');
    now += TTL_SECONDS * 1000;
    expect((await check(qr.payload)).verdict).toBe('valid');
    now += 1000;
    expect(await check(qr.payload)).toMatchObject({ valid: false, verdict: 'expired', kind: 'sport' });
  });

  it('refuses a forged payload: another signature, a later expiry, another kind', async () => {
    const qr = await drawn(alice, 'identification');
    const parts = parseSignedQr(qr.payload);
    if (parts === null) throw new Error('unparsable payload');
    const otherSignature = `${parts.signature.startsWith('A') ? 'B' : 'A'}${parts.signature.slice(1)}`;
    const later = qr.payload.replace(
      `qr_exp=${String(parts.expiresAtSeconds)}`,
      `qr_exp=${String(parts.expiresAtSeconds + 3600)}`,
    );
    const sport = qr.payload.replace('qr_kind=identification', 'qr_kind=sport');
    for (const forged of [signedQrPayload(parts.message, otherSignature), later, sport]) {
      expect(await check(forged)).toEqual({
        valid: false,
        verdict: 'forged',
        url: null,
        kind: null,
        expires_at: null,
      });
    }
  });

  it("refuses a signature carried over to another person's url", async () => {
    const camille = await drawn(await signedInCaller(app, 'camille.dupont'), 'identification');
    const alicesSignature = parseSignedQr((await drawn(alice, 'identification')).payload)?.signature ?? '';
    const message = parseSignedQr(camille.payload)?.message ?? '';
    expect((await check(signedQrPayload(message, alicesSignature))).verdict).toBe('forged');
  });

  it('calls anything else malformed', async () => {
    expect((await check('https://campus.example/qr/identification/alice.martin')).verdict).toBe('malformed');
    expect((await check('not a qr')).verdict).toBe('malformed');
  });

  it('can be checked offline with the published public key alone', async () => {
    const key = (await app.inject({ method: 'GET', url: `${QR}/public-key` })).json<IdentityQrPublicKey>();
    const parts = parseSignedQr((await drawn(alice, 'identification')).payload);
    if (parts === null) throw new Error('unparsable payload');
    const publicKey = createPublicKey({ key: { kty: key.kty, crv: key.crv, x: key.x }, format: 'jwk' });
    expect(
      verify(null, Buffer.from(parts.message), publicKey, Buffer.from(parts.signature, 'base64url')),
    ).toBe(true);
  });

  it('answers 404 for a kind the person has no url of, and for someone with none', async () => {
    const paul = await signedInCaller(app, 'paul.durand');
    expect((await app.inject({ method: 'GET', url: `${QR}/sport`, headers: paul.headers })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: `${QR}/identification`, headers: paul.headers })).statusCode,
    ).toBe(200);
    const nina = await signedInCaller(app, 'nina.nouvelle');
    const none = await app.inject({ method: 'GET', url: `${QR}/identification`, headers: nina.headers });
    expect(none.statusCode).toBe(404);
    expect(none.json<{ code: string }>().code).toBe('rest_qrcode_not_found');
  });

  it('signs only for a signed-in person, never without cache protection, and knows only two kinds', async () => {
    const visitor = await app.inject({ method: 'GET', url: `${QR}/identification` });
    expect(visitor.statusCode).toBe(403);
    const response = await app.inject({ method: 'GET', url: `${QR}/identification`, headers: alice.headers });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(
      (await app.inject({ method: 'GET', url: `${QR}/library`, headers: alice.headers })).statusCode,
    ).toBe(400);
  });
});
