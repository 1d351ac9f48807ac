import type { Language } from '@campus/domain/locale';

/** Query keys of the Gravity-style forms. */
export const formsKeys = {
  all: ['forms'] as const,
  formInEveryLanguage: (id: number) => [...formsKeys.all, id] as const,
  form: (id: number, language: Language) => [...formsKeys.formInEveryLanguage(id), language] as const,
};
