import type { EventPost, Post } from '@campus/domain/content';
import type { Place } from '@campus/domain/place';
import type { SearchEmbedded, SearchResult } from '@campus/domain/search';
import type { ServicePage } from '@campus/domain/service';
import { HttpResponse } from 'msw';
import { endpointHandler } from './endpoint-handler.ts';
import { testCampus } from './test-campus.ts';

/** What the test search finds, per subtype; people come from the test campus (never the viewer). */
export interface TestSearchData {
  posts?: readonly Post[];
  events?: readonly EventPost[];
  services?: readonly ServicePage[];
  places?: readonly Place[];
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function result(
  type: SearchResult['type'],
  subtype: string,
  id: number,
  title: string,
  url: string,
  object: SearchEmbedded,
): SearchResult {
  return {
    id,
    title,
    url,
    type,
    subtype,
    _links: {
      self: [{ embeddable: true, href: `${window.location.origin}/wp-json/wp/v2/${subtype}/${String(id)}` }],
    },
    _embedded: { self: [object] },
  };
}

/**
 * GET /wp/v2/search as the screen tests see it: the server's paging and headers, and a title match without
 * accents or case standing in for its full-text search (tested against the real database in the server).
 */
export function searchHandlers({ posts = [], events = [], services = [], places = [] }: TestSearchData = {}) {
  return [
    endpointHandler('GET /wp/v2/search', ({ request }) => {
      const url = new URL(request.url);
      testCampus.requests.push({
        method: 'GET',
        path: '/wp/v2/search',
        search: url.searchParams,
        body: null,
      });
      const text = plain(url.searchParams.get('search') ?? '');
      const matches = (title: string) => plain(title).includes(text);
      const origin = window.location.origin;
      const tagIds = (url.searchParams.get('filter[tax-tag]') ?? '').split(',').filter(Boolean).map(Number);
      const houseId = Number(url.searchParams.get('filter[tax-house]') ?? 0);
      const bySubtype: Record<string, SearchResult[]> = {
        post: posts
          .filter((post) => matches(post.title.rendered))
          .map((post) =>
            result('post', 'post', post.id, post.title.rendered, `${origin}/news/${post.slug}`, post),
          ),
        event: events
          .filter((event) => matches(event.title.rendered))
          .map((event) =>
            result('post', 'event', event.id, event.title.rendered, `${origin}/events/${event.slug}`, event),
          ),
        service: services
          .filter((service) => matches(service.title.rendered))
          .map((service) =>
            result('post', 'service', service.id, service.title.rendered, service.link, service),
          ),
        places: places
          .filter((place) => matches(place.title.rendered))
          .map((place) => result('post', 'places', place.id, place.title.rendered, place.link, place)),
        user: testCampus.people
          .filter(
            (person) =>
              matches(person.name) &&
              tagIds.every((id) => testCampus.tagsOf[person.id]?.includes(id)) &&
              (houseId === 0 || person.acf.user_house.some((house) => house.term_id === houseId)),
          )
          .map((person) => result('user', 'user', person.id, person.name, `${origin}/directory`, person)),
      };
      const found = bySubtype[url.searchParams.get('subtype') ?? 'post'] ?? [];
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      return HttpResponse.json(found.slice((page - 1) * perPage, page * perPage), {
        headers: {
          'X-WP-Total': String(found.length),
          'X-WP-TotalPages': String(Math.ceil(found.length / perPage)),
        },
      });
    }),
  ];
}
