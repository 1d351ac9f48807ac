import { newsListQuery } from '../features/news/api/get-news-list.ts';
import type { PortalServices } from '../lib/portal-services.ts';

/**
 * The first screen's data, asked as the app starts (issue #31) instead of once the screen's code has
 * loaded and rendered: on /news, a signed-in person's first page of news, side by side with users/me and
 * the route's chunk. It is asked in the language the screen asks it (the portal's current one: the last
 * person's on this device, until users/me says otherwise), so the screen finds it in the query cache; a
 * person whose language turns out to differ gets their own, as without it.
 */
export function startFirstScreenData(services: PortalServices, pathname: string): void {
  if (services.auth.getState().status !== 'connected') return;
  if (pathname !== '/news') return;
  const language = services.i18n.language === 'fr' ? 'fr' : 'en';
  services.queryClient.infiniteQuery(newsListQuery(services.api, language)).catch(() => {
    // The screen asks again and shows its own error state.
  });
}
