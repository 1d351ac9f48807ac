import type { Language } from '@campus/domain/locale';

/** Query keys of the inbox (one factory, so the layout's dot and the screen share the cache). */
export const notificationsKeys = {
  all: ['notifications'] as const,
  inbox: (language: Language) => [...notificationsKeys.all, language, 'inbox'] as const,
};
