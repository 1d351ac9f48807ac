import type { Language } from '@campus/domain/locale';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { houseTermsQuery } from './api/get-house-terms.ts';
import { campusMainTerm } from './use-active-house.ts';
import {
  prefetchLoader,
  type PrefetchContext,
  type RouteServices,
} from '../../lib/routing/prefetch-loader.ts';

/**
 * The active house for a loader, as use-active-house.ts decides it: the first of the person's houses, else
 * the campus main house (which needs the house terms, cached for the screens too). Null before users/me.
 */
async function activeHouseId(
  services: RouteServices,
  api: ApiClient,
  ensure: QueryClient['query'],
): Promise<number | null> {
  const user = services.auth.getState().user;
  if (user === null) return null;
  const first = user.acf.user_house[0]?.term_id;
  if (first !== undefined) return first;
  return campusMainTerm(await ensure(houseTermsQuery(api)))?.id ?? null;
}

export type HousePrefetchContext = Omit<PrefetchContext, 'language'> & {
  language: Language;
  houseId: number;
};

/**
 * The loader of a house screen: house content depends on the person (their house) and their language, so
 * it prefetches once users/me has answered, for the active house.
 */
export function housePrefetchLoader(
  services: RouteServices,
  load: (context: HousePrefetchContext) => Promise<unknown>,
): LoaderFunction {
  return prefetchLoader(services, async (context) => {
    const { language } = context;
    if (language === null) return;
    const houseId = await activeHouseId(services, context.api, context.ensure);
    if (houseId !== null) await load({ ...context, language, houseId });
  });
}
