import type { User } from '@campus/domain/user';
import type { WireShape } from '../../api/expect-shape.ts';

/**
 * The wire schemas the session's fetchers check answers against (in development), from packages/domain.
 * `null` while packages/domain does not export the schema yet: the check is then skipped. Expected:
 * `UserSchema` from '@campus/domain/user' (GET /wp/v2/users/me?context=edit).
 */
export const authSchemas: { user: WireShape<User> } = {
  user: { schema: null },
};
