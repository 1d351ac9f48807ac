import { endpointPath } from '@campus/domain/endpoint';
import type { UserAcf } from '@campus/domain/user';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useAuthService } from '../../../lib/auth/auth-context.tsx';
import type { ProfileChanges } from '@campus/domain/profile-update';
import { PROFILE_WRITE_SCOPE } from './profile-keys.ts';

/**
 * PUT /acf/v3/users/{id} (spec §7). Each field sent replaces the stored one (tags are the whole set), so
 * the request may be retried while no newer save to the profile was sent.
 */
export async function updateProfile(api: ApiClient, userId: number, acf: ProfileChanges): Promise<UserAcf> {
  const response = await callEndpoint(api, 'PUT /acf/v3/users/{id}', {
    params: { id: userId },
    body: { acf },
    fullReplacement: true,
  });
  return response.data.acf;
}

/** The same save, sent with keepalive as the page goes away (no answer awaited). */
export function updateProfileOnExit(api: ApiClient, userId: number, acf: ProfileChanges): void {
  api.sendKeepalive(endpointPath('PUT /acf/v3/users/{id}', { id: userId }), { method: 'PUT', body: { acf } });
}

/**
 * Saves the signed-in person's profile, then reloads users/me so every screen (sidebar photo, language,
 * wizard guard) sees the saved record; resolves once the reload is done. All profile saves share one
 * mutation scope, so they reach the server one at a time, in the order they were made: a slow older
 * save can never land after a newer one.
 */
export function useUpdateProfile(userId: number) {
  const api = useApiClient();
  const auth = useAuthService();
  return useMutation({
    scope: PROFILE_WRITE_SCOPE,
    mutationFn: async (changes: ProfileChanges) => {
      const acf = await updateProfile(api, userId, changes);
      await auth.reloadUser();
      return acf;
    },
  });
}
