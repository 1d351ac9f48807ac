/**
 * The content entities of spec §3 (Post, Event, Page) as the WordPress-compatible API sends them:
 * `title.rendered` style fields, an `acf` object, term ids under `tax-house` / `tax-tag`. One schema per
 * wire shape: the server validates and serialises with it, the web app checks answers against it.
 *
 * Property order is the order on the wire (the serialiser writes properties in schema order), kept as
 * the API has always sent them. Nullable values use type lists (wire.ts `Nullable`), not anyOf, so a list
 * of 100 items is serialised without 100 validations.
 */
import { Type, type Static } from 'typebox';
import { DEFAULT_LANGUAGE } from './locale.ts';
import { TermLabelSchema } from './taxonomy.ts';
import {
  IdListParamSchema,
  LanguageSchema,
  ListParamSchema,
  MAX_INT32,
  Nullable,
  PagingQuerySchema,
} from './wire.ts';

export const RenderedSchema = Type.Object({ rendered: Type.String() });
export type Rendered = Static<typeof RenderedSchema>;

/** FAQ item (§3): the answer is HTML within the §5 allow-list. */
export const FaqItemSchema = Type.Object({ faq_ask: Type.String(), faq_answer: Type.String() });
export type FaqItem = Static<typeof FaqItemSchema>;

/** Contact form config (§3). */
export const ContactFormConfigSchema = Type.Object({
  form_title: Type.String(),
  form_activation: Type.Boolean(),
  form_email_receiver: Type.String(),
});
export type ContactFormConfig = Static<typeof ContactFormConfigSchema>;

/** An embedded Gravity-style form: gform_activation and the form id (§3 acf.gform). */
export const GformConfigSchema = Type.Object({
  gform: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  gform_activation: Type.Boolean(),
});
export type GformConfig = Static<typeof GformConfigSchema>;

/** A house a content item belongs to, with what the author block shows (name and image). */
export const ContentHouseSchema = Type.Object({
  term_id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  thumbnail: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  /** The house's name per language (its term's acf.label); the reader's language picks it. */
  label: Type.Optional(Type.Array(TermLabelSchema)),
});
export type ContentHouse = Static<typeof ContentHouseSchema>;

/** The service that publishes an item (the author shown when it is not a house item). */
export const ContentServiceSchema = Type.Object({ name: Type.String(), slug: Type.String() });
export type ContentService = Static<typeof ContentServiceSchema>;

export const POST_STATUSES = ['publish', 'draft', 'private'] as const;
export const PostStatusSchema = Type.Enum(POST_STATUSES);
export type PostStatus = Static<typeof PostStatusSchema>;

/** Ids of the same item in the other languages (WPML). */
export const TranslationsSchema = Type.Object({
  fr: Type.Optional(Type.Integer()),
  en: Type.Optional(Type.Integer()),
});

/** A URL, or false when there is no image (as WordPress's fimg_url). */
export const ImageUrlSchema = Type.Unsafe<string | false>({ type: ['string', 'boolean'] });

const IdsSchema = Type.Array(Type.Integer());

export const PostAcfSchema = Type.Object({
  house: Type.Array(ContentHouseSchema),
  service: Nullable(ContentServiceSchema),
  /** HTML of the alert banner, '' when none. */
  alert: Type.String(),
  faq: Type.Array(FaqItemSchema),
  form: Nullable(ContactFormConfigSchema),
  gform: Nullable(GformConfigSchema),
});
export type PostAcf = Static<typeof PostAcfSchema>;

/** A news item (spec §3 Post). Dates are the campus's local time, `YYYY-MM-DDTHH:mm:ss`, as WordPress sends them. */
export const PostSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  date: Type.String(),
  title: RenderedSchema,
  content: RenderedSchema,
  excerpt: RenderedSchema,
  sticky: Type.Boolean(),
  'tax-house': IdsSchema,
  'tax-tag': IdsSchema,
  acf: PostAcfSchema,
  modified: Type.String(),
  status: PostStatusSchema,
  type: Type.Literal('post'),
  lang: LanguageSchema,
  translations: TranslationsSchema,
  date_gmt: Type.String(),
  author: Type.Integer(),
  featured_media: Type.Integer(),
  fimg_url: ImageUrlSchema,
  categories: IdsSchema,
  tags: IdsSchema,
});
export type Post = Static<typeof PostSchema>;

export const EVENT_VISIBILITIES = ['public', 'house'] as const;
export const EventVisibilitySchema = Type.Enum(EVENT_VISIBILITIES);
export type EventVisibility = Static<typeof EventVisibilitySchema>;

export const EventLocationSchema = Type.Object({
  name: Type.String(),
  url: Type.String(),
  /** A place id of the map, or '' when the location is an external link. */
  place: Type.String(),
});
export type EventLocation = Static<typeof EventLocationSchema>;

const EventServiceSchema = Type.Object({ slug: Type.String(), name: Type.String(), term_id: Type.Integer() });

