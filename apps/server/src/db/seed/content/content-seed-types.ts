/**
 * The shape of the sample campus content (spec §1: sample data, not real content). Each item exists in
 * both languages; the seed turns one item into two rows of one translation group.
 * References to houses, tags and services are by slug so the data reads without ids.
 */

export interface Translated<T> {
  fr: T;
  en: T;
}

export interface FaqItem {
  faq_ask: string;
  /** HTML within the §5 allow-list. */
  faq_answer: string;
}

export interface ContactFormConfig {
  form_title: string;
  form_email_receiver: string;
  form_activation: boolean;
}

export interface NewsText {
  slug: string;
  title: string;
  /** One or two sentences, plain text wrapped in <p>. */
  excerpt: string;
  /** Rich HTML within the §5 allow-list (p, h2, h3, ul, ol, li, a, strong, em, img, blockquote, table…). */
  content: string;
  /** Optional alert banner text (HTML). */
  alert?: string;
  faq?: FaqItem[];
  form?: ContactFormConfig;
}

export interface SeedNews {
  /** Stable key, unique among news. */
  key: string;
  /** Days before the seed date (0 = today); the seed computes the real date. */
  daysAgo: number;
  sticky: boolean;
  /** Empty = campus-wide news; otherwise visible under these houses (house slugs). */
  houseSlugs: string[];
  /** The publishing service's slug (author shown as the service) when not a house news. */
  serviceSlug?: string;
  /** Tag slugs (tax-tag) the item is about. */
  tagSlugs: string[];
  /** A path under /sample-images/ the server serves, e.g. 'news/concert.svg'; optional. */
  image?: string;
  text: Translated<NewsText>;
}

export interface EventLocation {
  name: string;
  /** External map link, or '' when the place is given. */
  url: string;
  /** A place key, for the map issue; optional. */
  place?: string;
}

export interface EventText {
  slug: string;
  title: string;
  content: string;
  /** Practical information (HTML). */
  practical: string;
  organizer: string;
  faq?: FaqItem[];
}

export interface SeedEvent {
  key: string;
  /** Days from the seed date (negative = past), and the start time 'HH:mm'. */
  dayOffset: number;
  startTime: string;
  durationMinutes: number;
  /** 'public' = every resident; 'house' = only residents of houseSlugs. */
  visibility: 'public' | 'house';
  houseSlugs: string[];
  serviceSlug?: string;
  locations: EventLocation[];
  image?: string;
  text: Translated<EventText>;
}

export interface PageText {
  slug: string;
  title: string;
  content: string;
  faq?: FaqItem[];
}

export interface SeedPage {
  key: string;
  /** Key of the parent page, absent for top-level pages. */
  parentKey?: string;
  menuOrder: number;
  text: Translated<PageText>;
}
