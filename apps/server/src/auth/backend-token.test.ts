import { SignJWT, base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import { createBackendTokens } from './backend-token.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const ISSUER = 'http://localhost:8080';
const tokens = createBackendTokens({ secret: SECRET, issuer: ISSUER, ttlSeconds: 600 });
const key = new TextEncoder().encode(SECRET);

describe('backend tokens', () => {
  it('carry the portal user id and expire after the configured time', async () => {
    const token = await tokens.issue(42);
    expect(await tokens.verify(token)).toBe(42);
    const payload = JSON.parse(new TextDecoder().decode(base64url.decode(token.split('.')[1]!))) as Record<
      string,
      number
    >;
    expect(payload['exp']! - payload['iat']!).toBe(600);
  });

  it('are refused when expired, forged, from another issuer or not HS256', async () => {
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setIssuer(ISSUER)
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(1_700_000_060)
      .sign(key);
    const otherIssuer = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setIssuer('https://elsewhere')
      .setExpirationTime('1h')
      .sign(key);
    const forged = await createBackendTokens({
      secret: 'another-secret-of-at-least-32-chars!!',
      issuer: ISSUER,
      ttlSeconds: 600,
    }).issue(42);
    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('42')
      .setIssuer(ISSUER)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET.repeat(2)));
    const unsigned = `${base64url.encode('{"alg":"none"}')}.${base64url.encode(JSON.stringify({ sub: '42', iss: ISSUER, exp: 4_000_000_000 }))}.`;
    const notAUserId = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('alice')
      .setIssuer(ISSUER)
      .setExpirationTime('1h')
      .sign(key);
    for (const token of [expired, otherIssuer, forged, hs512, unsigned, notAUserId, 'garbage', '']) {
      expect(await tokens.verify(token)).toBeNull();
    }
  });
});
