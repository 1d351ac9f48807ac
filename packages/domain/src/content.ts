/**
 * The content entities of spec §3 (Post, Event, Page) as the WordPress-compatible API sends them:
 * `title.rendered` style fields, an `acf` object, term ids under `tax-house` / `tax-tag`.
 */
import type { Language } from './locale.ts';

export interface Rendered {
  rendered: string;
}

/** FAQ item (§3): the answer is HTML within the §5 allow-list. */
export interface FaqItem {
  faq_ask: string;
  faq_answer: string;
}

/** Contact form config (§3). */
export interface ContactFormConfig {
  form_title: string;
  form_email_receiver: string;
  form_activation: boolean;
}

/** An embedded Gravity-style form: gform_activation and the form id (§3 acf.gform). */
export interface GformConfig {
  gform_activation: boolean;
  gform: number | null;
}

/** A house a content item belongs to, with what the author block shows (name and image). */
export interface ContentHouse {
  term_id: number;
  name: string;
  slug: string;
  thumbnail: string | null;
}

/** The service that publishes an item (the author shown when it is not a house item). */
export interface ContentService {
  slug: string;
  name: string;
}

export const POST_STATUSES = ['publish', 'draft', 'private'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export interface PostAcf {
  house: ContentHouse[];
  service: ContentService | null;
  /** HTML of the alert banner, '' when none. */
  alert: string;
  faq: FaqItem[];
  form: ContactFormConfig | null;
  gform: GformConfig | null;
}

/** A news item (spec §3 Post). Dates are the campus's local time, `YYYY-MM-DDTHH:mm:ss`, as WordPress sends them. */
export interface Post {
  id: number;
  slug: string;
  date: string;
  date_gmt: string;
  modified: string;
  status: PostStatus;
  type: 'post';
  lang: Language;
  /** Ids of the same item in the other languages (WPML). */
  translations: Partial<Record<Language, number>>;
  title: Rendered;
  content: Rendered;
  excerpt: Rendered;
  author: number;
  featured_media: number;
  fimg_url: string | false;
  categories: number[];
  tags: number[];
  sticky: boolean;
  'tax-house': number[];
  'tax-tag': number[];
  acf: PostAcf;
}

export const EVENT_VISIBILITIES = ['public', 'house'] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];

export interface EventLocation {
  name: string;
  url: string;
  /** A place id of the map, or '' when the location is an external link. */
  place: string;
}

export interface EventAcf {
  /** Local time `YYYY-MM-DD HH:mm:ss` (ACF date-time picker format). */
  start: string;
  end: string;
  organizer: string;
  external_id: string;
  external_url: string;
  external_mtime: string;
  /** 'portail' when the event was created in the portal. */
  origin: string;
  visibility: { value: EventVisibility; label: string };
  locations: EventLocation[];
  practical: string;
  service: (ContentService & { term_id: number }) | null;
  faq: FaqItem[];
  form: ContactFormConfig | null;
  gform: GformConfig | null;
}

/** An event (spec §3 Event); named so as not to shadow the DOM Event. */
export interface EventPost {
  id: number;
  slug: string;
  date: string;
  modified: string;
  status: PostStatus;
  type: 'event';
  lang: Language;
  title: Rendered;
  content: Rendered;
  fimg_url: string | false;
  /** The houses of a house event (§3 visibility); ids only, as the list must stay light at 100 items. */
  'tax-house': number[];
  acf: EventAcf;
}

export interface PageLink {
  url: string;
  icon: { class: string };
}

export interface PageAcf {
  address: string;
  links: PageLink[];
  faq: FaqItem[];
  form: ContactFormConfig | null;
  gform: GformConfig | null;
}

/** A CMS page (spec §3 Page). parent 0 is a top-level page. */
export interface Page {
  id: number;
  slug: string;
  parent: number;
  menu_order: number;
  link: string;
  date: string;
  modified: string;
  status: PostStatus;
  type: 'page';
  lang: Language;
  translations: Partial<Record<Language, number>>;
  title: Rendered;
  content: Rendered;
  acf: PageAcf;
}

/** The WordPress paging response headers (read by lists). */
export const TOTAL_HEADER = 'x-wp-total';
export const TOTAL_PAGES_HEADER = 'x-wp-totalpages';
