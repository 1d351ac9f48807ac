import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import enScreens from '../../locales/screens/en.json';
import frScreens from '../../locales/screens/fr.json';
import { wholeCatalog, type Catalogs } from '../i18n/i18n.ts';

/**
 * Tests start with both languages loaded whole (both parts, lib/i18n/i18n.ts), so a switch applies in the
 * same render, as assertions expect, and no screen waits for its strings.
 */
export const bothCatalogs: Catalogs = {
  en: wholeCatalog(en, enScreens),
  fr: wholeCatalog(fr, frScreens),
};
