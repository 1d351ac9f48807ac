import type { ProfileTagGroup } from './get-tag-group.ts';

/** Query keys of the profile's reference data (the tag groups a person picks from). */
export const profileKeys = {
  all: ['profile'] as const,
  tagGroup: (slug: ProfileTagGroup) => [...profileKeys.all, 'tag-group', slug] as const,
};

/** Every profile write shares this mutation scope: they run one after the other, so the last edit wins. */
export const PROFILE_WRITE_SCOPE = { id: 'profile' } as const;
