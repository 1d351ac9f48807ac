import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import type { Catalogs } from '../i18n/i18n.ts';

/** Tests start with both languages loaded, so a switch applies in the same render, as assertions expect. */
export const bothCatalogs: Catalogs = { en, fr };
