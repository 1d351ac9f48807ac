import type { Language } from '@campus/domain/locale';
import type {
  SearchEmbedded,
  SearchPostSubtype,
  SearchResult,
  SearchSubtype,
  SearchTermSubtype,
  SearchType,
} from '@campus/domain/search';
import { PLACE_CATEGORY_TAXONOMY } from '@campus/domain/place';
import type { Listed, PageWindow } from '../db/content-sql.ts';
import type { Queryable } from '../db/db.ts';
import {
  searchContent,
  searchKeyParts,
  searchTerms,
  type FoundRow,
  type SearchKeyParts,
} from '../db/search-repository.ts';
import type { UserIdentity } from '../db/users-repository.ts';
import type { PhotoUrls } from '../photos/photo-urls.ts';
import { directoryPage } from './directory.ts';
import { listContent } from './content-engine.ts';
import { events } from './content-types/events.ts';
import { housePages } from './content-types/house-pages.ts';
import { places } from './content-types/places.ts';
import { posts } from './content-types/posts.ts';
import { servicePages } from './content-types/service-pages.ts';
import { prefixTsquery } from './search-query.ts';
import { listServiceTermViews } from './service-terms.ts';
import { listHouses, listTags } from './taxonomies.ts';
import { contentCachesOf } from './versioned-content-cache.ts';

export interface SearchRequest {
  type: SearchType;
  subtypes: readonly SearchSubtype[];
  /** The person's text, trimmed; '' lists everything of the type (people: under the filters). */
  text: string;
  language: Language;
  embed: boolean;
  /** People only: the directory's filters (§2.11 users tab). */
  tagIds: readonly number[];
  houseId: number | null;
  page: number;
  perPage: number;
}

export interface SearchContext {
  db: Queryable;
  photoUrls: PhotoUrls;
  viewer: UserIdentity;
  publicUrl: string;
}

/** An object a result stands for, with where it lives on the portal and its API route. */
interface Found {
  object: SearchEmbedded;
  url: string;
  route: string;
}

const ids = (rows: readonly FoundRow<string>[], subtype: string) =>
  rows.filter((row) => row.subtype === subtype).map((row) => row.id);

/** The rows of some ids: no count query (the search has its total already). */
const byIds = (count: number): PageWindow => ({ limit: count, offset: 0, withTotal: false });

/** Every list of the given ids returns a subset of them; loads each subtype present in one query. */
async function loadEach<Item extends SearchEmbedded & { id: number }>(
  rows: readonly FoundRow<string>[],
  subtype: string,
  load: (ids: number[]) => Promise<Listed<Item>>,
  place: (item: Item) => Omit<Found, 'object'>,
  into: Map<string, Found>,
): Promise<void> {
  const wanted = ids(rows, subtype);
  if (wanted.length === 0) return;
  const { rows: items } = await load(wanted);
  for (const item of items) into.set(`${subtype}:${String(item.id)}`, { object: item, ...place(item) });
}

/**
 * The objects of one page of found content, in the shape of their own list endpoints, one query per post
 * type present (never per row). The lists apply their own rules again (published, language, event
 * visibility), so what the search found and what it shows cannot disagree.
 */
