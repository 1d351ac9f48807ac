import type { Language } from '@campus/domain/locale';

/** Query keys of the resident's maintenance requests (issue #32); a step or a message invalidates by `all`. */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  list: (language: Language, page: number) => ['maintenance', 'list', language, page] as const,
  request: (language: Language, id: number) => ['maintenance', 'request', language, id] as const,
  places: (language: Language) => ['maintenance', 'places', language] as const,
  areaOpen: (area: number) => ['maintenance', 'area-open', area] as const,
  photo: (id: number, photo: number) => ['maintenance', 'photo', id, photo] as const,
};
