import type { DirectoryTagGroup, DirectoryUser } from '@campus/domain/directory-user';
import type { RelationStatus, UserNetworkRelation } from '@campus/domain/relation';
import type { TagTerm } from '@campus/domain/taxonomy';

/** A relation as GET /wp/v2/usernetwork lists it: with the other party as the viewer may see them. */
export interface TestListedRelation extends UserNetworkRelation {
  other_user: DirectoryUser | null;
}

/** Another person as GET /wp/v2/users sends them (all shared); tests override what they are about. */
export function testPerson(
  id: number,
  firstName: string,
  lastName: string,
  acf: Partial<DirectoryUser['acf']> = {},
): DirectoryUser {
  return {
    id,
    name: `${firstName} ${lastName}`,
    first_name: firstName,
    last_name: lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@campus.example`,
    house: 12,
    in_my_network: false,
    acf: {
      photo: null,
      mobilephone: null,
      user_house: [{ term_id: 12, name: 'Maison du Brésil' }],
      ...acf,
    },
  };
}

/** A relation from `from` to `to` (user_a sent the request). */
export function testRelation(
  id: number,
  from: number,
  to: number,
  status: RelationStatus,
  otherUser: DirectoryUser | null,
): TestListedRelation {
  return {
    id,
    status: 'publish',
    date: '2025-09-01T10:00:00',
    acf: { user_a: from, user_b: to, relation_status: status },
    other_user: otherUser,
  };
}

/** A tag-like term of GET /wp/v2/tax-tag; `parent` 0 is a group. */
export function testTag(
  id: number,
  slug: string,
  parent: number,
  labels: Record<string, string> = {},
): TagTerm {
  return {
    id,
    term_id: id,
    parent,
    name: slug,
    slug,
    description: '',
    taxonomy: 'tax-tag',
    count: 1,
    acf: { label: Object.entries(labels).map(([lang, value]) => ({ lang, value })) },
  };
}

/** A group of the directory filter with its children (GET /portal/v1/directory/tag-groups). */
export function testTagGroup(parent: TagTerm, children: readonly TagTerm[]): DirectoryTagGroup {
  const labelled = (tag: TagTerm) => ({
    id: tag.id,
    slug: tag.slug,
    name: tag.name,
    label: tag.acf.label,
    count: tag.count,
  });
  return { ...labelled(parent), children: children.map(labelled) };
}
