import { relationWith, type RelationParties } from '@campus/domain/relation';

/** The friend status icon of spec §2.3: accepted, requested, refused or none. */
export type RelationBadge = 'accepted' | 'requested' | 'refused' | 'none';

export function relationBadge(
  viewerId: number,
  otherId: number,
  relations: readonly RelationParties[],
): RelationBadge {
  return relationWith(viewerId, otherId, relations)?.relation_status ?? 'none';
}
