import type { Language } from '@campus/domain/locale';

/** Query keys of the Gravity-style forms. */
export const formsKeys = {
  all: ['forms'] as const,
  form: (id: number, language: Language) => [...formsKeys.all, id, language] as const,
};
