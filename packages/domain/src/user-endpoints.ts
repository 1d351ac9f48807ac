import { Type } from 'typebox';
import { BACKEND_TOKEN_HEADER } from './auth-contract.ts';
import { defineEndpoints } from './endpoint.ts';
import { UserSchema } from './user.ts';

/**
 * The signed-in person's own record (spec §7 users/me). Other people are the directory's
 * (directory-endpoints.ts); the person's own profile changes are profile-endpoints.ts.
 */
export const userEndpoints = defineEndpoints({
  'GET /wp/v2/users/me': {
    summary:
      "The caller's own record, whole; each load carries a fresh backend token for the same session (the first after sign-in opens it).",
    query: Type.Object({ context: Type.Enum(['view', 'edit', 'embed'], { default: 'view' }) }),
    response: UserSchema,
    headers: {
      [BACKEND_TOKEN_HEADER]: Type.String({
        description: 'The backend token the client stores and sends from now on (spec §7).',
      }),
    },
    errors: [400, 403, 404],
  },
});
