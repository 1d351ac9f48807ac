import type { Checklist } from '@campus/domain/checklist';
import type { Language } from '@campus/domain/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { checklistsKeys } from './checklists-keys.ts';

/** GET /wp/v2/checklist (spec §7): the campus's stay checklists in one language, with their rules. */
export async function getChecklists(
  api: ApiClient,
  language: Language,
  signal?: AbortSignal,
): Promise<Checklist[]> {
  const response = await callListEndpoint(api, 'GET /wp/v2/checklist', {
    query: { wpml_language: language },
    signal,
  });
  return response.data;
}

export const checklistsQuery = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: checklistsKeys.list(language),
    queryFn: ({ signal }) => getChecklists(api, language, signal),
    // Checklists change when the campus edits them, not while a person uses the portal.
    staleTime: 10 * 60_000,
  });

export function useChecklists() {
  return useQuery(checklistsQuery(useApiClient(), useContentLanguage()));
}
