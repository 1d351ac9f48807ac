import type { TagTerm } from '@campus/domain/taxonomy';
import type { SelfChosenTagGroup } from '@campus/domain/wizard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { profileKeys } from './profile-keys.ts';

/** The parent tags whose children a person picks in the profile and the wizard (spec §3, §5). */
export type ProfileTagGroup = SelfChosenTagGroup;

export interface TagGroup {
  parent: TagTerm;
  children: TagTerm[];
}

/** GET /wp/v2/tax-tag?slug={group}, then its children (GET /wp/v2/tax-tag?parent=…, per_page 100). */
export async function getTagGroup(
  api: ApiClient,
  slug: ProfileTagGroup,
  signal?: AbortSignal,
): Promise<TagGroup> {
  const parents = await callListEndpoint(api, 'GET /wp/v2/tax-tag', { query: { slug }, signal });
  const parent = parents.data.find((term) => term.parent === 0);
  if (parent === undefined) throw new Error(`No tag group ${slug}`);
  const children = await callListEndpoint(api, 'GET /wp/v2/tax-tag', {
    query: { parent: parent.id, per_page: 100 },
    signal,
  });
  return { parent, children: children.data };
}

export const tagGroupQuery = (api: ApiClient, slug: ProfileTagGroup) =>
  queryOptions({
    queryKey: profileKeys.tagGroup(slug),
    queryFn: ({ signal }) => getTagGroup(api, slug, signal),
    staleTime: 10 * 60_000,
  });

export function useTagGroup(slug: ProfileTagGroup) {
  return useQuery(tagGroupQuery(useApiClient(), slug));
}