async function loadContent(
  context: SearchContext,
  language: Language,
  rows: readonly FoundRow<SearchPostSubtype>[],
): Promise<Map<string, Found>> {
  const { db, viewer, publicUrl } = context;
  const found = new Map<string, Found>();
  const base = { language, slugs: null, houseIds: null };
  await Promise.all([
    loadEach(
      rows,
      'post',
      (wanted) => listContent(db, posts, { ...base, ids: wanted }, byIds(wanted.length), publicUrl),
      (post) => ({ url: `${publicUrl}/news/${post.slug}`, route: `wp/v2/posts/${String(post.id)}` }),
      found,
    ),
    loadEach(
      rows,
      'event',
      (wanted) =>
        listContent(
          db,
          events,
          { ...base, ids: wanted, order: 'asc', visibleTo: viewer.id },
          byIds(wanted.length),
          publicUrl,
        ),
      (event) => ({ url: `${publicUrl}/events/${event.slug}`, route: `wp/v2/event/${String(event.id)}` }),
      found,
    ),
    loadEach(
      rows,
      'house',
      (wanted) =>
        listContent(db, housePages, { ...base, ids: wanted, parent: null }, byIds(wanted.length), publicUrl),
      (page) => ({ url: page.link, route: `wp/v2/house/${String(page.id)}` }),
      found,
    ),
    loadEach(
      rows,
      'service',
      (wanted) =>
        listContent(
          db,
          servicePages,
          { ...base, ids: wanted, parent: null },
          byIds(wanted.length),
          publicUrl,
        ),
      (service) => ({ url: service.link, route: `wp/v2/service/${String(service.id)}` }),
      found,
    ),
    loadEach(
      rows,
      'places',
      (wanted) =>
        listContent(db, places, { ...base, categoryIds: null, ids: wanted }, byIds(wanted.length), publicUrl),
      (place) => ({ url: place.link, route: `wp/v2/places/${String(place.id)}` }),
      found,
    ),
  ]);
  return found;
}

/** Where a term leads on the portal: its house, the services, the map, or the people who have the tag. */
function termUrl(subtype: SearchTermSubtype, id: number, publicUrl: string): string {
  if (subtype === 'tax-house') return `${publicUrl}/house`;
  if (subtype === 'tax-service') return `${publicUrl}/services`;
  if (subtype === PLACE_CATEGORY_TAXONOMY) return `${publicUrl}/pages/map`;
  return `${publicUrl}/search/users/t=${String(id)}`;
}

async function loadTerms(
  context: SearchContext,
  rows: readonly FoundRow<SearchTermSubtype>[],
): Promise<Map<string, Found>> {
  const { db, viewer, publicUrl } = context;
  const found = new Map<string, Found>();
  const query = (wanted: number[]) => ({ slugs: null, include: wanted, parent: null });
  const place = (subtype: SearchTermSubtype) => (term: { id: number }) => ({
    url: termUrl(subtype, term.id, publicUrl),
    route: `wp/v2/${subtype}/${String(term.id)}`,
  });
  await Promise.all([
    loadEach(
      rows,
      'tax-house',
      (wanted) => listHouses(db, viewer.id, query(wanted), byIds(wanted.length), publicUrl),
      place('tax-house'),
      found,
    ),
    loadEach(
      rows,
      'tax-service',
      (wanted) => listServiceTermViews(db, query(wanted), byIds(wanted.length), publicUrl),
      place('tax-service'),
      found,
    ),
    ...(['tax-tag', PLACE_CATEGORY_TAXONOMY] as const).map((taxonomy) =>
      loadEach(
        rows,
        taxonomy,
        (wanted) => listTags(db, viewer.id, taxonomy, query(wanted), byIds(wanted.length)),
        place(taxonomy),
        found,
      ),
    ),
  ]);
  return found;
}

function result(
  context: SearchContext,
  type: SearchType,
  row: FoundRow<string>,
  found: Found,
  embed: boolean,
): SearchResult {
  return {
    id: row.id,
    title: row.title,
    url: found.url,
    type,
    subtype: row.subtype,
    _links: { self: [{ embeddable: true, href: `${context.publicUrl}/wp-json/${found.route}` }] },
    ...(embed ? { _embedded: { self: [found.object] } } : {}),
  };
}

/** One page of found rows and the objects they stand for, as results; a match that vanished in between is left out. */
function resultsOf(
  context: SearchContext,
  request: SearchRequest,
  listed: Listed<FoundRow<string>>,
  found: Map<string, Found>,
): Listed<SearchResult> {
  const rows: SearchResult[] = [];
  for (const row of listed.rows) {
    const object = found.get(`${row.subtype}:${String(row.id)}`);
    if (object !== undefined) rows.push(result(context, request.type, row, object, request.embed));
  }
  return { rows, total: listed.total };
}

