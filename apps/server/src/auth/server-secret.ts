import { hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { getOrCreateSecret } from '../db/server-secrets.ts';

/**
 * The server secret: BACKEND_TOKEN_SECRET when configured, else a random one generated on first start and
 * kept in the database, so tokens survive restarts and every instance sharing the database agrees.
 */
export async function resolveServerSecret(db: Db, configured: string | null): Promise<string> {
  if (configured !== null) return configured;
  return getOrCreateSecret(db, 'server_secret', () => Promise.resolve(randomBytes(32).toString('base64url')));
}

/** A key for one purpose derived from the server secret, so no two uses share the same key material. */
export function deriveKey(secret: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', secret, 'campus-portal', purpose, 32)).toString('base64url');
}
