import { Type } from 'typebox';
import { defineEndpoints } from './endpoint.ts';
import { ActiveSessionListSchema, SessionEndedSchema } from './session.ts';
import { IdParamsSchema } from './wire.ts';

/** Logout tokens are JWTs of a few hundred bytes; the bound keeps a flood of junk cheap to refuse. */
const LogoutBodySchema = Type.Object({ logout_token: Type.String({ minLength: 1, maxLength: 8192 }) });

/**
 * The signed-in person's sessions (Settings, ADR 008), the portal's sign-out, and the identity provider's
 * back-channel logout (its client's backchannel_logout_uri).
 */
export const sessionEndpoints = defineEndpoints({
  'GET /portal/v1/sessions': {
    summary: "The caller's active sessions, most recently used first; the asking device's is marked current.",
    response: ActiveSessionListSchema,
    errors: [403],
  },
  'DELETE /portal/v1/sessions/current': {
    summary: "Ends the asking device's session (sign-out): its backend token stops working at once.",
    response: SessionEndedSchema,
    errors: [403],
  },
  'DELETE /portal/v1/sessions/{id}': {
    summary: "Ends one of the caller's sessions (that device is signed out); anyone else's answers 404.",
    params: IdParamsSchema,
    response: SessionEndedSchema,
    errors: [400, 403, 404],
  },
  'POST /portal/v1/sessions/backchannel-logout': {
    summary:
      "The identity provider's back-channel logout: ends the sessions of the logout token's identity-provider session.",
    body: LogoutBodySchema,
    response: Type.Object({}),
    errors: [400, 503],
    access: 'public',
  },
});
