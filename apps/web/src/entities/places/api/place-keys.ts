import type { Language } from '@campus/domain/locale';

/** Query keys of the campus map's places, read by the map and by the staff console's place picker. */
export const placeKeys = {
  all: ['places'] as const,
  list: (language: Language) => [...placeKeys.all, 'list', language] as const,
  translation: (language: Language, id: number) => [...placeKeys.all, 'translation', language, id] as const,
};
