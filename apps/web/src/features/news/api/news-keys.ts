import type { EventPeriod } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';

/** Query keys of the news and events (one factory, so invalidation and prefetch use the same keys). */
export const contentKeys = {
  all: ['content'] as const,
  newsList: (language: Language) => [...contentKeys.all, 'news', language, 'list'] as const,
  newsBySlug: (language: Language, slug: string) =>
    [...contentKeys.all, 'news', language, 'slug', slug] as const,
  /** Under the news list's key: a house's news are a list of news too (detail lookups search both). */
  houseNews: (language: Language, houseId: number) =>
    [...contentKeys.newsList(language), 'house', houseId] as const,
  /** Every list of events of a language, the campus's and the houses' (detail lookups search them all). */
  events: (language: Language) => [...contentKeys.all, 'events', language] as const,
  eventList: (language: Language, period: EventPeriod) =>
    [...contentKeys.events(language), 'list', period] as const,
  houseEvents: (language: Language, houseId: number, period: EventPeriod) =>
    [...contentKeys.events(language), 'house', houseId, period] as const,
  eventBySlug: (language: Language, slug: string) =>
    [...contentKeys.all, 'event', language, 'slug', slug] as const,
};
