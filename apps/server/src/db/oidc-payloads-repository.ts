import type { Queryable } from './db.ts';

/** Storage of oidc-provider's models (see auth/embedded-idp/oidc-adapter.ts), one row per model instance. */
export interface StoredPayload {
  payload: Record<string, unknown>;
  consumed_at: Date | null;
}

const LIVE = '(expires_at IS NULL OR expires_at > now())';

export async function upsertPayload(
  db: Queryable,
  model: string,
  id: string,
  payload: Record<string, unknown>,
  expiresInSeconds: number | undefined,
): Promise<void> {
  const grantId = typeof payload['grantId'] === 'string' ? payload['grantId'] : null;
  const userCode = typeof payload['userCode'] === 'string' ? payload['userCode'] : null;
  const uid = typeof payload['uid'] === 'string' ? payload['uid'] : null;
  const consumed = typeof payload['consumed'] === 'number' ? payload['consumed'] : null;
  await db.query(
    `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6,
       CASE WHEN $7::integer IS NULL THEN NULL ELSE now() + make_interval(secs => $7::integer) END,
       CASE WHEN $8::bigint IS NULL THEN NULL ELSE to_timestamp($8::bigint) END)
     ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
       user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at,
       consumed_at = EXCLUDED.consumed_at`,
    [model, id, JSON.stringify(payload), grantId, userCode, uid, expiresInSeconds ?? null, consumed],
  );
}

async function findWhere(db: Queryable, condition: string, params: unknown[]): Promise<StoredPayload | null> {
  const [row] = await db.query<StoredPayload>(
    `SELECT payload, consumed_at FROM oidc_payloads WHERE ${condition} AND ${LIVE}`,
    params,
  );
  return row ?? null;
}

export const findPayload = (db: Queryable, model: string, id: string) =>
  findWhere(db, 'model = $1 AND id = $2', [model, id]);

export const findPayloadByUid = (db: Queryable, model: string, uid: string) =>
  findWhere(db, 'model = $1 AND uid = $2', [model, uid]);

export const findPayloadByUserCode = (db: Queryable, model: string, userCode: string) =>
  findWhere(db, 'model = $1 AND user_code = $2', [model, userCode]);

export async function consumePayload(db: Queryable, model: string, id: string): Promise<void> {
  await db.query('UPDATE oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [model, id]);
}

export async function destroyPayload(db: Queryable, model: string, id: string): Promise<void> {
  await db.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [model, id]);
}

/** The models a grant issues; revoking the grant removes them (not the sessions or interactions naming it). */
const GRANTABLE_MODELS = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
];

export async function revokePayloadsOfGrant(db: Queryable, grantId: string): Promise<void> {
  await db.query('DELETE FROM oidc_payloads WHERE grant_id = $1 AND model = ANY($2::text[])', [
    grantId,
    GRANTABLE_MODELS,
  ]);
}

/** Forgets expired state; called at start so the table does not grow without bound. */
export async function deleteExpiredPayloads(db: Queryable): Promise<void> {
  await db.query('DELETE FROM oidc_payloads WHERE expires_at <= now()');
}
