import type { Language } from '@campus/domain/locale';

/** Query keys of the houses (terms and house pages), shared by every screen that shows a house. */
export const houseKeys = {
  all: ['house'] as const,
  terms: () => [...houseKeys.all, 'terms'] as const,
  pages: (language: Language, houseId: number) => [...houseKeys.all, 'pages', language, houseId] as const,
};
