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
import { contentRowSql } from '../db/content-repository.ts';
import {
  searchContentRows,
  searchKeyParts,
  searchTerms,
  type FoundContent,
  type FoundRow,
} from '../db/search-repository.ts';
import type { UserIdentity } from '../db/users-repository.ts';
import type { PhotoUrls } from '../photos/photo-urls.ts';
import { directoryPage } from './directory.ts';
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

/** Each searchable post type's row, by the columns of its own list (its view reads them). */
const ROW_SQL: Readonly<Record<SearchPostSubtype, (id: string) => string>> = {
  post: (id) => contentRowSql(posts.table, id),
  event: (id) => contentRowSql(events.table, id),
  house: (id) => contentRowSql(housePages.table, id),
  service: (id) => contentRowSql(servicePages.table, id),
  places: (id) => contentRowSql(places.table, id),
};

type RowOf<Type extends { view: (row: never, publicUrl: string) => unknown }> = Parameters<Type['view']>[0];

/** A found item's object in the shape of its own list endpoint, with where it lives on the portal. */
function foundContent({ publicUrl }: SearchContext, item: FoundContent): Found {
  const id = String(item.id);
  switch (item.subtype) {
    case 'post': {
      const post = posts.view(item.row as RowOf<typeof posts>, publicUrl);
      return { object: post, url: `${publicUrl}/news/${post.slug}`, route: `wp/v2/posts/${id}` };
    }
    case 'event': {
      const event = events.view(item.row as RowOf<typeof events>, publicUrl);
      return { object: event, url: `${publicUrl}/events/${event.slug}`, route: `wp/v2/event/${id}` };
    }
    case 'house': {
      const page = housePages.view(item.row as RowOf<typeof housePages>, publicUrl);
      return { object: page, url: page.link, route: `wp/v2/house/${id}` };
    }
    case 'service': {
      const service = servicePages.view(item.row as RowOf<typeof servicePages>, publicUrl);
      return { object: service, url: service.link, route: `wp/v2/service/${id}` };
    }
    case 'places': {
      const place = places.view(item.row as RowOf<typeof places>, publicUrl);
      return { object: place, url: place.link, route: `wp/v2/places/${id}` };
    }
  }
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

/**
 * Content (type=post): the same answer for every viewer with the same houses (they decide which events one
 * may find), so whole pages are kept at the 'search' content version (migration 028), by the normalised
 * query (its tsquery: "biblio, " and " biblio" share one), language, subtypes, page and the viewer's houses
 * when events are searched (docs/decisions/038-search-cache.md). A page not kept is read in one statement
 * with its objects, and kept under the version and houses that statement read.
 */
async function searchContentPage(
  context: SearchContext,
  request: SearchRequest,
): Promise<Listed<SearchResult>> {
  const tsquery = request.text === '' ? null : prefixTsquery(request.text);
  const subtypes = request.subtypes as SearchPostSubtype[];
  if ((request.text !== '' && tsquery === null) || subtypes.length === 0) return { rows: [], total: 0 };
  const { db, viewer } = context;
  const kept = contentCachesOf(db).searchPages;
  const findsEvents = subtypes.includes('event');
  const keyOf = (houseIds: readonly number[]) =>
    JSON.stringify([
      request.language,
      tsquery,
      subtypes,
      request.page,
      request.perPage,
      request.embed,
      findsEvents ? houseIds : null,
      context.publicUrl,
    ]);
  const now = await searchKeyParts(db, viewer.id);
  const hit = kept.get(now.version, keyOf(now.houseIds));
  if (hit !== undefined) return hit;
  const page = await searchContentRows(
    db,
    { language: request.language, tsquery, subtypes, viewerId: viewer.id },
    { limit: request.perPage, offset: (request.page - 1) * request.perPage },
    ROW_SQL,
  );
  const found = new Map(
    page.rows.map((item) => [`${item.subtype}:${String(item.id)}`, foundContent(context, item)]),
  );
  const answer = resultsOf(context, request, page, found);
  // What the statement read in its own snapshot: never older than this version, and for these houses.
  kept.set(page.version, keyOf(page.houseIds), answer);
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
