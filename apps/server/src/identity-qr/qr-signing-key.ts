import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { getOrCreateSecret } from '../db/server-secrets.ts';

/**
 * The Ed25519 key pair that signs identity QR payloads: generated on first start and kept in the database,
 * like the VAPID keys, so every instance signs with the same key and readers keep their public key across
 * restarts. Asymmetric on purpose: a door or sports-centre reader holds only the public key, which cannot
 * sign (docs/decisions/013-signed-identity-qr-codes.md).
 */
export async function resolveQrSigningKeys(
  db: Queryable,
): Promise<{ privateKey: KeyObject; publicKey: KeyObject }> {
  const pem = await getOrCreateSecret(db, 'identity_qr_key', () =>
    Promise.resolve(
      generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    ),
  );
  const privateKey = createPrivateKey(pem);
  return { privateKey, publicKey: createPublicKey(privateKey) };
}
