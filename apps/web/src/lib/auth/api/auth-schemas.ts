import type { TSchema } from 'typebox';

/**
 * The wire schemas the session's fetchers check answers against (in development), from packages/domain.
 * `null` while packages/domain does not export the schema yet: the check is then skipped. Expected:
 * `UserSchema` from '@campus/domain/user' (GET /wp/v2/users/me?context=edit).
 */
export const authSchemas: { user: TSchema | null } = {
  user: null,
};
