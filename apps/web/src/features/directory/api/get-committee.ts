import { COMMITTEE_SIZE } from '@campus/domain/constants';
import type { DirectoryUser } from '@campus/domain/directory-user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { directoryKeys } from './directory-keys.ts';

/** The parent tag of the house committees (spec §3 parent tag slugs). */
export const COMMITTEE_TAG_SLUG = 'committee';

/**
 * 'My house committee' (spec §2.6, §9): GET /wp/v2/tax-tag?slug=committee for the parent tag, then
 * GET /wp/v2/users?filter[tax-tag]={committee}&filter[tax-house]={house}&per_page=3. The server matches a
 * person carrying the committee tag or one of its child tags, and lists only people the viewer may see.
 */
export interface Committee {
  /** The committee parent tag, for the group's see-all link (§2.11: /search/users/h={house}&t={tag}). */
  tagId: number;
  people: DirectoryUser[];
}

export async function getCommittee(
  api: ApiClient,
  houseId: number,
  signal?: AbortSignal,
): Promise<Committee | null> {
  const tags = await callListEndpoint(api, 'GET /wp/v2/tax-tag', {
    query: { slug: COMMITTEE_TAG_SLUG },
    signal,
  });
  const committee = tags.data.find((tag) => tag.parent === 0 && tag.slug === COMMITTEE_TAG_SLUG);
  // A campus without committees: nobody to show, not an error.
  if (committee === undefined) return null;
  const users = await callListEndpoint(api, 'GET /wp/v2/users', {
    query: {
      'filter[tax-tag]': [committee.id],
      'filter[tax-house]': houseId,
      per_page: COMMITTEE_SIZE,
    },
    signal,
  });
  return {
    tagId: committee.id,
    people: users.data.slice(0, COMMITTEE_SIZE),
  };
}

export const committeeQuery = (api: ApiClient, houseId: number) =>
  queryOptions({
    queryKey: directoryKeys.committee(houseId),
    queryFn: ({ signal }) => getCommittee(api, houseId, signal),
    staleTime: 5 * 60_000,
  });

export function useCommittee(houseId: number) {
  return useQuery(committeeQuery(useApiClient(), houseId));
}
