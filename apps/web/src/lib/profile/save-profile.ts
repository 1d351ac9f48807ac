import type { UserAcf } from '@campus/domain/user';
import type { WizardStepDone } from '@campus/domain/user';
import type { ApiClient } from '../api/api-client.ts';

/**
 * The fields of PUT /acf/v3/users/{id} (spec §7): the profile save sends locale, notifications,
 * confidentiality, photo, tags as strings and show; the other updates mobilephone (null when empty),
 * user_house and the wizard's done slugs.
 */
export interface ProfileChanges {
  locale?: UserAcf['locale'];
  notifications?: boolean;
  confidentiality?: UserAcf['confidentiality'];
  photo?: string | null;
  tags?: string[];
  show?: UserAcf['show'];
  mobilephone?: string | null;
  user_house?: number[];
  wizard?: WizardStepDone[];
}

export const profilePath = (userId: number) => `/acf/v3/users/${String(userId)}`;

export async function saveProfile(api: ApiClient, userId: number, acf: ProfileChanges): Promise<UserAcf> {
  const response = await api.request<{ acf: UserAcf }>(profilePath(userId), { method: 'PUT', body: { acf } });
  return response.data.acf;
}

/** The same save, sent with keepalive as the page goes away (no answer awaited). */
export function saveProfileOnExit(api: ApiClient, userId: number, acf: ProfileChanges): void {
  api.sendKeepalive(profilePath(userId), { method: 'PUT', body: { acf } });
}
