import { languageOfLocale, type Language } from '@campus/domain/locale';
import { DEFAULT_LOCALE } from '@campus/domain/user';
import { languageProperty, listParam, pagingProperties, type PagingQuery } from '../http/wp-paging.ts';

/** The query every content list takes: WordPress paging, the content language (default English), slugs. */
export const contentListQueryProperties = {
  ...pagingProperties,
  wpml_language: { ...languageProperty, default: languageOfLocale(DEFAULT_LOCALE) },
  slug: listParam,
} as const;

export interface ContentListQuery extends PagingQuery {
  wpml_language: Language;
  slug?: string;
}

/**
 * Response schemas of the content routes (spec §3 shapes). They double as the serialiser's whitelist, so a
 * column added to a table never leaks to the wire by accident; acf sub-objects the CMS owns stay open.
 */
const rendered = {
  type: 'object',
  required: ['rendered'],
  properties: { rendered: { type: 'string' } },
} as const;
const openObject = { type: 'object', additionalProperties: true } as const;
const nullableOpenObject = { type: ['object', 'null'], additionalProperties: true } as const;
const faq = {
  type: 'array',
  items: {
    type: 'object',
    required: ['faq_ask', 'faq_answer'],
    properties: { faq_ask: { type: 'string' }, faq_answer: { type: 'string' } },
  },
} as const;
const contentHouse = {
  type: 'object',
  required: ['term_id', 'name', 'slug', 'thumbnail'],
  properties: {
    term_id: { type: 'integer' },
    name: { type: 'string' },
    slug: { type: 'string' },
    thumbnail: { type: ['string', 'null'] },
  },
} as const;
const translations = {
  type: 'object',
  properties: { fr: { type: 'integer' }, en: { type: 'integer' } },
} as const;
// A URL, or false when there is no image (as WordPress's fimg_url). A type list, not anyOf: the serialiser
// compiles anyOf into a validation per value, which a 100-item list pays 100 times.
const imageUrl = { type: ['string', 'boolean'] } as const;
const common = {
  id: { type: 'integer' },
  slug: { type: 'string' },
  date: { type: 'string' },
  modified: { type: 'string' },
  status: { type: 'string' },
  type: { type: 'string' },
  lang: { type: 'string' },
  translations,
  title: rendered,
  content: rendered,
} as const;

export const postSchema = {
  type: 'object',
  required: ['id', 'slug', 'date', 'title', 'content', 'excerpt', 'sticky', 'tax-house', 'tax-tag', 'acf'],
  properties: {
    ...common,
    date_gmt: { type: 'string' },
    excerpt: rendered,
    author: { type: 'integer' },
    featured_media: { type: 'integer' },
    fimg_url: imageUrl,
    categories: { type: 'array', items: { type: 'integer' } },
    tags: { type: 'array', items: { type: 'integer' } },
    sticky: { type: 'boolean' },
    'tax-house': { type: 'array', items: { type: 'integer' } },
    'tax-tag': { type: 'array', items: { type: 'integer' } },
    acf: {
      type: 'object',
      required: ['house', 'service', 'alert', 'faq', 'form', 'gform'],
      properties: {
        house: { type: 'array', items: contentHouse },
        service: nullableOpenObject,
        alert: { type: 'string' },
        faq,
        form: nullableOpenObject,
        gform: nullableOpenObject,
      },
    },
  },
} as const;

export const eventSchema = {
  type: 'object',
  required: ['id', 'slug', 'title', 'content', 'fimg_url', 'acf'],
  properties: {
    ...common,
    fimg_url: imageUrl,
    'tax-house': { type: 'array', items: { type: 'integer' } },
    acf: {
      type: 'object',
      required: ['start', 'end', 'visibility', 'locations', 'practical', 'faq'],
      properties: {
        start: { type: 'string' },
        end: { type: 'string' },
        organizer: { type: 'string' },
        external_id: { type: 'string' },
        external_url: { type: 'string' },
        external_mtime: { type: 'string' },
        origin: { type: 'string' },
        visibility: openObject,
        locations: { type: 'array', items: openObject },
        practical: { type: 'string' },
        service: nullableOpenObject,
        faq,
        form: nullableOpenObject,
        gform: nullableOpenObject,
      },
    },
  },
} as const;

export const pageSchema = {
  type: 'object',
  required: ['id', 'slug', 'parent', 'link', 'title', 'content', 'acf'],
  properties: {
    ...common,
    parent: { type: 'integer' },
    menu_order: { type: 'integer' },
    link: { type: 'string' },
    acf: {
      type: 'object',
      required: ['address', 'links', 'faq', 'form', 'gform'],
      properties: {
        address: { type: 'string' },
        links: { type: 'array', items: openObject },
        faq,
        form: nullableOpenObject,
        gform: nullableOpenObject,
      },
    },
  },
} as const;

export const houseTermSchema = {
  type: 'object',
  required: ['id', 'term_id', 'name', 'slug', 'taxonomy', 'count', 'acf'],
  properties: {
    id: { type: 'integer' },
    term_id: { type: 'integer' },
    name: { type: 'string' },
    slug: { type: 'string' },
    description: { type: 'string' },
    taxonomy: { type: 'string' },
    parent: { type: 'integer' },
    count: { type: 'integer' },
    thumbnail: { type: ['string', 'null'] },
    acf: openObject,
  },
} as const;

export const tagTermSchema = {
  type: 'object',
  required: ['id', 'term_id', 'parent', 'name', 'slug', 'taxonomy', 'count', 'acf'],
  properties: {
    id: { type: 'integer' },
    term_id: { type: 'integer' },
    parent: { type: 'integer' },
    name: { type: 'string' },
    slug: { type: 'string' },
    description: { type: 'string' },
    taxonomy: { type: 'string' },
    count: { type: 'integer' },
    acf: openObject,
  },
} as const;
