import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/db.ts';
import { getOrCreateSecret } from '../../db/server-secrets.ts';

export interface SigningKey {
  /** Private JWK for oidc-provider's keystore. */
  privateJwk: JWK;
  /** The same key without its private parts, to verify id tokens locally. */
  publicJwk: JWK;
}

const SIGNING_KEY_NAME = 'oidc_signing_jwk';
const PRIVATE_RSA_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'];

async function createSigningJwk(): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return JSON.stringify({ ...jwk, kid, alg: 'RS256', use: 'sig' });
}

/**
 * The embedded identity provider's RS256 signing key: generated on first start and kept in the database,
 * so id tokens stay verifiable across restarts and instances.
 */
export async function loadSigningKey(db: Db): Promise<SigningKey> {
  const privateJwk = JSON.parse(await getOrCreateSecret(db, SIGNING_KEY_NAME, createSigningJwk)) as JWK;
  const publicJwk = Object.fromEntries(
    Object.entries(privateJwk).filter(([member]) => !PRIVATE_RSA_MEMBERS.includes(member)),
  ) as JWK;
  return { privateJwk, publicJwk };
}
