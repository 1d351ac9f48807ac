import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
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
 * PostgreSQL text and jsonb cannot hold a NUL character, so the database refuses a key or payload with one
 * (client_id=%00, or a state=%00 the provider keeps in its session), which oidc-provider answers as a 500:
 * server_error on its JSON endpoints, Koa's bare "Internal Server Error" when saving its session after the
 * answer. Such a value comes from the request, never from us: refused as the client's malformed request.
 */
const NUL_REFUSED = 'a parameter contains a NUL character';

function lookupKey(key: string): string {
  if (key.includes('\u0000')) throw new errors.InvalidRequest(NUL_REFUSED);
  return key;
}

function storable(payload: AdapterPayload): AdapterPayload {
  // JSON.stringify writes a NUL anywhere in the payload as the escape \u0000.
  if (JSON.stringify(payload).includes('\\u0000')) throw new errors.InvalidRequest(NUL_REFUSED);
  return payload;
}

/**
 * oidc-provider's storage adapter on our database (instead of its development memory adapter), so that
 * sessions, codes and grants survive restarts and are shared by every instance.
 */
export function databaseAdapterFactory(db: Db): (model: string) => Adapter {
  return (model) => ({
    upsert: (id, payload, expiresIn) => upsertPayload(db, model, lookupKey(id), storable(payload), expiresIn),
    find: async (id) => restore(await findPayload(db, model, lookupKey(id))),
    findByUid: async (uid) => restore(await findPayloadByUid(db, model, lookupKey(uid))),
    findByUserCode: async (userCode) => restore(await findPayloadByUserCode(db, model, lookupKey(userCode))),
    consume: (id) => consumePayload(db, model, lookupKey(id)),
    destroy: (id) => destroyPayload(db, model, lookupKey(id)),
    revokeByGrantId: (grantId) => revokePayloadsOfGrant(db, lookupKey(grantId)),
  });
}
