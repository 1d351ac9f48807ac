import type { TagTerm } from '@campus/domain/taxonomy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { useApiClient } from '../api/api-client-context.tsx';

/** The parent tags whose children a person picks in the profile and the wizard (spec §3, §5). */
export type ProfileTagGroup = 'interest' | 'establishment' | 'discipline' | 'study_year';

export interface TagGroup {
  parent: TagTerm;
  children: TagTerm[];
}

export const profileTagKeys = {
  all: ['profile-tags'] as const,
  group: (slug: ProfileTagGroup) => [...profileTagKeys.all, slug] as const,
};

/** GET /wp/v2/tax-tag?slug={group}, then its children (GET /wp/v2/tax-tag?parent=…, per_page 100). */
export async function fetchTagGroup(
  api: ApiClient,
  slug: ProfileTagGroup,
  signal?: AbortSignal,
): Promise<TagGroup> {
  const parents = await api.request<TagTerm[]>('/wp/v2/tax-tag', { query: { slug }, signal });
  const parent = parents.data.find((term) => term.parent === 0);
  if (parent === undefined) throw new Error(`No tag group ${slug}`);
  const children = await api.request<TagTerm[]>('/wp/v2/tax-tag', {
    query: { parent: parent.id, per_page: 100 },
    signal,
  });
  return { parent, children: children.data };
}

export const tagGroupQuery = (api: ApiClient, slug: ProfileTagGroup) =>
  queryOptions({
    queryKey: profileTagKeys.group(slug),
    queryFn: ({ signal }) => fetchTagGroup(api, slug, signal),
    staleTime: 10 * 60_000,
  });

export function useTagGroup(slug: ProfileTagGroup) {
  return useQuery(tagGroupQuery(useApiClient(), slug));
}

/** The tag's label in the portal's language (acf.label), else its name. */
export function tagLabel(tag: TagTerm, language: string): string {
  return tag.acf.label.find((label) => label.lang === language)?.value ?? tag.name;
}