/** Content (type=post) as the database finds it now: the page of matches, then their objects. */
async function readContentPage(
  context: SearchContext,
  request: SearchRequest,
  tsquery: string | null,
): Promise<Listed<SearchResult>> {
  const matches = await searchContent(
    context.db,
    {
      language: request.language,
      tsquery,
      subtypes: request.subtypes as SearchPostSubtype[],
      viewerId: context.viewer.id,
    },
    { limit: request.perPage, offset: (request.page - 1) * request.perPage },
  );
  return resultsOf(context, request, matches, await loadContent(context, request.language, matches.rows));
}

/**
 * Content (type=post): the same answer for every viewer with the same houses (they decide which events one
 * may find), so whole pages are kept at the 'search' content version (migration 028), by the normalised
 * query (its tsquery: "biblio, " and " biblio" share one), language, subtypes, page and the viewer's houses
 * when events are searched (docs/decisions/038-search-cache.md).
 */
async function searchContentPage(
  context: SearchContext,
  request: SearchRequest,
): Promise<Listed<SearchResult>> {
  const tsquery = request.text === '' ? null : prefixTsquery(request.text);
  if (request.text !== '' && tsquery === null) return { rows: [], total: 0 };
  const kept = contentCachesOf(context.db).searchPages;
  const findsEvents = request.subtypes.includes('event');
  const keyOf = ({ houseIds }: SearchKeyParts) =>
    JSON.stringify([
      request.language,
      tsquery,
      request.subtypes,
      request.page,
      request.perPage,
      request.embed,
      findsEvents ? houseIds : null,
      context.publicUrl,
    ]);
  // Read before the page, so what is kept under this version is never older than the version.
  const before = await searchKeyParts(context.db, context.viewer.id);
  const key = keyOf(before);
  const hit = kept.get(before.version, key);
  if (hit !== undefined) return hit;
  const answer = await readContentPage(context, request, tsquery);
  // The page was read for the viewer's houses of now: kept under the houses of the key only if they did
  // not change in between, or another viewer with the old houses could be shown this viewer's events.
  if (!findsEvents || keyOf(await searchKeyParts(context.db, context.viewer.id)) === key) {
    kept.set(before.version, key, answer);
  }
  return answer;
}

/** Terms (type=term): the page of matches, then their objects; read on every request. */
async function searchTermsPage(
  context: SearchContext,
  request: SearchRequest,
): Promise<Listed<SearchResult>> {
  const matches = await searchTerms(
    context.db,
    {
      language: request.language,
      text: request.text === '' ? null : request.text,
      subtypes: request.subtypes as SearchTermSubtype[],
    },
    { limit: request.perPage, offset: (request.page - 1) * request.perPage },
  );
  return resultsOf(context, request, matches, await loadTerms(context, matches.rows));
}

/**
 * People by name only (§5: "names containing the search text"), through the directory's own query: the
 * SQL returns only people the viewer may see and find by name (a hidden name is not searchable), never
 * the viewer, so totals count only them (§6); each is then projected to what they share.
 */
async function searchPeople(
  context: SearchContext,
  request: SearchRequest,
): Promise<Listed<SearchResult> & { hiddenIds: number[] }> {
  const { users, total, hiddenIds } = await directoryPage(context.db, context.photoUrls, context.viewer.id, {
    page: request.page,
    perPage: request.perPage,
    include: null,
    search: request.text === '' ? null : request.text,
    searchNameOnly: true,
    tagIds: request.tagIds,
    houseId: request.houseId,
  });
  const rows = users.map((user) =>
    result(
      context,
      'user',
      { subtype: 'user', id: user.id, title: user.name },
      {
        object: user,
        url: `${context.publicUrl}/directory`,
        route: `wp/v2/users/${String(user.id)}`,
      },
      request.embed,
    ),
  );
  return { rows, total, hiddenIds };
}

/** GET /wp/v2/search (spec §7): one page of results of one type, with the total for the paging headers. */
export async function search(
  context: SearchContext,
  request: SearchRequest,
): Promise<Listed<SearchResult> & { hiddenIds: number[] }> {
  if (request.type === 'user') return searchPeople(context, request);
  const page =
    request.type === 'post'
      ? await searchContentPage(context, request)
      : await searchTermsPage(context, request);
  return { ...page, hiddenIds: [] };
}
