import type { ChecklistEntry } from '@campus/domain/checklist';
import type { Language } from '@campus/domain/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { checklistsKeys } from './checklists-keys.ts';

/**
 * GET /wp/v2/checklist_entries (spec §7): all the signed-in person's entries in one request, each naming
 * its checklist by the id it has in `language` (the server pairs them; an entry is shared by languages).
 */
export async function getChecklistEntries(
  api: ApiClient,
  language: Language,
  signal?: AbortSignal,
): Promise<ChecklistEntry[]> {
  const response = await callListEndpoint(api, 'GET /wp/v2/checklist_entries', {
    query: { wpml_language: language },
    signal,
  });
  return response.data;
}

/**
 * The person's own progress: it changes only through this person's ticks, which write the cache at once
 * (use-checklist-ticks), so it is not refetched behind their back.
 */
export const checklistEntriesQuery = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: checklistsKeys.entries(language),
    queryFn: ({ signal }) => getChecklistEntries(api, language, signal),
    staleTime: Infinity,
  });

export function useChecklistEntries() {
  return useQuery(checklistEntriesQuery(useApiClient(), useContentLanguage()));
}
