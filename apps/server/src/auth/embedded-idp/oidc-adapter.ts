import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/db.ts';
import {
  consumePayload,
  destroyPayload,
  findPayload,
  findPayloadByUid,
  findPayloadByUserCode,
  revokePayloadsOfGrant,
  upsertPayload,
  type StoredPayload,
} from '../../db/oidc-payloads-repository.ts';

function restore(stored: StoredPayload | null): AdapterPayload | undefined {
  if (stored === null) return undefined;
  const payload: AdapterPayload = { ...stored.payload };
  // oidc-provider reads `consumed` (epoch seconds) to refuse a second use of a code or refresh token.
  if (stored.consumed_at !== null)
    payload.consumed = Math.floor(new Date(stored.consumed_at).getTime() / 1000);
  return payload;
}

/**
 * oidc-provider's storage adapter on our database (instead of its development memory adapter), so that
 * sessions, codes and grants survive restarts and are shared by every instance.
 */
export function databaseAdapterFactory(db: Db): (model: string) => Adapter {
  return (model) => ({
    upsert: (id, payload, expiresIn) => upsertPayload(db, model, id, payload, expiresIn),
    find: async (id) => restore(await findPayload(db, model, id)),
    findByUid: async (uid) => restore(await findPayloadByUid(db, model, uid)),
    findByUserCode: async (userCode) => restore(await findPayloadByUserCode(db, model, userCode)),
    consume: (id) => consumePayload(db, model, id),
    destroy: (id) => destroyPayload(db, model, id),
    revokeByGrantId: (grantId) => revokePayloadsOfGrant(db, grantId),
  });
}
