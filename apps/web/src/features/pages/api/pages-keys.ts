import type { Language } from '@campus/domain/locale';

export const pagesKeys = {
  all: ['pages'] as const,
  byPath: (language: Language, slugs: readonly string[]) => [...pagesKeys.all, language, ...slugs] as const,
};
