import type { User } from '@campus/domain/user';
import type { ApiClient } from '../../api/api-client.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';

/** GET /wp/v2/users/me?context=edit (spec §7): the signed-in person; the answer carries a backend token. */
export async function getCurrentUser(api: ApiClient, signal?: AbortSignal): Promise<User> {
  const response = await callEndpoint(api, 'GET /wp/v2/users/me', { query: { context: 'edit' }, signal });
  return response.data;
}
