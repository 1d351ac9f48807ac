import { webcrypto } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { Clock } from './clock.ts';

/**
 * Backend tokens (spec §7): handed to the client in the x-backend-token header and sent back as the
 * bearer token. HS256 with the server secret; `sub` is the portal user id and `jti` names the server-side
 * session (auth/sessions.ts), which decides whether the token still works.
 */
export interface BackendTokenClaims {
  userId: number;
  /** The session's jti (a UUID). */
  sessionJti: string;
}

/** A verified token's claims and when the token itself expires (epoch ms). */
export interface VerifiedBackendToken extends BackendTokenClaims {
  expiresMs: number;
}

export interface BackendTokens {
  /** A token for this session, valid until expiresAtMs (epoch ms) at the latest. */
  issue(claims: BackendTokenClaims, expiresAtMs: number): Promise<string>;
  /** The claims of a valid, unexpired backend token, or null for anything else. */
  verify(token: string): Promise<VerifiedBackendToken | null>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createBackendTokens(options: {
  secret: string;
  issuer: string;
  clock: Clock;
}): BackendTokens {
  const secret = new TextEncoder().encode(options.secret);
  // Imported once: handing jose the raw bytes would import the key again on every sign and verify.
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const key = () =>
    (imported ??= webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]));
  const seconds = (ms: number) => Math.floor(ms / 1000);
  return {
    issue: async ({ userId, sessionJti }, expiresAtMs) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(sessionJti)
        .setIssuer(options.issuer)
        .setIssuedAt(seconds(options.clock()))
        .setExpirationTime(seconds(expiresAtMs))
        .sign(await key()),
    async verify(token) {
      try {
        // Only HS256: a token naming another algorithm (none, or RS256 to trick a key confusion) is refused.
        const { payload } = await jwtVerify(token, await key(), {
          algorithms: ['HS256'],
          issuer: options.issuer,
          requiredClaims: ['sub', 'exp', 'jti'],
          currentDate: new Date(options.clock()),
        });
        const userId = Number(payload.sub);
        const jti = payload.jti ?? '';
        if (!Number.isSafeInteger(userId) || userId <= 0 || !UUID.test(jti)) return null;
        // requiredClaims guarantees exp.
        return { userId, sessionJti: jti, expiresMs: (payload.exp ?? 0) * 1000 };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
