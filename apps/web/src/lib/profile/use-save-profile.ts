import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context.tsx';
import { useAuthService } from '../auth/auth-context.tsx';
import { saveProfile, type ProfileChanges } from './save-profile.ts';

/**
 * Saves the signed-in person's profile, then reloads users/me so every screen (sidebar photo, language,
 * wizard guard) sees the saved record; resolves once the reload is done.
 */
export function useSaveProfile(userId: number) {
  const api = useApiClient();
  const auth = useAuthService();
  return useMutation({
    mutationFn: async (changes: ProfileChanges) => {
      const acf = await saveProfile(api, userId, changes);
      await auth.reloadUser();
      return acf;
    },
  });
}
