import type { User } from '@campus/domain/user';
import type { ApiClient } from '../../api/api-client.ts';
import { expectShape } from '../../api/expect-shape.ts';
import { authSchemas } from './auth-schemas.ts';

const path = '/wp/v2/users/me';

/** GET /wp/v2/users/me?context=edit (spec §7): the signed-in person; the answer carries a backend token. */
export async function getCurrentUser(api: ApiClient, signal?: AbortSignal): Promise<User> {
  const response = await api.request(path, { query: { context: 'edit' }, signal });
  return expectShape(authSchemas.user, response.data, path);
}
