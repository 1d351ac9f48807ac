import type { Theme } from '@campus/domain/user';
import { useEffect } from 'react';

/**
 * The portal's colours (issue #19) on the document: `data-theme` picks the light or the dark palette of
 * global.css; 'system' removes it, and the stylesheet follows the device's `prefers-color-scheme`.
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset['theme'];
  else root.dataset['theme'] = theme;
}

/** Applies the signed-in person's theme (stored with their profile); a visitor follows the device. */
export function useDocumentTheme(theme: Theme | undefined): void {
  useEffect(() => {
    applyTheme(theme ?? 'system');
  }, [theme]);
}
