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
  events: (language: Language) => [...contentKeys.all, 'events', language] as const,
  houseEvents: (language: Language, houseId: number) =>
    [...contentKeys.events(language), 'house', houseId] as const,
};
