/**
 * Global search (spec §2.11, §3 "Search categories to content types", §4 "Search", §5, §7): the query and
 * the results of `GET /wp/v2/search` as WordPress's search endpoint shapes them, and the mapping of the
 * screen's categories to the endpoint's type/subtype. Property order is the order on the wire.
 */
import { Type, type Static } from 'typebox';
import { EventPostSchema, PostSchema } from './content.ts';
import { PAGE_SIZE_SEARCH } from './constants.ts';
import { DirectoryUserSchema } from './directory-user.ts';
import { HousePageSchema } from './house-page.ts';
import { PlaceSchema, PLACE_CATEGORY_TAXONOMY } from './place.ts';
import { ServicePageSchema, ServiceTermSchema } from './service.ts';
import { HouseTermSchema, TagTermSchema } from './taxonomy.ts';
import {
  IdListParamSchema,
  IdSchema,
  ListParamSchema,
  MAX_PAGE,
  PagingQuerySchema,
  SafeTextSchema,
} from './wire.ts';

/** Spec §5, §9: keywords need at least 2 characters (the search icon lights up past 1). */
export const MIN_SEARCH_LENGTH = 2;
/** Spec §9: the 'all' category shows this many results of each category. */
export const SEARCH_ALL_PER_CATEGORY = 3;

export const SEARCH_TYPES = ['post', 'term', 'user'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The post types a `type=post` search covers (spec §3: news, events, house pages, services, places). */
export const SEARCH_POST_SUBTYPES = ['post', 'event', 'house', 'service', 'places'] as const;
export type SearchPostSubtype = (typeof SEARCH_POST_SUBTYPES)[number];

/** The taxonomies a `type=term` search covers. */
export const SEARCH_TERM_SUBTYPES = ['tax-house', 'tax-service', 'tax-tag', PLACE_CATEGORY_TAXONOMY] as const;
export type SearchTermSubtype = (typeof SEARCH_TERM_SUBTYPES)[number];

export type SearchSubtype = SearchPostSubtype | SearchTermSubtype | 'user';

/** The subtypes of each type; `subtype=any` (WordPress's default) means all of them. */
export const SEARCH_SUBTYPES_OF: Readonly<Record<SearchType, readonly SearchSubtype[]>> = {
  post: SEARCH_POST_SUBTYPES,
  term: SEARCH_TERM_SUBTYPES,
  user: ['user'],
};

/** The screen's tabs (§2.11), 'all' first. */
export const SEARCH_CATEGORIES = ['all', 'news', 'events', 'services', 'users', 'places'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
export type SearchResultCategory = Exclude<SearchCategory, 'all'>;

/** §3 "Search categories to content types" (the screen has no house tab; the API searches house pages). */
export const SEARCH_CATEGORY_TYPES: Readonly<
  Record<SearchResultCategory, { type: SearchType; subtype: SearchSubtype }>
> = {
  news: { type: 'post', subtype: 'post' },
  events: { type: 'post', subtype: 'event' },
  services: { type: 'post', subtype: 'service' },
  users: { type: 'user', subtype: 'user' },
  places: { type: 'post', subtype: 'places' },
};

export function isSearchCategory(value: string): value is SearchCategory {
  return (SEARCH_CATEGORIES as readonly string[]).includes(value);
}

/** §5: text long enough to search (spaces around it do not count). */
export function isSearchableText(text: string): boolean {
  return text.trim().length >= MIN_SEARCH_LENGTH;
}

/**
 * GET /wp/v2/search. `search` may be empty (WordPress then lists everything of the type, newest first; a
 * people search then lists the directory under its filters) or of at least MIN_SEARCH_LENGTH characters.
 * `paged` is the spec's name for `page` (§7) and is accepted as such. The filters apply to people only.
 */
export const SearchQuerySchema = Type.Object({
  ...PagingQuerySchema(PAGE_SIZE_SEARCH).properties,
  paged: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  search: Type.String({ ...SafeTextSchema({ maxLength: 200 }), default: '' }),
  type: Type.Enum(SEARCH_TYPES, { default: 'post' }),
  /** 'any' or a comma-separated list of the type's subtypes. */
  subtype: Type.String({ ...ListParamSchema, default: 'any' }),
  /** WordPress's `_embed` (present, '1' or 'self'): each result carries its object under _embedded.self. */
  _embed: Type.Optional(Type.String({ maxLength: 20 })),
  wpml_language: Type.Enum(['fr', 'en'], { default: 'en' }),
  'filter[tax-tag]': Type.Optional(IdListParamSchema),
  'filter[tax-house]': Type.Optional(IdSchema),
});
export type SearchQuery = Static<typeof SearchQuerySchema>;

/** The object a result stands for, in the shape of its own list endpoint. */
export const SearchEmbeddedSchema = Type.Union([
  PostSchema,
  EventPostSchema,
  HousePageSchema,
  ServicePageSchema,
  PlaceSchema,
  DirectoryUserSchema,
  HouseTermSchema,
  ServiceTermSchema,
  TagTermSchema,
]);
export type SearchEmbedded = Static<typeof SearchEmbeddedSchema>;

const LinkSchema = Type.Array(Type.Object({ embeddable: Type.Boolean(), href: Type.String() }));

/** One result as WordPress's search endpoint sends it. */
export const SearchResultSchema = Type.Object({
  id: Type.Integer(),
  /** Plain text: the item's title, the term's name or the person's shared name. */
  title: Type.String(),
  /** Where the item lives on the portal (absolute). */
  url: Type.String(),
  type: Type.Enum(SEARCH_TYPES),
  subtype: Type.String(),
  _links: Type.Object({ self: LinkSchema }),
  _embedded: Type.Optional(Type.Object({ self: Type.Array(SearchEmbeddedSchema) })),
});
export type SearchResult = Static<typeof SearchResultSchema>;