export const EventAcfSchema = Type.Object({
  /** Local time `YYYY-MM-DD HH:mm:ss` (ACF date-time picker format). */
  start: Type.String(),
  end: Type.String(),
  visibility: Type.Object({ value: EventVisibilitySchema, label: Type.String() }),
  locations: Type.Array(EventLocationSchema),
  practical: Type.String(),
  faq: Type.Array(FaqItemSchema),
  organizer: Type.String(),
  external_id: Type.String(),
  external_url: Type.String(),
  external_mtime: Type.String(),
  /** 'portail' when the event was created in the portal. */
  origin: Type.String(),
  service: Nullable(EventServiceSchema),
  form: Nullable(ContactFormConfigSchema),
  gform: Nullable(GformConfigSchema),
});
export type EventAcf = Static<typeof EventAcfSchema>;

/** An event (spec §3 Event); named so as not to shadow the DOM Event. */
export const EventPostSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: RenderedSchema,
  content: RenderedSchema,
  fimg_url: ImageUrlSchema,
  acf: EventAcfSchema,
  date: Type.String(),
  modified: Type.String(),
  status: PostStatusSchema,
  type: Type.Literal('event'),
  lang: LanguageSchema,
  /** The houses of a house event (§3 visibility); ids only, as the list must stay light at 100 items. */
  'tax-house': IdsSchema,
});
export type EventPost = Static<typeof EventPostSchema>;

export const PageLinkSchema = Type.Object({
  url: Type.String(),
  icon: Type.Object({ class: Type.String() }),
});
export type PageLink = Static<typeof PageLinkSchema>;

export const PageAcfSchema = Type.Object({
  address: Type.String(),
  links: Type.Array(PageLinkSchema),
  faq: Type.Array(FaqItemSchema),
  form: Nullable(ContactFormConfigSchema),
  gform: Nullable(GformConfigSchema),
});
export type PageAcf = Static<typeof PageAcfSchema>;

/** A CMS page (spec §3 Page). parent 0 is a top-level page. */
export const PageSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: RenderedSchema,
  content: RenderedSchema,
  parent: Type.Integer(),
  link: Type.String(),
  acf: PageAcfSchema,
  date: Type.String(),
  modified: Type.String(),
  status: PostStatusSchema,
  type: Type.Literal('page'),
  lang: LanguageSchema,
  translations: TranslationsSchema,
  menu_order: Type.Integer(),
});
export type Page = Static<typeof PageSchema>;

/**
 * The first fields of a page in a tree of pages (a house's pages, the services), in wire order: `parent` is
 * 0 at the top of the tree (a house's main page; a campus service) and otherwise the page above, `tax-house`
 * the house the page belongs to ([] for a campus service), `link` the page's absolute URL in the portal.
 */
export const TreePageSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: RenderedSchema,
  content: RenderedSchema,
  parent: Type.Integer(),
  menu_order: Type.Integer(),
  'tax-house': Type.Array(Type.Integer()),
  link: Type.String(),
});

/** The query every content list takes: WordPress paging, the content language (default English), slugs. */
export const ContentListQuerySchema = Type.Object({
  ...PagingQuerySchema().properties,
  wpml_language: Type.Enum(['fr', 'en'], { default: DEFAULT_LANGUAGE }),
  slug: Type.Optional(ListParamSchema),
});

/** GET /wp/v2/posts: optionally the news of some houses (`tax-house=1,2`). */
export const PostListQuerySchema = Type.Object({
  ...ContentListQuerySchema.properties,
  'tax-house': Type.Optional(IdListParamSchema),
});
export type PostListQuery = Static<typeof PostListQuerySchema>;

/** Events still to come or under way (their end not passed), or over, by the server's clock. */
export const EVENT_PERIODS = ['upcoming', 'past'] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];

/**
 * GET /wp/v2/event: by start, ascending unless asked otherwise (the spec's only order). `period` keeps the
 * coming or the past events only, so that each of the two lists of the events screen pages on its own
 * (issue #29): the coming ones by start, the past ones most recent first.
 */
export const EventListQuerySchema = Type.Object({
  ...ContentListQuerySchema.properties,
  'tax-house': Type.Optional(IdListParamSchema),
  order: Type.Enum(['asc', 'desc'], { default: 'asc' }),
  orderby: Type.Enum(['start'], { default: 'start' }),
  period: Type.Optional(Type.Enum(EVENT_PERIODS)),
});
export type EventListQuery = Static<typeof EventListQuerySchema>;

/** GET /wp/v2/pages: `parent=0` for the top-level pages. */
export const PageListQuerySchema = Type.Object({
  ...ContentListQuerySchema.properties,
  parent: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INT32 })),
});
export type PageListQuery = Static<typeof PageListQuerySchema>;

/** The WordPress paging response headers (read by lists). */
export const TOTAL_HEADER = 'x-wp-total';
export const TOTAL_PAGES_HEADER = 'x-wp-totalpages';
