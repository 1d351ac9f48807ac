import type { UserAcf } from '@campus/domain/user';
import type { WizardStepDone } from '@campus/domain/user';

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
