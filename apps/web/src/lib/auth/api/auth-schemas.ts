import { UserSchema, type User } from '@campus/domain/user';
import type { WireShape } from '../../api/expect-shape.ts';

/** The wire schema the session's fetchers check answers against (in development): users/me, context edit. */
export const authSchemas: { user: WireShape<User> } = {
  user: { schema: import.meta.env.DEV ? UserSchema : null },
};
