import { SETTINGS_INTERESTS_SHOWN } from '@campus/domain/constants';

/** Spec §2.12, §9: at most three interest names, then an ellipsis when there are more. */
export function interestsLine(names: readonly string[]): string {
  const shown = names.slice(0, SETTINGS_INTERESTS_SHOWN).join(', ');
  return names.length > SETTINGS_INTERESTS_SHOWN ? `${shown}…` : shown;
}
