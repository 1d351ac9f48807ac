import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * Backend tokens (spec §7): the server's own session token, handed to the client in the x-backend-token
 * header and sent back as the bearer token. HS256 with the server secret; `sub` is the portal user id.
 */
export interface BackendTokens {
  issue(userId: number): Promise<string>;
  /** The user id the token was issued to, or null when the token is not a valid, unexpired backend token. */
  verify(token: string): Promise<number | null>;
}

export function createBackendTokens(options: {
  secret: string;
  issuer: string;
  ttlSeconds: number;
}): BackendTokens {
  const key = new TextEncoder().encode(options.secret);
  return {
    issue: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(options.issuer)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        // Only HS256: a token naming another algorithm (none, or RS256 to trick a key confusion) is refused.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: options.issuer,
          requiredClaims: ['sub', 'exp'],
        });
        const userId = Number(payload.sub);
        return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
