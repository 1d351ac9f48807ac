import { Type } from 'typebox';
import { defineEndpoints } from './endpoint.ts';
import { ProfileUpdateBodySchema } from './profile-update.ts';
import { UserAcfSchema } from './user.ts';
import { IdParamsSchema } from './wire.ts';

/**
 * The person's own profile (spec §7 PUT /acf/v3/users/{id}): the body's schema names every refused field at
 * once (400 rest_invalid_param); each field sent replaces the stored one, all or nothing.
 */
export const profileEndpoints = defineEndpoints({
  'PUT /acf/v3/users/{id}': {
    summary:
      "Updates the caller's own profile with the fields sent (all or nothing); anyone else's answers 403 rest_cannot_edit.",
    params: IdParamsSchema,
    body: ProfileUpdateBodySchema,
    response: Type.Object({ acf: UserAcfSchema }),
    errors: [400, 403, 404],
  },
});
