import type { Language } from '@campus/domain/locale';

/** Query keys of the campus map. */
export const mapKeys = {
  all: ['map'] as const,
  places: (language: Language) => [...mapKeys.all, 'places', language] as const,
  categories: () => [...mapKeys.all, 'categories'] as const,
  translation: (language: Language, id: number) => [...mapKeys.all, 'translation', language, id] as const,
};
