import type { Language } from '@campus/domain/locale';

function languageOf(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'fr' || primary === 'en' ? primary : null;
}

/**
 * The language of the identity provider's pages: the first French or English entry of the authorisation
 * request's ui_locales, else of the browser's Accept-Language (by quality), else English (the §3 default).
 */
export function pickLanguage(uiLocales: unknown, acceptLanguage: string | undefined): Language {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(/\s+/)) {
      const language = languageOf(tag);
      if (language) return language;
    }
  }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag, quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const language = languageOf(entry.tag);
    if (language) return language;
  }
  return 'en';
}
