import { useTranslation } from 'react-i18next';

/**
 * useTranslation for a component drawn many times on the first screen (the news cards, their author and
 * image) whose strings are all in the first-paint namespaces (app/first-paint.ts), which are there before
 * the first render. It renders again when the language changes, but not at each namespace another part of
 * the page loads later (the portal's `loaded` binding, lib/i18n/i18n.ts): that event re-rendered the
 * whole grid while the first screen was being painted (issue #31).
 */
export function useFirstPaintTranslation() {
  return useTranslation(undefined, { bindI18n: 'languageChanged' });
}
