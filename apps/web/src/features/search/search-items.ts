import type { EventPost, Post } from '@campus/domain/content';
import type { DirectoryUser } from '@campus/domain/directory-user';
import type { Language } from '@campus/domain/locale';
import type { Place } from '@campus/domain/place';
import type { SearchEmbedded, SearchResult, SearchResultCategory } from '@campus/domain/search';
import type { ServicePage } from '@campus/domain/service';
import { formatDayAndTime, formatLongDate, parseContentDate } from '../../lib/dates/format-date.ts';
import { SEARCH_PATH } from './search-location.ts';

/** One content result as the search lists it: a title, a line under it, a picture and where it leads. */
export interface SearchItem {
  key: string;
  /** What it is: its icon when it has no picture. */
  kind: Exclude<SearchResultCategory, 'users'>;
  title: string;
  detail: string;
  image: string | null;
  /** A path of the portal; a news or event detail opens as a modal and closes back to the search. */
  to: string;
}

/** The object the server embedded in a result (`_embed`), as the category's own type. */
export function embeddedOf(result: SearchResult): SearchEmbedded | null {
  return result._embedded?.self[0] ?? null;
}

/** The portal path of an absolute portal URL (the server's `link`/`url` fields). */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

const imageOf = (value: string | false | null | undefined): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * A campus service opens inside the search (/search/services/{slugs}, §2.11), keeping the search's place;
 * a house service opens in its house.
 */
export function servicePath(link: string): string {
  const path = pathOf(link);
  return path.startsWith('/services/') ? `${SEARCH_PATH}${path}` : path;
}

/**
 * The line under a service: its house first for a house service — every house has its own copy of the
 * house services (its Laundry, its Front desk), so without it the same title would come once per house.
 */
function serviceDetail(service: ServicePage, houseName: (houseId: number) => string | null): string {
  const houses = service['tax-house'].flatMap((id) => houseName(id) ?? []);
  return [...houses, service.acf.subtitle].filter((part) => part !== '').join(' · ');
}

/**
 * A content result as a list item; null for people (the directory's cards) or a result without its object.
 * `houseName` names a house by its term id (null while the houses load).
 */
export function searchItemOf(
  category: Exclude<SearchResultCategory, 'users'>,
  result: SearchResult,
  language: Language,
  houseName: (houseId: number) => string | null = () => null,
): SearchItem | null {
  const key = `${result.subtype}:${String(result.id)}`;
  const kind = category;
  switch (category) {
    case 'news': {
      const post = embeddedOf(result) as Post | null;
      if (post === null) return null;
      return {
        key,
        kind,
        title: result.title,
        detail: formatLongDate(parseContentDate(post.date), language),
        image: imageOf(post.fimg_url),
        to: `/news/${post.slug}`,
      };
    }
    case 'events': {
      const event = embeddedOf(result) as EventPost | null;
      if (event === null) return null;
      return {
        key,
        kind,
        title: result.title,
        detail: formatDayAndTime(parseContentDate(event.acf.start), language),
        image: imageOf(event.fimg_url),
        to: `/events/${event.slug}`,
      };
    }
    case 'services': {
      const service = embeddedOf(result) as ServicePage | null;
      if (service === null) return null;
      return {
        key,
        kind,
        title: result.title,
        detail: serviceDetail(service, houseName),
        image: imageOf(service.acf.image?.sizes.medium),
        to: servicePath(service.link),
      };
    }
    case 'places': {
      const place = embeddedOf(result) as Place | null;
      if (place === null) return null;
      return {
        key,
        kind,
        title: result.title,
        detail: place.acf.place_phone,
        image: imageOf(place.acf.place_house_img),
        to: `/pages/map/${String(place.id)}`,
      };
    }
  }
}

/** The people of a page of user results, as the directory projects them (privacy applied by the server). */
export function peopleOf(results: readonly SearchResult[]): DirectoryUser[] {
  return results.flatMap((result) => {
    const person = embeddedOf(result) as DirectoryUser | null;
    return person === null ? [] : [person];
  });
}
