import type { Language } from '@campus/domain/locale';

/** Query keys of the services and invoices (one factory, so prefetch and screens share the cache). */
export const servicesKeys = {
  all: ['services'] as const,
  byParent: (language: Language, parent: number) =>
    [...servicesKeys.all, language, 'parent', parent] as const,
  byPath: (language: Language, rootParent: number, slugs: readonly string[]) =>
    [...servicesKeys.all, language, 'path', rootParent, ...slugs] as const,
  invoices: (invoiceUrl: string) => [...servicesKeys.all, 'invoices', invoiceUrl] as const,
  invoiceFile: (id: number) => [...servicesKeys.all, 'invoices', 'file', id] as const,
};
