import type { Queryable } from '../db/db.ts';
import { getOrCreateSecret } from '../db/server-secrets.ts';
import { generateVapidKeys } from './push-sender.ts';

/**
 * The VAPID key pair of the portal's Web Push: the configured one, else one generated on first start and
 * kept in the database — browsers' subscriptions are bound to the public key, so it must survive restarts
 * and be the same on every instance.
 */
export async function resolveVapidKeys(
  db: Queryable,
  configured: { publicKey: string; privateKey: string } | null,
): Promise<{ publicKey: string; privateKey: string }> {
  if (configured !== null) return configured;
  const stored = await getOrCreateSecret(db, 'vapid_keys', async () =>
    JSON.stringify(await generateVapidKeys()),
  );
  return JSON.parse(stored) as { publicKey: string; privateKey: string };
}
