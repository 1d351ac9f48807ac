import { SignJWT, base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import { createBackendTokens } from './backend-token.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const ISSUER = 'http://localhost:8080';
const NOW_MS = 1_800_000_000_000;
const JTI = '0b6f6d2e-3c1a-4a5e-9d8f-2b7c1e4a9f00';
const tokens = createBackendTokens({ secret: SECRET, issuer: ISSUER, clock: () => NOW_MS });
const key = new TextEncoder().encode(SECRET);

const signed = (header: { alg: string }, claims: Record<string, unknown>, signingKey = key) =>
  new SignJWT(claims).setProtectedHeader(header).sign(signingKey);

describe('backend tokens', () => {
  it('carry the portal user id and the session jti, and expire when asked', async () => {
    const token = await tokens.issue({ userId: 42, sessionJti: JTI }, NOW_MS + 600_000);
    expect(await tokens.verify(token)).toEqual({ userId: 42, sessionJti: JTI, expiresMs: NOW_MS + 600_000 });
    const payload = JSON.parse(new TextDecoder().decode(base64url.decode(token.split('.')[1]!))) as Record<
      string,
      number
    >;
    expect(payload['exp']! - payload['iat']!).toBe(600);
  });

  it('are judged by the injected clock', async () => {
    const token = await tokens.issue({ userId: 42, sessionJti: JTI }, NOW_MS + 600_000);
    const later = createBackendTokens({ secret: SECRET, issuer: ISSUER, clock: () => NOW_MS + 601_000 });
    expect(await later.verify(token)).toBeNull();
  });

  it('are refused when expired, forged, from another issuer, not HS256 or without a session', async () => {
    const exp = NOW_MS / 1000 + 3600;
    const base = { sub: '42', iss: ISSUER, jti: JTI, exp };
    const cases = [
      await signed({ alg: 'HS256' }, { ...base, exp: NOW_MS / 1000 - 1 }),
      await signed({ alg: 'HS256' }, { ...base, iss: 'https://elsewhere' }),
      await createBackendTokens({
        secret: 'another-secret-of-at-least-32-chars!!',
        issuer: ISSUER,
        clock: () => NOW_MS,
      }).issue({ userId: 42, sessionJti: JTI }, NOW_MS + 600_000),
      await signed({ alg: 'HS512' }, base, new TextEncoder().encode(SECRET.repeat(2))),
      `${base64url.encode('{"alg":"none"}')}.${base64url.encode(JSON.stringify(base))}.`,
      await signed({ alg: 'HS256' }, { ...base, sub: 'alice' }),
      // A token of the stateless design (no jti) names no session.
      await signed({ alg: 'HS256' }, { sub: '42', iss: ISSUER, exp }),
      await signed({ alg: 'HS256' }, { ...base, jti: 'not-a-uuid' }),
      'garbage',
      '',
    ];
    for (const token of cases) expect(await tokens.verify(token)).toBeNull();
  });
});
